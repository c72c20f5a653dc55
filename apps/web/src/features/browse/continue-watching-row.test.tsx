import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';
import { progressPercent } from './continue-watching-row';

const ID = '7b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a61';

const STARTED = {
  activityId: ID,
  title: 'Harbour lights',
  slug: 'harbour-lights',
  positionSeconds: 45,
  watchedSeconds: 45,
  durationSeconds: 90,
  updatedAt: '2026-11-20T08:00:00.000Z',
  card: { id: ID, title: 'Harbour lights', image: null, movieTime: '1:30' },
};

function serve(items: unknown[]) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/activities/user/continue-watching': respondJson(200, { items }),
      '/api/v1/activities/featured': respondJson(200, { items: [] }),
      '/api/v1/activities/categories': respondJson(200, { categories: [] }),
      '/api/v1/activities': respondJson(200, { items: [], nextCursor: null }),
      '/api/v1/auth/dashboard-stats': respondJson(500, {}),
      '/api/v1/referral/my-code': respondJson(500, {}),
    }),
  );
}

describe('Continue watching', { timeout: 15_000 }, () => {
  it('shows a signed-in member the videos they started, with progress, linking to the watch page', async () => {
    storeMember(makeMember());
    serve([STARTED]);
    renderApp('/');
    const row = await screen.findByTestId('continue-watching', {}, { timeout: 5000 });
    expect(within(row).getByRole('heading', { level: 2 }).textContent).toBe('Continue watching');
    expect(within(row).getByRole('link').getAttribute('href')).toBe(`/activities/${ID}`);
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(row.textContent).toContain('0:45 left');
  });

  it('asks nothing for guests and shows no row', async () => {
    const network = serve([STARTED]);
    renderApp('/');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.queryByTestId('continue-watching')).toBeNull();
    expect(network.requests.some((request) => request.url.includes('continue-watching'))).toBe(false);
  });

  it('says what the row is for on My Dashboard while nothing is in progress', async () => {
    storeMember(makeMember());
    serve([]);
    renderApp('/dashboard');
    await screen.findByText(/pick up where you left off/, {}, { timeout: 5000 });
  });

  it('computes the watched share within 0–100, and 0 when the length is unknown', () => {
    expect(progressPercent({ positionSeconds: 30, durationSeconds: 120 })).toBe(25);
    expect(progressPercent({ positionSeconds: 130, durationSeconds: 120 })).toBe(100);
    expect(progressPercent({ positionSeconds: 30, durationSeconds: null })).toBe(0);
  });
});
