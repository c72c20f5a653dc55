import type { CreatorCard, CreatorDashboard, CreatorProfileView } from '@streamit/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { API, makeCreatorCard, serveCreators } from './creators-test-support';

/** A card with one of each, the counts these screens show. */
function card(overrides: Partial<CreatorCard> = {}): CreatorCard {
  return makeCreatorCard({ bio: '', followerCount: 1, videoCount: 1, viewCount: 1, ...overrides });
}

const DASHBOARD: CreatorDashboard = {
  periods: [],
  latestContent: [],
  tasks: [],
  followers: 0,
  publicHandle: null,
  rolledUntil: '2026-11-25T06:00:00.000Z',
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Discover Creators lists and counts', () => {
  it('says there are no creators yet, not "try another search", when no search is set', async () => {
    serveCreators({ [`${API}/creators`]: respondJson(200, { items: [], nextCursor: null }) });
    renderApp('/creators');
    await screen.findByRole('heading', { name: 'No creators yet' });
    expect(screen.queryByText(/Try another search/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('counts one creator and one of each total in the singular', async () => {
    serveCreators({ [`${API}/creators`]: respondJson(200, { items: [card()], nextCursor: null }) });
    renderApp('/creators');
    await screen.findByText('1 creator shown');
    expect(screen.getByText('1 follower')).toBeTruthy();
    expect(screen.getByText('1 video')).toBeTruthy();
    expect(screen.getByText('1 view')).toBeTruthy();
  });

  it('uses the Arabic plural forms', async () => {
    await i18n.changeLanguage('ar');
    const two = [
      card(),
      card({ userId: '00000000-0000-4000-8000-0000000000c2', handle: 'omar', viewCount: 3 }),
    ];
    serveCreators({ [`${API}/creators`]: respondJson(200, { items: two, nextCursor: null }) });
    renderApp('/creators');
    await screen.findByText('مبدعان معروضان');
    expect(screen.getByText('مشاهدة واحدة')).toBeTruthy();
    expect(screen.getByText(/^[3٣] مشاهدات$/)).toBeTruthy();
  });
});

describe('a creator without a handle', () => {
  const creator = () => {
    storeMember(makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' }));
  };

  it('is told in the Studio to choose one to appear on Discover Creators', async () => {
    creator();
    serveCreators({ [`${API}/creator/dashboard`]: respondJson(200, DASHBOARD) });
    renderApp('/creator/dashboard');
    await screen.findByText('You are not on Discover Creators yet: choose your handle to get a public page.');
    expect(screen.getByRole('link', { name: 'Choose your handle' }).getAttribute('href')).toBe(
      '/creator/profile',
    );
  });

  it('finds the profile form filled with their display name and a suggested handle', async () => {
    creator();
    const view: CreatorProfileView = {
      profile: null,
      suggestion: { displayName: 'Nadia Murals', handle: 'Nadia-Murals' },
      creatorStatus: 'APPROVED',
      ban: null,
    };
    serveCreators({ [`${API}/users/creator-profile`]: respondJson(200, view) });
    renderApp('/creator/profile');
    expect((await screen.findByLabelText<HTMLInputElement>('Display name')).value).toBe('Nadia Murals');
    expect(screen.getByLabelText<HTMLInputElement>('Handle').value).toBe('Nadia-Murals');
    expect(screen.getByRole('note').textContent).toContain(
      'Choose your handle and save to appear on Discover Creators',
    );
  });
});
