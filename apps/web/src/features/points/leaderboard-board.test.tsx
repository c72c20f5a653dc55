import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, readJsonBody, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';
import { BOARD, OVERVIEW, WATCH_STATS } from './points-test-support';

describe('/leaderboard and /watch-to-earn', { timeout: 15_000 }, () => {
  it('shows a guest the top with names only, switches period, and asks them to sign in', async () => {
    const { requests } = installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        '/api/v1/points/leaderboard': respondJson(200, { ...BOARD, me: null, hidden: null }),
      }),
    );
    renderApp('/leaderboard');
    const rows = await screen.findAllByTestId('leaderboard-row', {}, { timeout: 3000 });
    expect(rows.map((row) => row.textContent)).toEqual(['1NNoor900', '2SSami800']);
    expect(screen.getByText('Sign in to see your own rank.')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(screen.getByRole('button', { name: 'This week' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => {
      expect(requests.some((request) => request.url.includes('period=week'))).toBe(true);
    });
  });

  it('shows a member their own rank outside the top and hides them on request', async () => {
    const { requests } = installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        '/api/v1/points/leaderboard': respondJson(200, BOARD),
        '/api/v1/points/overview': respondJson(200, OVERVIEW),
        '/api/v1/points/leaderboard/visibility': respondJson(200, { hidden: true }),
      }),
    );
    storeMember(makeMember());
    renderApp('/leaderboard');
    expect((await screen.findByTestId('leaderboard-me', {}, { timeout: 3000 })).textContent).toBe(
      'Your rank: #42 with 12 points earned in total',
    );
    const hide = await screen.findByRole('switch', { name: 'Hide me from the leaderboard' });
    expect((hide as HTMLInputElement).checked).toBe(false);
    await userEvent.click(hide);
    // The switch turns on at once (optimistic); the request follows, and the server's answer keeps it on.
    await waitFor(() => {
      expect(requests.some((request) => request.method === 'PUT')).toBe(true);
    });
    const put = requests.find((request) => request.method === 'PUT');
    expect(readJsonBody(put)).toEqual({ hidden: true });
    await waitFor(() => {
      expect((hide as HTMLInputElement).checked).toBe(true);
    });
  });

  it('starts the switch on for a member who hid themself, as the leaderboard says', async () => {
    installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        '/api/v1/points/leaderboard': respondJson(200, { ...BOARD, me: null, hidden: true }),
      }),
    );
    storeMember(makeMember());
    renderApp('/leaderboard');
    const hide = await screen.findByRole('switch', { name: 'Hide me from the leaderboard' });
    expect((hide as HTMLInputElement).checked).toBe(true);
  });

  it("shows a member what watching earns and today's progress, from the server", async () => {
    installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        '/api/v1/users/me/stats/watch-to-earn': respondJson(200, WATCH_STATS),
      }),
    );
    storeMember(makeMember());
    renderApp('/watch-to-earn');
    const rules = await screen.findByTestId('watch-to-earn-rules', {}, { timeout: 3000 });
    expect(within(rules).getByText('Points per video').nextElementSibling?.textContent).toBe('12');
    expect(within(rules).getByText('Share to watch').nextElementSibling?.textContent).toBe('75%');
    expect(within(rules).getByText('Between completions').nextElementSibling?.textContent).toBe('30 seconds');
    expect(screen.getByTestId('watch-to-earn-videos').textContent).toBe('4 videos completed, 48 points');
    const today = screen.getAllByRole('progressbar', { name: 'Earned today' })[0];
    expect(today?.getAttribute('aria-valuetext')).toBe('24 of 400 points');
  });
});
