import { readFile } from 'node:fs/promises';
import { ANALYTICS_FRESH_SECONDS, type DailyStatsReport } from '@streamit/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readBalance } from '../support/earning.js';
import { chooseLanguage, digitsOf, expectFitsWidth, walkKeyScreens } from '../support/journey.js';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { signInNewAdmin, useSession, type AdminSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';

// Issue 26, the analyst's journey to its last step: the dashboard's cards open reports the analyst may
// read, a member's points reach the daily report within the minute its "as of" time states (decision 058),
// the charts have axes, and the CSV says what the screen says.

/** What each language shows at each step of the analyst's journey. */
const WORDS = {
  en: {
    dashboard: 'Admin Dashboard',
    asOf: /^Figures as of /,
    noAccess: "You don't have access to this section",
    analytics: 'Analytics',
    reportAsOf: /Figures include activity up to /,
    tabs: { users: 'Users', finance: 'Financial overview', daily: 'Daily stats' },
    range: 'Range',
    last7: 'Last 7 days',
    table: 'Platform figures per period',
    pointsIssued: 'Points issued',
    download: 'Download “Platform figures per period” as CSV',
  },
  ar: {
    dashboard: 'لوحة تحكم المشرف',
    asOf: /^الأرقام كما في /,
    noAccess: 'لا تملك صلاحية الوصول إلى هذا القسم',
    analytics: 'التحليلات',
    reportAsOf: /تشمل الأرقام النشاط حتى /,
    tabs: { users: 'الأعضاء', finance: 'النظرة المالية', daily: 'الإحصاءات اليومية' },
    range: 'الفترة',
    last7: 'آخر 7 أيام',
    table: 'أرقام المنصة في كل فترة',
    pointsIssued: 'النقاط الممنوحة',
    download: 'تنزيل «أرقام المنصة في كل فترة» بصيغة CSV',
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];

const today = () => new Date().toISOString().slice(0, 10);

/** Today's daily report as the analyst's API answers it. */
async function readToday(request: APIRequestContext, analyst: AdminSession): Promise<DailyStatsReport> {
  const answer = await request.get(`/api/v1/admin/analytics/daily-stats?from=${today()}&to=${today()}`, {
    headers: { authorization: `Bearer ${analyst.access_token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as DailyStatsReport;
}

/**
 * Waits until the report's "as of" time has passed `since`; every answer on the way states a time at
 * most ANALYTICS_FRESH_SECONDS old (a little slack for the request itself).
 */
async function waitForReportAfter(request: APIRequestContext, analyst: AdminSession, since: number) {
  await expect
    .poll(
      async () => {
        const asOf = Date.parse((await readToday(request, analyst)).period.asOf ?? '');
        expect(Date.now() - asOf).toBeLessThanOrEqual((ANALYTICS_FRESH_SECONDS + 5) * 1000);
        return asOf;
      },
      { timeout: (ANALYTICS_FRESH_SECONDS + 15) * 1000, intervals: [3000] },
    )
    .toBeGreaterThan(since);
}

/** Every screen the analyst's dashboard cards open, each one shown to them (not "no access"). */
async function followKpiCards(page: Page, words: Words): Promise<void> {
  const cards = page.locator('a[data-kpi]');
  await expect(cards.first()).toBeVisible();
  const targets = [...new Set(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))];
  expect(targets).toContain('/admin/analytics');
  for (const target of targets) {
    await page.goto(target ?? '');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: words.noAccess })).toHaveCount(0);
  }
}

/** Parses one CSV line of the product's export (quoted cells may hold commas). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
    .map((match) => match[1] ?? '')
    .slice(0, -1)
    .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell));
}

for (const [lang, width] of [
  ['en', 1440],
  ['ar', 390],
] as const) {
  test(`an analyst follows the cards to the reports, sees a member's points within the stated minute and exports them (${lang}, ${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const words = WORDS[lang];
    await page.setViewportSize({ width, height: 900 });
    const analyst = await signInNewAdmin(request, 'ANALYST');
    const before = (await readToday(request, analyst)).rows[0]?.pointsIssued ?? 0;
    // A new member earns: the welcome bonus paid when the email is confirmed.
    const member = await registerVerifiedMember(request, `analyst${lang}`, {
      firstName: 'Rana',
      lastName: 'Counted',
    });
    const earned = await readBalance(request, (await logInMember(request, member)).accessToken);
    expect(earned).toBeGreaterThan(0);
    const earnedAt = Date.now();

    await chooseLanguage(page, lang);
    await useSession(page, analyst);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: words.dashboard })).toBeVisible();
    await expect(page.getByTestId('dashboard-as-of')).toHaveText(words.asOf);
    // The daily chart has a value axis (0, half, top) and dates under its bars.
    await expect(page.locator('svg.ops-chart')).toBeVisible();
    expect(await page.locator('.ops-chart__bar').count()).toBeGreaterThan(1);
    // Three value ticks and at least one date.
    expect(await page.locator('.ops-chart__tick').count()).toBeGreaterThanOrEqual(4);
    await expectFitsWidth(page, `/admin/dashboard (${lang}, ${width})`);
    await expectNoSeriousViolations(page, `/admin/dashboard (${lang}, ${width})`);
    await followKpiCards(page, words);

    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: words.analytics })).toBeVisible();
    for (const tab of [words.tabs.users, words.tabs.finance]) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByTestId('analytics-period')).toContainText(words.reportAsOf);
      await expectFitsWidth(page, `/admin/analytics ${tab} (${lang}, ${width})`);
      await expectNoSeriousViolations(page, `/admin/analytics ${tab} (${lang}, ${width})`);
    }

    // The report states how fresh it is; within that minute the member's points are in it.
    await waitForReportAfter(request, analyst, earnedAt);
    await page.getByRole('tab', { name: words.tabs.daily }).click();
    await page.getByLabel(words.range).selectOption({ label: words.last7 });
    await expect(page.getByTestId('analytics-period')).toContainText(words.reportAsOf);
    const table = page.getByRole('table', { name: words.table });
    await expect(table.locator('tbody tr')).toHaveCount(7);
    const column = (await table.locator('thead th').allTextContents()).indexOf(words.pointsIssued);
    expect(column).toBeGreaterThan(0);
    const todayRow = table.locator('tbody tr').last();
    const shown = (await todayRow.locator('td').nth(column).textContent()) ?? '';
    expect(digitsOf(shown)).toBeGreaterThanOrEqual(before + earned);
    // The daily chart has axes: dates along the bottom, values up the side.
    const chart = page.locator('.studio-chart');
    const ticks = chart.getByRole('img').getByRole('img');
    await expect(ticks).toContainText(/\d.*\d/);
    await expect.poll(() => chart.locator('svg text').count()).toBeGreaterThanOrEqual(4);
    await expectFitsWidth(page, `/admin/analytics daily (${lang}, ${width})`);
    await expectNoSeriousViolations(page, `/admin/analytics daily (${lang}, ${width})`);
    if (lang === 'ar')
      await page.screenshot({ path: test.info().outputPath('analyst-last-screen.png'), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: words.download }).click(),
    ]);
    const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(lines).toHaveLength(8);
    expect(csvCells(lines[0] ?? '')[column]).toBe(words.pointsIssued);
    const screenCells = await todayRow.locator('td').allTextContents();
    expect(csvCells(lines.at(-1) ?? '')).toEqual(screenCells);
  });
}

test('the analyst’s key screens in English at 390 px and in Arabic at 1440 px', async ({ page, request }) => {
  // Every screen twice (two widths, two languages) with an axe scan each: 45–50 s on a quiet 2-core machine.
  test.slow();
  await useSession(page, await signInNewAdmin(request, 'ANALYST'));
  await walkKeyScreens(page, [
    { path: '/admin/dashboard', heading: { en: WORDS.en.dashboard, ar: WORDS.ar.dashboard } },
    { path: '/admin/analytics', heading: { en: WORDS.en.analytics, ar: WORDS.ar.analytics } },
  ]);
});
