import type { CreatorAnalytics, CreatorDashboard, CreatorEarnings, CreatorPeriod } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { installResizeObserver } from '../../test/browser-apis';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const API = '/api/v1';
const ITEM = '11111111-1111-4111-8111-111111111111';

function period(range: number, views: number): CreatorPeriod {
  const totals = {
    views,
    uniqueViewers: 3,
    watchSeconds: 150,
    averageViewSeconds: 150 / views,
    earnedPoints: 9,
  };
  return {
    range,
    current: totals,
    previous: { ...totals, views: 4 },
    trend: { views: ((views - 4) / 4) * 100, uniqueViewers: null, watchSeconds: 0, earnedPoints: null },
  };
}

const DASHBOARD: CreatorDashboard = {
  periods: [period(7, 5), period(28, 6), period(90, 8)],
  latestContent: [
    {
      id: ITEM,
      title: 'My clip',
      status: 'PUBLISHED',
      transcodeState: 'READY',
      viewCount: 6,
      createdAt: '2026-11-20T10:00:00.000Z',
    },
  ],
  tasks: [{ kind: 'CHANGES_REQUESTED', activityId: ITEM, title: 'My clip', reason: 'Add captions' }],
  followers: null,
  publicHandle: 'nadia',
  rolledUntil: '2026-11-25T06:00:00.000Z',
};

const ANALYTICS: CreatorAnalytics = {
  period: period(28, 6),
  series: [
    { day: '2026-11-24', views: 2, viewers: 1, watchSeconds: 50, earnedPoints: 0 },
    { day: '2026-11-25', views: 4, viewers: 2, watchSeconds: 100, earnedPoints: 9 },
  ],
  retention: {
    viewers: 2,
    points: Array.from({ length: 21 }, (_, k) => ({ percent: k * 5, share: k <= 10 ? 1 : 0.5 })),
  },
  funnel: { started: 3, completed: 2, passed: 1 },
  countries: [
    { country: 'FR', viewers: 2 },
    { country: null, viewers: 1 },
  ],
  followersGained: null,
  rolledUntil: '2026-11-25T06:00:00.000Z',
};

const EARNINGS: CreatorEarnings = {
  sharePercent: 10,
  total: 23,
  thisMonth: 23,
  byActivity: [{ activityId: ITEM, title: 'My clip', points: 23, completions: 4 }],
  byDay: [{ day: '2026-11-25', points: 23 }],
  balance: 140,
};

function serveStudio(analytics = ANALYTICS) {
  installResizeObserver(320, 200);
  storeMember(makeMember({ isContentCreator: true, creatorStatus: 'APPROVED' }));
  return installFakeFetch(
    respondByPath({
      [`${API}/site/config`]: respondSiteConfig(),
      [`${API}/creator/dashboard`]: respondJson(200, DASHBOARD),
      [`${API}/creator/analytics`]: respondJson(200, analytics),
      [`${API}/creator/activities`]: respondJson(200, { items: [] }),
      [`${API}/points/creator-earnings`]: respondJson(200, EARNINGS),
    }),
  );
}

