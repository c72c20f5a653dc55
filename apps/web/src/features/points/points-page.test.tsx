import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
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

function openPoints(overview: Partial<typeof OVERVIEW>, rules: Partial<(typeof WATCH_STATS)['rules']>) {
  installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/points/overview': respondJson(200, { ...OVERVIEW, ...overview }),
      '/api/v1/users/me/stats/watch-to-earn': respondJson(200, {
        ...WATCH_STATS,
        rules: { ...WATCH_STATS.rules, ...rules },
      }),
      '/api/v1/points/history': respondHistory,
    }),
  );
  storeMember(makeMember());
  return renderApp('/points');
}

describe('/points', { timeout: 15_000 }, () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("names points and seconds by the language's plural rules: a few in Arabic, one in English", async () => {
    await i18n.changeLanguage('ar');
    const { unmount } = openPoints(
      { lifetime: 2, nextTier: { tier: 'SILVER', threshold: 7 }, today: { earned: 2, cap: 5 } },
      { baseVideoPoints: 4, dailyCap: 10, weeklyCap: 50, cooldownSeconds: 3 },
    );
    await screen.findByText('شاهد 75٪ من الفيديو: 4 نقاط (قبل مضاعف مستواك).');
    await screen.findByText('حتى 10 نقاط في اليوم و50 في الأسبوع.');
    await screen.findByText('انتظر 3 ثوانٍ بين إكمالين.');
    await screen.findByText('2 من 7 نقاط للوصول إلى فضي');
    expect(screen.getByTestId('points-today').getAttribute('aria-valuetext')).toBe('2 من 5 نقاط');
    unmount();
    await i18n.changeLanguage('en');
    openPoints(
      { lifetime: 0, nextTier: { tier: 'SILVER', threshold: 1 }, today: { earned: 0, cap: 1 } },
      { baseVideoPoints: 1, dailyCap: 1, weeklyCap: 50, cooldownSeconds: 1 },
    );
    await screen.findByText('Watch 75% of a video: 1 point (before your tier multiplier).');
    await screen.findByText('Up to 1 point a day and 50 a week.');
    await screen.findByText('Wait 1 second between two completions.');
    await screen.findByText('0 of 1 lifetime point to Silver');
    expect(screen.getByTestId('points-today').getAttribute('aria-valuetext')).toBe('0 of 1 point');
  });

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
