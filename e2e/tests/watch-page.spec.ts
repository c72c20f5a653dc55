import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_MEMBERS } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';
import {
  logInThroughForm,
  readServerProgress,
  readVideo,
  startPlayback,
  waitForPlayableVideo,
  type ReadyVideo,
} from '../support/video.js';

const COLOUR_THEMES = ['dark', 'hotstar', 'amazonprime', 'hulu'] as const;

async function openWatchPage(page: Page, video: Pick<ReadyVideo, 'id' | 'title'>) {
  await page.goto(`/activities/${video.id}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expect(page.getByTestId('video-player')).toBeVisible();
}

/** Waits until another video is listed (demo clips publish one by one after the server starts). */
async function waitForAnotherVideo(request: APIRequestContext, id: string) {
  await expect
    .poll(
      async () => {
        const listing = await request.get('/api/v1/activities?type=VIDEO&limit=2');
        const { items } = (await listing.json()) as { items: { id: string }[] };
        return items.some((item) => item.id !== id);
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe(true);
}

/** The control bar's box, read without scrolling: it must lie inside the first screen. */
async function expectControlsInFirstScreen(page: Page) {
  const controls = page.locator('.watch-controls');
  await expect(controls).toHaveCount(1);
  const fit = await controls.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      scrollY: window.scrollY,
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      height: box.height,
      innerHeight: window.innerHeight,
      innerWidth: window.innerWidth,
    };
  });
  expect(fit.scrollY).toBe(0);
  expect(fit.height).toBeGreaterThan(20);
  expect(fit.top).toBeGreaterThanOrEqual(0);
  expect(fit.bottom).toBeLessThanOrEqual(fit.innerHeight);
  expect(fit.left).toBeGreaterThanOrEqual(0);
  expect(fit.right).toBeLessThanOrEqual(fit.innerWidth);
}

/** Jumps the playhead to just before the end, as dragging the timeline there would. */
async function seekNearEnd(page: Page) {
  await startPlayback(page);
  await page.getByTestId('player-video').evaluate((element: HTMLVideoElement) => {
    element.currentTime = Math.max(0, element.duration - 0.6);
  });
}

/**
 * A tap in the middle of the picture reaches the picture or its play button, whether the video plays or waits for a
 * tap: on a phone the control bar's gradient reaches that far up, and it must not swallow the tap.
 */
async function expectPictureCentreReachable(page: Page) {
  const player = page.getByTestId('video-player');
  await player.hover();
  const swallowed = await player.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const heights = [0.5, 0.6].map((share) => box.top + box.height * share);
    return heights.filter((y) => {
      const hit = document.elementFromPoint(x, y);
      return hit?.closest('.watch-controls') && !hit.closest('button, input, [role="slider"]');
    }).length;
  });
  expect(swallowed, 'taps in the middle of the picture caught by the control bar').toBe(0);
}

// This spec shows motion (previews, countdowns, fades): it runs without the suite's reduced-motion default.
test.use({ reducedMotion: 'no-preference' });

test.describe('watch page', () => {
  for (const size of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${String(size.width)}×${String(size.height)} the player and its controls fit the first screen, with the title, creator and up next below or beside`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const video = await waitForPlayableVideo(request);
      await waitForAnotherVideo(request, video.id);
      await page.setViewportSize(size);
      await openWatchPage(page, video);
      await expectControlsInFirstScreen(page);
      // Player first: the title comes after the player, and no banner heading sits above it.
      const playerBox = await page.getByTestId('video-player').boundingBox();
      const titleBox = await page.getByRole('heading', { level: 1 }).boundingBox();
      expect(titleBox?.y ?? 0).toBeGreaterThan(playerBox?.y ?? Infinity);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByTestId('watch-creator')).toBeVisible();
      await expect(page.getByTestId('watch-views')).toBeVisible();
      const upNext = page.getByTestId('watch-related');
      await expect(upNext.getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Up next' })).toBeVisible();
      await expectPictureCentreReachable(page);
      await expectNoSeriousViolations(page, `watch page ${String(size.width)}px`);
    });
  }

  test('the end screen counts down to the next video and plays it; Cancel (and Esc) stop the countdown', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const video = await waitForPlayableVideo(request);
    await waitForAnotherVideo(request, video.id);
    await openWatchPage(page, video);
    const nextHref = await page.getByTestId('watch-related').getByRole('link').first().getAttribute('href');
    await seekNearEnd(page);
    const endScreen = page.getByTestId('end-screen');
    await expect(endScreen).toBeVisible({ timeout: 15_000 });
    await expect(endScreen.getByTestId('end-screen-next')).toContainText(/Up next in [1-8] seconds?/);
    await expect(endScreen.getByTestId('end-screen-next')).toHaveAttribute('href', nextHref ?? '');
    await expectNoSeriousViolations(page, 'end screen');
    // Left alone, the countdown opens the next video.
    await expect(page).toHaveURL(new RegExp(`${nextHref ?? ''}$`), { timeout: 15_000 });

    await openWatchPage(page, video);
    await seekNearEnd(page);
    await expect(endScreen.getByTestId('end-screen-cancel')).toBeVisible({ timeout: 15_000 });
    await endScreen.getByTestId('end-screen-cancel').click();
    await expect(endScreen.getByTestId('end-screen-cancel')).toBeHidden();
    await expect(endScreen.getByTestId('end-screen-next')).toHaveText(/^Up next/);
    await page.waitForTimeout(9_000);
    await expect(page).toHaveURL(new RegExp(`/activities/${video.id}$`));

    await openWatchPage(page, video);
    await seekNearEnd(page);
    await expect(endScreen.getByTestId('end-screen-cancel')).toBeVisible({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(endScreen.getByTestId('end-screen-cancel')).toBeHidden();
    await endScreen.getByRole('button', { name: 'Replay' }).click();
    await expect(endScreen).toBeHidden();
    await expect.poll(async () => (await readVideo(page.getByTestId('player-video'))).paused).toBe(false);
  });

  test('with reduced motion the end screen offers the next video without a countdown', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const video = await waitForPlayableVideo(request);
    await waitForAnotherVideo(request, video.id);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWatchPage(page, video);
    await seekNearEnd(page);
    const endScreen = page.getByTestId('end-screen');
    await expect(endScreen).toBeVisible({ timeout: 15_000 });
    await expect(endScreen.getByTestId('end-screen-next')).toHaveText(/^Up next/);
    await expect(endScreen.getByTestId('end-screen-cancel')).toHaveCount(0);
    await page.waitForTimeout(9_000);
    await expect(page).toHaveURL(new RegExp(`/activities/${video.id}$`));
  });

  test('Continue watching on Home and My Dashboard shows a clip after watching part of it, and resumes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    // A long clip, so the saved place is well before the end and the row shows it part watched.
    const video = await waitForPlayableVideo(request, { long: true });
    await logInThroughForm(page, DEMO_MEMBERS.vip);
    await openWatchPage(page, video);
    await startPlayback(page);
    // Past the opening seconds, well before the end: pausing sends the heartbeat that saves the place.
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 6, null, {
      polling: 50,
      timeout: 20_000,
    });
    await page.getByTestId('video-player').focus();
    await page.keyboard.press('k');
    await expect.poll(() => readServerProgress(page, video.id), { timeout: 15_000 }).toBeGreaterThan(5.5);

    for (const path of ['/', '/dashboard']) {
      await page.goto(path);
      const row = page.getByTestId('continue-watching');
      const card = row.getByRole('link', { name: video.title });
      await expect(card).toBeVisible();
      const bar = card.getByRole('progressbar');
      await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
      await expectNoSeriousViolations(page, `continue watching on ${path}`);
    }
    await page.getByTestId('continue-watching').getByRole('link', { name: video.title }).click();
    await expect(page.getByTestId('player-resume')).toBeVisible();
  });

  test('in Arabic, right to left: no serious axe violations, the banner title follows the page direction, quiz titles show once', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const video = await waitForPlayableVideo(request);
    await page.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    await openWatchPage(page, video);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 2, name: 'التالي' })).toBeVisible();
    await expectNoSeriousViolations(page, 'watch page in Arabic');
    await seekNearEnd(page);
    await expect(page.getByTestId('end-screen')).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, 'end screen in Arabic');

    const quizzes = await request.get('/api/v1/activities?type=QUIZ&limit=1');
    const quiz = ((await quizzes.json()) as { items: { id: string; title: string }[] }).items[0];
    if (!quiz) throw new Error('the demo seed has no quiz');
    await page.goto(`/activities/${quiz.id}`);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(quiz.title);
    await expect(page.getByRole('heading', { name: quiz.title })).toHaveCount(1);
    expect(await title.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  });

  test('the category badge is readable in light and dark with every colour theme (axe colour contrast)', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const video = await waitForPlayableVideo(request);
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const colorTheme of COLOUR_THEMES) {
        await page.addInitScript(
          (settings) => {
            window.sessionStorage.setItem(
              'streamit.theme',
              JSON.stringify({ ...settings, storage: 'session' }),
            );
          },
          { colorScheme, colorTheme },
        );
        await openWatchPage(page, video);
        await expect(page.locator('html')).toHaveAttribute('data-si-theme', colorTheme);
        await expect(page.getByTestId('watch-category')).toBeVisible();
        const results = await new AxeBuilder({ page })
          .include('.watch-details')
          .withRules(['color-contrast'])
          .analyze();
        expect(results.violations, `${colorScheme} ${colorTheme}`).toEqual([]);
      }
    }
  });
});