/** The tick labels of a chart's x or y axis, in data order, with where they are drawn. */
function readTicks(chart: HTMLElement, axis: 'x' | 'y') {
  return [
    ...chart.querySelectorAll(`.recharts-${axis}Axis-tick-labels .recharts-cartesian-axis-tick-value`),
  ].map((tick) => ({ text: tick.textContent, x: Number(tick.getAttribute('x')) }));
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Creator Studio screens', { timeout: 20_000 }, () => {
  it('dashboard: totals and trends per range, tasks with reasons, latest content linking to its analytics', async () => {
    serveStudio();
    renderApp('/creator/dashboard');
    expect((await screen.findByTestId('studio-views', {}, { timeout: 5000 })).textContent).toBe('6');
    expect(screen.getByRole('button', { name: '28 days' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '90 days' }));
    expect(screen.getByTestId('studio-views').textContent).toBe('8');
    expect(screen.getByText('+100% vs the previous period')).toBeTruthy();
    expect(screen.getByText('Add captions')).toBeTruthy();
    expect(screen.getByTestId('studio-followers').textContent).toBe('Followers: not available yet');
    expect(screen.getByRole('link', { name: 'My clip' }).getAttribute('href')).toBe(
      `/creator/analytics?content=${ITEM}`,
    );
    expect(screen.getByRole('link', { name: 'Upload a video' })).toBeTruthy();
  });

  it('analytics: charts have a table fallback, the retention curve and countries are listed', async () => {
    const network = serveStudio();
    renderApp(`/creator/analytics?content=${ITEM}`);
    const chart = await screen.findByRole('img', { name: 'Views per day' }, { timeout: 5000 });
    await waitFor(() => {
      expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    });
    const [oldest, newest] = readTicks(chart, 'x');
    expect([oldest?.text, newest?.text]).toEqual(['Nov 24', 'Nov 25']);
    // Left to right: time runs rightwards and the values sit on the left.
    expect(oldest?.x).toBeLessThan(newest?.x ?? 0);
    expect(Math.max(...readTicks(chart, 'y').map((tick) => tick.x))).toBeLessThan(oldest?.x ?? 0);
    // Theme variables, not fixed colours: the dark theme and a custom primary colour reach the charts.
    expect(chart.querySelector('.recharts-cartesian-grid line')?.getAttribute('stroke')).toBe(
      'var(--bs-border-color)',
    );
    expect(chart.querySelector('.recharts-cartesian-axis-tick-value')?.getAttribute('fill')).toBe(
      'var(--bs-secondary-color)',
    );
    const watch = screen.getByRole('img', { name: 'Verified watch time per day' });
    expect(readTicks(watch, 'y').map((tick) => tick.text)).toContain('50 sec');
    expect(
      within(screen.getByRole('table', { name: 'Verified watch time per day' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayVerified watch time', 'Nov 2450 sec', 'Nov 251.7 min']);
    const curve = screen.getByRole('img', {
      name: 'Share of 2 viewers still watching at each point of the video',
    });
    expect(curve.querySelector('.recharts-line-curve')?.getAttribute('stroke')).toBe('var(--bs-primary)');
    expect(readTicks(curve, 'y').map((tick) => tick.text)).toEqual(['0%', '25%', '50%', '75%', '100%']);
    const table = screen.getByRole('table', { name: 'Views per day' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayViews', 'Nov 242', 'Nov 254']);
    const retention = screen.getByRole('table', {
      name: 'Share of 2 viewers still watching at each point of the video',
    });
    expect(within(retention).getAllByRole('row')[21]?.textContent).toBe('100%50%');
    expect(screen.getByRole('table', { name: 'Viewers by country' }).textContent).toContain(
      'France2Unknown1',
    );
    expect(screen.getByRole('list', { name: 'Quizzes and games' }).textContent).toBe(
      'Started: 3Completed: 2Passed: 1',
    );
    expect(network.requests.some((request) => request.url.includes(`contentId=${ITEM}`))).toBe(true);
  });

  it('earnings: the ledger figures per day and per item, with the way to exchange them', async () => {
    serveStudio();
    renderApp('/creator/earnings');
    expect((await screen.findByTestId('earnings-total', {}, { timeout: 5000 })).textContent).toBe('23');
    const chart = screen.getByRole('img', { name: 'Earnings per day' });
    await waitFor(() => {
      expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(1);
    });
    expect(
      within(screen.getByRole('table', { name: 'Earnings per day' }))
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayPoints', 'Nov 2523']);
    expect(screen.getByRole('table', { name: 'Earnings per content' }).textContent).toContain('My clip234');
    expect(screen.getByRole('link', { name: 'Exchange points' }).getAttribute('href')).toBe('/wallet');
  });

  it("names the retention curve's viewers by the language's plural rules: a few in Arabic, one in English", async () => {
    const viewers = (n: number) => ({ ...ANALYTICS, retention: { ...ANALYTICS.retention, viewers: n } });
    await i18n.changeLanguage('ar');
    serveStudio(viewers(3));
    const { unmount } = renderApp(`/creator/analytics?content=${ITEM}`);
    await screen.findByRole(
      'table',
      { name: 'نسبة من 3 مشاهدين ما زالوا يشاهدون عند كل نقطة من الفيديو' },
      { timeout: 5000 },
    );
    unmount();
    await i18n.changeLanguage('en');
    serveStudio(viewers(1));
    renderApp(`/creator/analytics?content=${ITEM}`);
    await screen.findByRole(
      'table',
      { name: 'Share of 1 viewer still watching at each point of the video' },
      { timeout: 5000 },
    );
  });

  it('reads in Arabic, right to left', async () => {
    serveStudio();
    await i18n.changeLanguage('ar');
    renderApp('/creator/earnings');
    await screen.findByRole('link', { name: 'استبدل النقاط' }, { timeout: 5000 });
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });

  it('charts in Arabic: time runs from the right and the values sit on the right', async () => {
    serveStudio();
    await i18n.changeLanguage('ar');
    renderApp('/creator/analytics');
    const chart = await screen.findByRole('img', { name: 'المشاهدات يوميًا' }, { timeout: 5000 });
    await waitFor(() => {
      expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    });
    const [oldest, newest] = readTicks(chart, 'x');
    expect(oldest?.x).toBeGreaterThan(newest?.x ?? 0);
    expect(Math.min(...readTicks(chart, 'y').map((tick) => tick.x))).toBeGreaterThan(oldest?.x ?? 0);
    expect(screen.getByRole('table', { name: 'المشاهدات يوميًا' })).toBeTruthy();
  });
});
