import type { CreatorDiscoverPage, CreatorProfileView, CreatorPublicPage } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { readJsonBody, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { API, CREATOR_ID, makeCreatorCard, serveCreators } from './creators-test-support';

const queryOf = (url: string) => new URL(url, 'http://localhost').searchParams;

describe('Discover Creators', () => {
  it('lists creators, sends the chosen sort and loads the next page with the cursor', async () => {
    const first: CreatorDiscoverPage = { items: [makeCreatorCard()], nextCursor: 'next-1' };
    const second: CreatorDiscoverPage = {
      items: [
        makeCreatorCard({ userId: `${CREATOR_ID.slice(0, -1)}2`, handle: 'omar', displayName: 'Omar' }),
      ],
      nextCursor: null,
    };
    const network = serveCreators({
      [`${API}/creators`]: (request) =>
        respondJson(200, queryOf(request.url).get('cursor') ? second : first)(request),
    });
    renderApp('/creators');
    await screen.findByRole('link', { name: 'Nadia Murals' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Load more creators' }));
    await screen.findByRole('link', { name: 'Omar' });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'most_followed');
    await waitFor(() => {
      const sorts = network.requests
        .filter((request) => request.url.includes('/creators?'))
        .map((request) => queryOf(request.url).get('sort'));
      expect(sorts).toContain('most_followed');
    });
    const cursors = network.requests.map((request) => queryOf(request.url).get('cursor'));
    expect(cursors).toContain('next-1');
  });

  it('offers to clear the filters when nothing matches', async () => {
    serveCreators({ [`${API}/creators`]: respondJson(200, { items: [], nextCursor: null }) });
    renderApp('/creators?q=zzz');
    await screen.findByRole('heading', { name: 'No creators match' });
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });
});

describe('a creator page', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });
  const page: CreatorPublicPage = { ...makeCreatorCard(), links: ['https://nadia.example.com/works'] };

  it('shows the totals and links, and a member follows with the count from the answer', async () => {
    storeMember(makeMember());
    const network = serveCreators({
      [`${API}/creators/nadia`]: respondJson(200, page),
      [`${API}/creators/nadia/follow`]: (request) =>
        respondJson(
          200,
          request.method === 'POST'
            ? { following: true, followerCount: 5 }
            : { following: false, followerCount: 4 },
        )(request),
    });
    renderApp('/creators/nadia');
    await screen.findByRole('heading', { level: 1, name: 'Nadia Murals' }, { timeout: 5000 });
    const totals = screen.getByLabelText('Totals');
    expect(within(totals).getByText('4')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'nadia.example.com' })).toBeTruthy();
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => {
      expect((follow as HTMLButtonElement).disabled).toBe(false);
    });
    await userEvent.setup().click(follow);
    await screen.findByRole('button', { name: 'Following', pressed: true });
    expect(within(totals).getByText('5')).toBeTruthy();
    expect(
      network.requests.some(
        (request) => request.method === 'POST' && request.url.endsWith('/creators/nadia/follow'),
      ),
    ).toBe(true);
  });

  it("names its categories in the reader's language", async () => {
    const painting = { id: '00000000-0000-4000-8000-0000000000a1', slug: 'painting', name: 'Painting' };
    serveCreators({ [`${API}/creators/nadia`]: respondJson(200, { ...page, categories: [painting] }) });
    await i18n.changeLanguage('ar');
    renderApp('/creators/nadia');
    await screen.findByText('الرسم', {}, { timeout: 5000 });
    expect(screen.queryByText('Painting')).toBeNull();
  });

  it('offers guests sign-in instead of a follow button', async () => {
    serveCreators({ [`${API}/creators/nadia`]: respondJson(200, page) });
    renderApp('/creators/nadia');
    await screen.findByRole('link', { name: 'Sign in to follow' });
  });

  it('says when a creator does not exist', async () => {
    serveCreators({
      [`${API}/creators/ghost`]: respondJson(404, {
        error: { code: 'CREATOR_NOT_FOUND', message: 'Creator not found' },
      }),
    });
    renderApp('/creators/ghost');
    await screen.findByRole('heading', { level: 1, name: 'Creator not found' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Discover creators' })).toBeTruthy();
  });
});

describe('the creator profile editor', () => {
  const creator = () => {
    storeMember(makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' }));
  };

  it('refuses a reserved handle in the form and sends a valid profile', async () => {
    creator();
    const view: CreatorProfileView = {
      profile: null,
      suggestion: null,
      creatorStatus: 'APPROVED',
      ban: null,
    };
    const network = serveCreators({
      [`${API}/users/creator-profile`]: (request) =>
        request.method === 'PUT'
          ? respondJson(200, { ...makeCreatorCard(), links: [], updatedAt: '2026-11-25T10:00:00.000Z' })(
              request,
            )
          : respondJson(200, view)(request),
    });
    renderApp('/creator/profile');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Handle'), 'admin');
    await user.type(screen.getByLabelText('Display name'), 'Nadia Murals');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('This handle is reserved. Choose another.');
    expect(network.requests.some((request) => request.method === 'PUT')).toBe(false);
    await user.clear(screen.getByLabelText('Handle'));
    await user.type(screen.getByLabelText('Handle'), 'nadia');
    await user.type(screen.getByLabelText('Links'), 'https://nadia.example.com');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Profile saved.');
    const put = network.requests.find((request) => request.method === 'PUT');
    expect(readJsonBody(put)).toEqual({
      handle: 'nadia',
      displayName: 'Nadia Murals',
      bio: '',
      links: ['https://nadia.example.com'],
      categories: [],
    });
  });

  it('shows a banned creator why, instead of the form', async () => {
    storeMember(makeMember({ isContentCreator: true, creatorStatus: 'BANNED' }));
    const view: CreatorProfileView = {
      profile: null,
      suggestion: null,
      creatorStatus: 'BANNED',
      ban: { reason: 'Repeated copyright strikes', bannedAt: '2026-11-24T10:00:00.000Z' },
    };
    serveCreators({ [`${API}/users/creator-profile`]: respondJson(200, view) });
    renderApp('/creator/profile');
    await screen.findByRole('heading', { name: 'Your creator account is suspended' });
    expect(screen.getByText('Reason given: Repeated copyright strikes')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
  });
});
