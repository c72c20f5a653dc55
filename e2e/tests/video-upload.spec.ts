import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_MEMBER_PASSWORD } from '../support/accounts.js';
import { DEMO_MEMBERS, signInNewAdmin } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';
import {
  makeTestClip,
  recordProgressValues,
  throttleUploads,
  watchTusRequests,
  type TestClip,
} from '../support/upload.js';
import {
  expectQualityMenu,
  logInThroughForm,
  readServerProgress,
  readVideo,
  recordFirstPlaying,
  recordResumeNotices,
  startPlayback,
  type ReadyVideo,
} from '../support/video.js';

const PROGRESS_BAR = '[role="progressbar"][aria-label="Upload progress"]';

async function logIn(page: Page, email: string) {
  await page.goto('/auth/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_MEMBER_PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

async function fillDetails(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('A generated test pattern, uploaded by the browser suite.');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Tags').fill('e2e, test pattern');
  await expectNoSeriousViolations(page, 'the wizard details step');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Video' })).toBeVisible();
  await expect(page).toHaveURL(/step=video/);
}

function progressOf(page: Page): Promise<number> {
  return page
    .locator(PROGRESS_BAR)
    .getAttribute('aria-valuenow')
    .then((value) => Number(value));
}

/** Sends the clip at a throttled speed, pausing and resuming half-way; returns every percent shown. */
async function uploadWithPause(page: Page, clip: TestClip): Promise<number[]> {
  // About 4 s for the whole clip: slow enough to watch the bar move and to pause it.
  await throttleUploads(page, Math.ceil(clip.bytes / 4));
  const readSeen = await recordProgressValues(page, PROGRESS_BAR);
  await page.getByLabel('Video file').setInputFiles(clip.file);
  await expect(page.locator(PROGRESS_BAR)).toBeVisible();
  await expect(page.getByTestId('upload-speed')).not.toHaveText('—', { timeout: 15_000 });
  await expect.poll(() => progressOf(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Upload paused')).toBeVisible();
  const pausedAt = await progressOf(page);
  expect(pausedAt).toBeLessThan(100);
  await page.waitForTimeout(1500);
  expect(await progressOf(page)).toBe(pausedAt);
  await page.getByRole('button', { name: 'Resume' }).click();
  // The server accepted the last byte (sniffed and probed the file): the wizard moves on.
  await expect(page.getByRole('heading', { level: 2, name: 'Extras' })).toBeVisible({ timeout: 90_000 });
  return readSeen();
}

/** A content moderator approves the video through the API (the review screen has its own browser test). */
async function approveAsModerator(request: APIRequestContext, activityId: string) {
  const moderator = await signInNewAdmin(request, 'CONTENT_MODERATOR');
  const decided = await request.post(`/api/v1/admin/content/${activityId}/moderate`, {
    headers: { Authorization: `Bearer ${moderator.access_token}` },
    data: { decision: 'APPROVE' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  const published = await request.get(`/api/v1/activities/${activityId}`);
  expect(published.status()).toBe(200);
  return (await published.json()) as ReadyVideo;
}

/** The demo member watches the creator's clip, pauses it, reloads, and playback resumes near that place. */
async function watchAndResume(browser: Browser, video: ReadyVideo) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await logInThroughForm(page, DEMO_MEMBERS.member);
    await page.goto(`/activities/${video.id}`);
    await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
    const element = page.getByTestId('player-video');
    const startedAt = await startPlayback(page);
    // Pause early in the 8 s clip: a saved place resumes only between 1.6 s and 7.2 s of it (decideResume), and a
    // loaded machine can take seconds between seeing the position and the key press landing.
    await expect
      .poll(async () => (await readVideo(element)).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(Math.max(startedAt + 1, 2.5));
    await page.getByTestId('video-player').focus();
    await page.keyboard.press('k');
    await expect.poll(async () => (await readVideo(element)).paused).toBe(true);
    const pausedAt = (await readVideo(element)).currentTime;
    expect(pausedAt, 'the pause landed where a reload resumes').toBeLessThan(7.2);
    await expectQualityMenu(page, video);
    await expect
      .poll(async () => Math.abs((await readServerProgress(page, video.id)) - pausedAt), { timeout: 10_000 })
      .toBeLessThan(0.5);
    const resumeNotices = await recordResumeNotices(page);
    // Where the reloaded page's first 'playing' happened: an autoplaying clip has moved on by the time we look.
    const firstPlayingAfterReload = await recordFirstPlaying(page);
    await page.reload();
    await expect.poll(resumeNotices, { timeout: 15_000 }).toContain('Resuming from 0:0');
    await startPlayback(page);
    expect(Math.abs((await firstPlayingAfterReload()) - pausedAt)).toBeLessThan(1.5);
  } finally {
    await context.close();
  }
}

test.describe('creator video upload', () => {
  test('the demo creator uploads a real clip with a live progress bar, sees it processed and in review, finds it in My content; once approved, a member plays it and resumes after a reload', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(420_000);
    const clip = await makeTestClip();
    expect(clip.bytes).toBeGreaterThan(2_000_000);
    try {
      await logIn(page, DEMO_MEMBERS.creator);
      await page.goto('/creator/dashboard');
      await page.getByRole('link', { name: 'Upload a video' }).click();
      await expect(page).toHaveURL(/\/creator\/content\/create$/);
      const title = `E2E upload ${Date.now()}`;
      await fillDetails(page, title);

      const seen = await uploadWithPause(page, clip);
      expect(seen.filter((value) => value > 0 && value < 100).length).toBeGreaterThanOrEqual(3);
      expect(Math.max(...seen)).toBe(100);

      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Processing' })).toBeVisible();
      await expect(page.getByText('Your video is processed.')).toBeVisible({ timeout: 240_000 });
      await expect(page.locator('[data-status="inReview"]')).toHaveText('In review');

      await page.getByRole('link', { name: 'My content' }).click();
      await expect(page).toHaveURL(/\/creator\/content$/);
      const item = page.getByRole('listitem').filter({ hasText: title });
      await expect(item.locator('[data-status]')).toHaveText('In review');
      const watchLink = item.getByRole('link', { name: 'Watch page' });
      await expect(watchLink).toHaveAttribute('href', /^\/activities\/[0-9a-f-]{36}$/);
      const activityId = (await watchLink.getAttribute('href'))?.split('/').at(-1) ?? '';
      await expectNoSeriousViolations(page, '/creator/content');

      // The same list in Arabic, right to left and dark.
      await page.evaluate(() => {
        window.localStorage.setItem('streamit.language', 'ar');
        window.sessionStorage.setItem(
          'streamit.theme',
          JSON.stringify({ colorScheme: 'dark', direction: 'rtl', storage: 'session' }),
        );
      });
      await page.reload();
      await expect(item.locator('[data-status]')).toHaveText('قيد المراجعة');
      await expectNoSeriousViolations(page, '/creator/content in Arabic');

      const published = await approveAsModerator(request, activityId);
      expect(published.media.renditions.length).toBeGreaterThanOrEqual(2);
      await watchAndResume(browser, published);
    } finally {
      await clip.remove();
    }
  });

  test('a dropped connection mid-upload resumes by itself from the server offset', async ({ page }) => {
    test.setTimeout(180_000);
    // Larger than one 8 MiB tus chunk, so the second PATCH can be cut off mid-upload.
    const clip = await makeTestClip(8, '12M');
    expect(clip.bytes).toBeGreaterThan(9 * 1024 * 1024);
    const tus = await watchTusRequests(page, async (_request, route) => {
      // The second chunk dies with the connection: the browser goes offline, the request fails.
      await page.context().setOffline(true);
      await route.abort('internetdisconnected');
    });
    try {
      await logIn(page, DEMO_MEMBERS.creator);
      await page.goto('/creator/content/create');
      await fillDetails(page, `E2E dropped ${Date.now()}`);
      await page.getByLabel('Video file').setInputFiles(clip.file);
      await expect(page.getByText('Connection lost')).toBeVisible({ timeout: 60_000 });
      const droppedAt = await progressOf(page);
      expect(droppedAt).toBeGreaterThan(0);
      await page.context().setOffline(false);
      await expect(page.getByRole('heading', { level: 2, name: 'Extras' })).toBeVisible({ timeout: 90_000 });
      expect(tus.creations()).toBe(1);
      expect(tus.resumedOffsets().length).toBeGreaterThanOrEqual(1);
    } finally {
      await clip.remove();
    }
  });

  test('after a page reload mid-upload, choosing the same file continues where it stopped', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const clip = await makeTestClip(8, '12M');
    const tus = await watchTusRequests(page, async (_request, route) => {
      // The second chunk is on its way when the creator reloads the page.
      await route.abort('aborted');
      page.reload().catch(() => undefined);
    });
    try {
      await logIn(page, DEMO_MEMBERS.creator);
      await page.goto('/creator/content/create');
      const title = `E2E reload ${Date.now()}`;
      await fillDetails(page, title);
      await page.getByLabel('Video file').setInputFiles(clip.file);
      await expect(page.getByText('This browser has an unfinished upload')).toBeVisible({ timeout: 60_000 });
      await expect(page.getByRole('heading', { level: 2, name: 'Video' })).toBeVisible();
      const readSeen = await recordProgressValues(page, PROGRESS_BAR);
      await page.getByLabel('Video file').setInputFiles(clip.file);
      await expect(page.getByRole('heading', { level: 2, name: 'Extras' })).toBeVisible({ timeout: 90_000 });
      // The first percent after the reload is the server's offset (one whole chunk), not a fresh start.
      expect((await readSeen()).find((value) => value > 0)).toBeGreaterThanOrEqual(50);
      expect(tus.creations()).toBe(1);

      await page.goto('/creator/content');
      await expect(page.getByRole('listitem').filter({ hasText: title }).locator('[data-status]')).toHaveText(
        /Processing|In review/,
      );
    } finally {
      await clip.remove();
    }
  });

  test('a member who is not a creator is pointed to the creator application', async ({ page }) => {
    await logIn(page, DEMO_MEMBERS.member);
    await page.goto('/creator/content/create');
    await expect(page.getByRole('heading', { name: 'Uploading is for creators' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply to become a creator' })).toHaveAttribute(
      'href',
      '/creator/apply',
    );
  });
});
