import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { signInNewAdmin, useSession, type AdminSession, type MemberSession } from '../support/sessions.js';
import { startPlayback, waitForPlayableVideo } from '../support/video.js';

// Decision 048: after a scripted history (welcome bonus, an activity award, a staff credit, exchanges paid,
// returned and held), every screen shows the same figures under the same names as GET /points/overview.

interface Figures {
  balance: number;
  lifetime: number;
  held: number;
  today: { earned: number; cap: number };
  dailyGoal: { earned: number; goal: number };
  streak: { bonusToday: boolean; bonus: number };
}

const format = (value: number): string => new Intl.NumberFormat('en').format(value);
const key = (): string => `e2e-figures-${randomBytes(6).toString('hex')}`;

function memberHeaders(session: MemberSession, idempotent = false): Record<string, string> {
  return {
    authorization: `Bearer ${session.accessToken}`,
    ...(idempotent ? { 'idempotency-key': key() } : {}),
  };
}

async function readFigures(request: APIRequestContext, session: MemberSession): Promise<Figures> {
  const response = await request.get('/api/v1/points/overview', { headers: memberHeaders(session) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Figures;
}

async function requestExchange(request: APIRequestContext, session: MemberSession, points: number) {
  const response = await request.post('/api/v1/points/exchange', {
    headers: memberHeaders(session, true),
    data: { pointsAmount: points, description: 'figures test' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function staffPost(request: APIRequestContext, admin: AdminSession, url: string, data: object) {
  const response = await request.post(`/api/v1${url}`, {
    headers: { authorization: `Bearer ${admin.access_token}`, 'idempotency-key': key() },
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Earns a real activity award: plays a demo video until the server has paid for it (by whatever path pays). */
async function earnByWatching(page: Page, request: APIRequestContext, session: MemberSession) {
  const video = await waitForPlayableVideo(request);
  await page.goto(`/activities/${video.id}`);
  await startPlayback(page);
  await expect(async () => {
    expect((await readFigures(request, session)).today.earned).toBeGreaterThan(0);
  }).toPass({ timeout: 120_000 });
}

async function exchangeStatus(request: APIRequestContext, session: MemberSession, id: string) {
  const response = await request.get('/api/v1/points/exchanges?page=1&limit=20', {
    headers: memberHeaders(session),
  });
  const page = (await response.json()) as { items: { id: string; status: string }[] };
  return page.items.find((item) => item.id === id)?.status;
}

async function expectHeader(page: Page, figures: Figures) {
  await expect(page.getByTestId('header-balance-amount')).toHaveText(format(figures.balance));
}

test.describe('one set of points figures', () => {
  test('header, dashboard, /points, leaderboard and wallet agree after earning, a bonus and exchanges held, paid and returned', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const member = await registerVerifiedMember(request, 'figures', {
      firstName: 'Huda',
      lastName: 'Tamimi',
    });
    const session = await logInMember(request, member);
    const welcome = (await readFigures(request, session)).lifetime;
    expect(welcome, 'the verification paid the welcome bonus').toBeGreaterThan(0);
    await useSession(page, session);
    await earnByWatching(page, request, session);

    const admin = await signInNewAdmin(request, 'ADMIN');
    await staffPost(request, admin, `/admin/users/${session.user.id}/adjust-points`, {
      amount: 1000,
      reason: 'Points to exchange in the figures test',
    });
    const wallet = await request.post('/api/v1/wallet/create', {
      headers: memberHeaders(session, true),
      data: {},
    });
    expect(wallet.status(), await wallet.text()).toBeLessThan(300);
    const paid = await requestExchange(request, session, 300);
    const returned = await requestExchange(request, session, 200);
    await staffPost(request, admin, `/admin/exchanges/${paid}/approve`, {});
    await staffPost(request, admin, `/admin/exchanges/${returned}/reject`, { reason: 'Figures test' });
    // The payout job pays on the local chain.
    await expect(async () => {
      expect(await exchangeStatus(request, session, paid)).toBe('SETTLED');
    }).toPass({ timeout: 90_000 });

    // The held exchange goes through the wallet screen: the header must follow without a reload.
    await page.goto('/wallet');
    const before = await readFigures(request, session);
    await expectHeader(page, before);
    await page.getByLabel('Points to exchange').fill('100');
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Exchange requested' })).toBeVisible();
    const figures = await readFigures(request, session);
    expect(figures.balance).toBe(before.balance - 100);
    expect(figures.held).toBe(100);
    // Earned in total: the welcome bonus, the award and the day's streak bonus; the staff credit is no earning.
    const streakBonus = figures.streak.bonusToday ? figures.streak.bonus : 0;
    expect(figures.lifetime).toBe(welcome + figures.today.earned + streakBonus);
    // The goal counts activity earnings only: the welcome bonus is not in it.
    expect(figures.dailyGoal.earned).toBe(figures.today.earned);
    await expectHeader(page, figures);
    await expect(page.getByTestId('wallet-points-balance')).toHaveText(format(figures.balance));
    await expect(page.getByTestId('wallet-points-held')).toHaveText(format(figures.held));

    await page.goto('/dashboard');
    await expectHeader(page, figures);
    await expect(page.getByTestId('dashboard-balance')).toHaveText(format(figures.balance));
    await expect(page.getByTestId('dashboard-lifetime')).toHaveText(format(figures.lifetime));
    await expect(page.getByTestId('dashboard-held')).toHaveText(format(figures.held));
    await expect(page.getByTestId('dashboard-goal')).toHaveText(
      `${format(figures.dailyGoal.earned)} of ${format(figures.dailyGoal.goal)} points today`,
    );
    await expect(page.getByText('Total points')).toHaveCount(0);

    await page.goto('/points');
    await expectHeader(page, figures);
    await expect(page.getByTestId('points-balance')).toHaveText(format(figures.balance));
    await expect(page.getByTestId('points-lifetime')).toHaveText(format(figures.lifetime));
    await expect(page.getByTestId('points-held')).toHaveText(format(figures.held));
    await expect(page.getByTestId('points-today')).toHaveAttribute(
      'aria-valuetext',
      `${format(figures.today.earned)} of ${format(figures.today.cap)} points`,
    );
    const states = page.getByTestId('points-history-exchange-state');
    await expect(states.first()).toBeVisible();
    const seen = await states.evaluateAll((badges) =>
      badges.map((badge) => badge.getAttribute('data-state')),
    );
    expect(new Set(seen)).toEqual(new Set(['held', 'paid', 'returned']));

    await page.goto('/leaderboard');
    await expectHeader(page, figures);
    await expect(page.getByTestId('leaderboard-me')).toContainText(
      `with ${format(figures.lifetime)} points earned in total`,
    );

    // A phone in Arabic: the balance stays in the header, inside the screen, in the reader's digits.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => {
      localStorage.setItem('streamit.language', 'ar');
    });
    await page.goto('/dashboard');
    const header = page.getByTestId('header-balance');
    await expect(header).toHaveAttribute('aria-label', /^الرصيد: /);
    await expect(page.getByTestId('header-balance-amount')).toHaveText(
      new Intl.NumberFormat('ar').format(figures.balance),
    );
    const box = await header.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({
      path: test.info().outputPath('header-390-ar.png'),
      clip: { x: 0, y: 0, width: 390, height: 200 },
    });
    await page.evaluate(() => {
      localStorage.setItem('streamit.language', 'en');
    });
    await page.reload();
    await expect(page.getByTestId('header-balance')).toHaveText(`Balance ${format(figures.balance)}`);
    await page.screenshot({
      path: test.info().outputPath('header-390-en.png'),
      clip: { x: 0, y: 0, width: 390, height: 200 },
    });
  });
});
