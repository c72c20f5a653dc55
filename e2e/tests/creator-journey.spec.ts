import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';
import { makeTestClip, type TestClip } from '../support/upload.js';
import { startPlayback } from '../support/video.js';

const STUDIO = ['/creator/dashboard', '/creator/analytics', '/creator/earnings'];

async function applyThroughForm(page: Page) {
  await page.goto('/creator/apply');
  const form = page.getByRole('form', { name: 'Creator application' });
  await form.getByLabel('I am a…').selectOption('ARTIST');
  await form.getByRole('checkbox', { name: 'Short pieces' }).check();
  await form.getByLabel('About you and your work').fill('I film how murals are painted, wall by wall.');
  await form.getByLabel('Country').selectOption('MA');
  await form.getByLabel(/Portfolio links/).fill('https://murals.example.com');
  await form.getByLabel(/Link to a sample/).fill('https://video.example.com/mural');
  await form.getByRole('checkbox', { name: /I accept the creator terms/ }).check();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Waiting for review')).toBeVisible();
}

/** Staff approve through the review call (the review screen has its own browser test). */
async function approveApplication(request: APIRequestContext, memberToken: string) {
  const status = await request.get('/api/v1/auth/creator-application-status', {
    headers: { Authorization: `Bearer ${memberToken}` },
  });
  const { application } = (await status.json()) as { application: { id: string } };
  const staff = await signInNewAdmin(request, 'MODERATOR');
  const decided = await request.post(`/api/v1/admin/creator-applications/${application.id}/review`, {
    headers: { Authorization: `Bearer ${staff.access_token}` },
    data: { decision: 'APPROVE' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

/** Uploads the clip through the wizard and waits until it is processed and in review. */
async function uploadClip(page: Page, title: string, clip: TestClip): Promise<string> {
  try {
    await page.getByRole('link', { name: 'Upload a video' }).click();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Description').fill('A test pattern for the creator journey.');
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByLabel('Video file').setInputFiles(clip.file);
    await expect(page.getByRole('heading', { level: 2, name: 'Extras' })).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Continue' }).click();
    // The demo clips are transcoded by the same queue when the server starts, so this one may wait its turn.
    await expect(page.getByText('Your video is processed.')).toBeVisible({ timeout: 480_000 });
  } finally {
    await clip.remove();
  }
  return new URL(page.url()).searchParams.get('activity') ?? '';
}

async function approveVideo(request: APIRequestContext, activityId: string) {
  const moderator = await signInNewAdmin(request, 'CONTENT_MODERATOR');
  const decided = await request.post(`/api/v1/admin/content/${activityId}/moderate`, {
    headers: { Authorization: `Bearer ${moderator.access_token}` },
    data: { decision: 'APPROVE' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
}

/**
 * Another member watches the whole clip in the player and completes it, which pays the creator a share. A new
 * member, not a shared demo one: another spec's activity inside the global cooldown would make this award wait
 * (and the creator's share with it) past the rollup.
 */
async function watchToTheEnd(browser: Browser, request: APIRequestContext, activityId: string) {
  const viewer = await logInMember(
    request,
    await registerVerifiedMember(request, 'viewer', { firstName: 'Karim', lastName: 'Haddad' }),
  );
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await useSession(page, viewer);
    await page.goto(`/activities/${activityId}`);
    await startPlayback(page);
    const element = page.getByTestId('player-video');
    await expect
      .poll(() => element.evaluate((video: HTMLVideoElement) => video.ended), { timeout: 40_000 })
      .toBe(true);
    const token = await page.evaluate(() => localStorage.getItem('streamit.token'));
    const completed = await page.request.post(`/api/v1/activities/${activityId}/complete`, {
      headers: { Authorization: `Bearer ${token ?? ''}` },
    });
    // The watch page may have completed it already on reaching the end.
    expect([200, 409], await completed.text()).toContain(completed.status());
  } finally {
    await context.close();
  }
}

/**
 * The creator's share is settled into their balance by the minute's settlement job (decision 046), and the Studio
 * counts settled shares only: wait for it, as the creator would, before the rollup.
 */
async function waitForSettledShare(request: APIRequestContext, creatorToken: string) {
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/v1/points/creator-earnings', {
          headers: { Authorization: `Bearer ${creatorToken}` },
        });
        return ((await answer.json()) as { total: number }).total;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBeGreaterThanOrEqual(1);
}

/** Runs the daily-stats task (dashboard and Creator Studio rollups) as an admin and waits for its run to finish. */
async function runRollup(request: APIRequestContext) {
  const admin = await signInNewAdmin(request, 'ADMIN');
  const headers = { Authorization: `Bearer ${admin.access_token}` };
  const started = await request.post('/api/v1/admin/tasks/daily-stats', { headers });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = (await started.json()) as { id: string };
  await expect
    .poll(
      async () => {
        const status = (await (await request.get('/api/v1/admin/tasks/status', { headers })).json()) as {
          tasks: { lastRuns: { id: string; status: string }[] }[];
        };
        return status.tasks.flatMap((task) => task.lastRuns).find((run) => run.id === id)?.status;
      },
      { timeout: 60_000 },
    )
    .toBe('succeeded');
}

test('a member becomes a creator, uploads, and sees the view, the watch time and the earning arrive', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(840_000);
  // An 8 s clip (a view counts at half of a video under 20 s), drawn first while the machine is quiet.
  const clip = await makeTestClip(8, '1M');
  const member = await registerVerifiedMember(request, 'journey', {
    firstName: 'Salma',
    lastName: 'Idrissi',
  });
  const session = await logInMember(request, member);
  await useSession(page, session);
  await applyThroughForm(page);
  await approveApplication(request, session.accessToken);

  await page.goto('/creator/apply');
  await expect(page.getByRole('heading', { name: 'You are already a creator' })).toBeVisible();
  await page.getByRole('link', { name: 'Open Creator Studio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Dashboard' })).toBeVisible();
  await expect(page.getByTestId('studio-views')).toHaveText('0');

  const title = `Journey clip ${Date.now()}`;
  const activityId = await uploadClip(page, title, clip);
  expect(activityId).toMatch(/^[0-9a-f-]{36}$/);
  await approveVideo(request, activityId);
  await watchToTheEnd(browser, request, activityId);
  await waitForSettledShare(request, session.accessToken);
  await runRollup(request);

  await page.goto('/creator/dashboard');
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByTestId('studio-views')).toHaveText('1');
  await expect(page.getByTestId('studio-watch-time')).not.toHaveText('0 sec');
  await expect(page.getByTestId('studio-earned')).toHaveText('1');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Creator Analytics' })).toBeVisible();
  await expect(page.getByTestId('studio-views')).toHaveText('1');
  const retention = page.getByRole('img', { name: /still watching/ });
  // One viewer who watched it all draws a flat line at 100 % (a path with no height, which Playwright calls
  // hidden): check that the line has its points instead.
  await expect(retention.locator('.recharts-line-curve')).toHaveAttribute(
    'd',
    /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+)+$/,
  );
  await page.goto('/creator/earnings');
  await expect(page.getByTestId('earnings-total')).toHaveText('1');
  await expect(page.getByRole('table', { name: 'Earnings per content' })).toContainText(title);
  await expect(
    page.getByRole('img', { name: 'Earnings per day' }).locator('.recharts-bar-rectangle'),
  ).toHaveCount(1);
  // On a phone the chart shrinks to the screen: the page never scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.locator('.studio-chart-plot svg')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await page.locator('.studio-chart-plot svg').boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(200);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);

  for (const language of ['en', 'ar']) {
    await page.evaluate((value) => {
      localStorage.setItem('streamit.language', value);
      // The tab's display settings (direction included) would otherwise keep the first language's layout.
      sessionStorage.clear();
    }, language);
    for (const path of STUDIO) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await expect(
        page.getByTestId(path.endsWith('earnings') ? 'earnings-total' : 'studio-views'),
      ).toBeVisible();
      // axe checks the drawn charts, not the moment before their chunk arrives.
      if (!path.endsWith('dashboard'))
        await expect(page.locator('.studio-chart-plot svg').first()).toBeVisible();
      await expectNoSeriousViolations(page, `${path} (${language})`);
    }
  }
});
