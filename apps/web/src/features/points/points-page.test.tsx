import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, respondByPath, respondJson, type Responder } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';
import { makeHistoryItem, OVERVIEW, WATCH_STATS } from './points-test-support';

// The first page ends at line 5; the page after cursor 5 is the last one.
const respondHistory: Responder = (request) => {
  const url = new URL(request.url, 'http://localhost');
  const page =
    url.searchParams.get('cursor') === '5'
      ? { items: [makeHistoryItem(4, 5)], nextCursor: null }
      : { items: [makeHistoryItem(6), makeHistoryItem(5)], nextCursor: 5 };
  return respondJson(200, page)(request);
};

describe('/points', { timeout: 15_000 }, () => {
  it('shows balance, tier progress, caps, how to earn from the server and the history with why', async () => {
    const { requests } = installFakeFetch(
      respondByPath({
        '/api/v1/site/config': respondSiteConfig(),
        '/api/v1/points/overview': respondJson(200, OVERVIEW),
        '/api/v1/users/me/stats/watch-to-earn': respondJson(200, WATCH_STATS),
        '/api/v1/points/history': respondHistory,
      }),
    );
    storeMember(makeMember());
    renderApp('/points');
    expect((await screen.findByTestId('points-balance', {}, { timeout: 3000 })).textContent).toBe('600');
    const tierBar = screen.getByRole('progressbar', { name: 'Progress to Silver' });
    expect(tierBar.getAttribute('aria-valuenow')).toBe('31');
    expect(screen.getByText('620 of 2,000 lifetime points to Silver')).toBeTruthy();
    expect(screen.getByTestId('points-today').getAttribute('aria-valuetext')).toBe('120 of 500 points');
    const howTo = await screen.findByTestId('how-to-earn');
    expect(howTo.textContent).toContain('Watch 75% of a video: 12 points');
    expect(howTo.textContent).toContain('Up to 400 points a day and 2,000 a week.');

    const lines = await screen.findAllByTestId('points-history-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0] as HTMLElement).getByTestId('points-why').textContent).toBe(
      '10 base × 1.1 (Bronze tier) × 1 category = 11',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    // The first page's lines are on screen at once; wait for the next page's line to join them.
    await waitFor(() => {
      expect(screen.getAllByTestId('points-history-line')).toHaveLength(3);
    });
    const all = screen.getAllByTestId('points-history-line');
    expect(within(all[2] as HTMLElement).getByTestId('points-why').textContent).toContain(
      ', cut to 5 by the daily limit',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'spend');
    await waitFor(() => {
      const history = requests.filter((request) => request.url.includes('/points/history?'));
      expect(history.at(-1)?.url).toContain('kind=spend');
    });
  });
});
