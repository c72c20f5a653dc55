import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, readJsonBody, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const IDS = [
  '4a1b2c3d-1111-4a5b-8c6d-7e8f90a1b2c3',
  '4a1b2c3d-2222-4a5b-8c6d-7e8f90a1b2c3',
  '4a1b2c3d-3333-4a5b-8c6d-7e8f90a1b2c3',
] as const;
const ACTIVITY_ID = '5b2c3d4e-4444-4b6c-9d7e-8f90a1b2c3d4';

function slot(id: string, position: number, headline: string) {
  return {
    id,
    activityId: ACTIVITY_ID,
    activityTitle: `${headline} film`,
    activityType: 'VIDEO',
    activityStatus: 'PUBLISHED',
    position,
    headline,
    heroImage: null,
    heroImageUrl: null,
    startsAt: null,
    endsAt: null,
    live: true,
    updatedAt: '2026-11-20T09:00:00.000Z',
  };
}

const LIST = { items: [slot(IDS[0], 0, 'Alpha'), slot(IDS[1], 1, 'Bravo'), slot(IDS[2], 2, 'Charlie')] };
// The reorder answer is the list in its new order, as the server answers it.
const REORDERED = { items: [slot(IDS[0], 0, 'Alpha'), slot(IDS[2], 1, 'Charlie'), slot(IDS[1], 2, 'Bravo')] };

function serve() {
  return installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/admin/featured-content': respondJson(200, LIST),
      [`/api/v1/admin/featured-content/${IDS[1]}`]: respondJson(200, slot(IDS[1], 1, 'Bravo, restored')),
      '/api/v1/admin/featured-content/reorder': respondJson(200, REORDERED),
    }),
  );
}

async function openFeatured() {
  storeAdmin(makeAdmin('CONTENT_MODERATOR'));
  renderApp('/admin/featured-content');
  return screen.findByRole('list', { name: 'Featured items in display order' }, { timeout: 5000 });
}

describe('featured content', { timeout: 20_000 }, () => {
  it('lists the slots in order, the first unable to move up and the last unable to move down', async () => {
    serve();
    const list = await openFeatured();
    const items = within(list).getAllByRole('listitem', { name: /^Position/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Position 1: Alpha',
      'Position 2: Bravo',
      'Position 3: Charlie',
    ]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move Alpha up' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Move Charlie down' }).disabled).toBe(true);
  });

  it('moves a slot down with the keyboard, saves the whole order and keeps focus on the moved slot', async () => {
    const network = serve();
    await openFeatured();
    screen.getByRole('button', { name: 'Move Bravo down' }).focus();
    await userEvent.keyboard('{Enter}');

    await screen.findByText('Bravo is now in position 3.');
    const reorder = network.requests.find((request) => request.url.endsWith('/reorder'));
    expect(readJsonBody(reorder)).toEqual({ ids: [IDS[0], IDS[2], IDS[1]] });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Bravo up' }));
  });

  it('checks the add form before sending it', async () => {
    const network = serve();
    await openFeatured();
    await userEvent.click(screen.getByRole('button', { name: 'Add featured item' }));
    const form = screen.getByRole('form', { name: 'Add a featured item' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add to featured' }));
    expect(within(form).getByText('Choose the activity to feature.')).toBeTruthy();
    expect(within(form).getByText('Write a headline.')).toBeTruthy();
    expect(network.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('edits a slot: the form opens filled in and focused, and saves the whole slot', async () => {
    const network = serve();
    await openFeatured();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Bravo' }));
    const form = screen.getByRole('form', { name: 'Edit the featured item' });
    expect(document.activeElement).toBe(
      within(form).getByRole('heading', { name: 'Edit the featured item' }),
    );
    expect(within(form).getByText('Bravo film')).toBeTruthy();
    const headline = within(form).getByLabelText('Headline');
    await userEvent.clear(headline);
    await userEvent.type(headline, 'Bravo, restored');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await screen.findByText('Bravo, restored saved.');
    const put = network.requests.find((request) => request.method === 'PUT');
    expect(put?.url).toContain(`/admin/featured-content/${IDS[1]}`);
    expect(readJsonBody(put)).toEqual({
      activityId: ACTIVITY_ID,
      headline: 'Bravo, restored',
      heroImage: null,
      startsAt: null,
      endsAt: null,
    });
  });

  it('shows an admin without canModerateContent the no-access notice', async () => {
    serve();
    storeAdmin(makeAdmin('ANALYST'));
    renderApp('/admin/featured-content');
    await screen.findByRole('heading', { name: "You don't have access to this section" });
  });
});
