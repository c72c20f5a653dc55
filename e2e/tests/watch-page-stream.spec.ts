import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { readVideo, startPlayback, waitForPlayableVideo, type ReadyVideo } from '../support/video.js';

// Decision 045: a guest's watch page carries its video in the HTML, in the player's place, and the player takes that
// element over.

// The server names the stream only while its public read cache holds the anonymous activity answer, and other specs'
// catalogue writes clear that cache at any moment: read it anonymously, then load, a few times at most.
const PAGE_STREAM_ATTEMPTS = 5;

/** Loads a guest's watch page until the server's HTML carried the video; fails when it never does. */
async function openWithPageStream(page: Page, request: APIRequestContext, videoId: string) {
  for (let attempt = 1; attempt <= PAGE_STREAM_ATTEMPTS; attempt += 1) {
    expect((await request.get(`/api/v1/activities/${videoId}`)).ok()).toBe(true);
    await page.goto(`/activities/${videoId}`);
    await page.waitForLoadState('domcontentloaded');
    const carried = await page.evaluate(() => (window as unknown as { pageStream?: boolean }).pageStream);
    if (carried) return;
  }
  throw new Error(`the watch page never carried its video in ${String(PAGE_STREAM_ATTEMPTS)} loads`);
}

/** Records whether the page's first <video> came in its HTML (it then has data-warm-stream as it is parsed). */
async function recordPageStream(context: BrowserContext, language: string) {
  await context.addInitScript((code) => {
    window.localStorage.setItem('streamit.language', code);
    new MutationObserver((_changes, observer) => {
      const first = document.querySelector('video');
      if (!first) return;
      const record = window as unknown as { firstVideo: Element; pageStream: boolean };
      record.firstVideo = first;
      record.pageStream = first.hasAttribute('data-warm-stream');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, language);
}

/**
 * Where a watch page shows its video before the app has rendered: the page loaded with the app's entry held back,
 * as a slow connection would show it (the boot preloader still runs and sets the page's language and direction).
 */
async function readPageFrameBox(
  browser: Browser,
  request: APIRequestContext,
  video: Pick<ReadyVideo, 'id' | 'media'>,
  viewport: { width: number; height: number },
  language: string,
) {
  const context = await browser.newContext({ viewport });
  await recordPageStream(context, language);
  await context.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  const page = await context.newPage();
  await openWithPageStream(page, request, video.id);
  const frame = page.locator('video[data-warm-stream]');
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute('src', video.media.hlsUrl ?? '');
  const box = await frame.boundingBox();
  await context.close();
  if (!box) throw new Error('the early video has no box');
  return box;
}

test.describe('watch page with its video in the HTML', () => {
  test("a guest's watch page carries its video in the HTML: it loads before the app, in the player's place (phone and desktop, Arabic too), and the player takes the same element over", async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const video = await waitForPlayableVideo(request);
    const pageHtml = async () => {
      expect((await request.get(`/api/v1/activities/${video.id}`)).ok()).toBe(true);
      const answer = await request.get(`/activities/${video.id}`, { headers: { accept: 'text/html' } });
      return answer.text();
    };
    await expect
      .poll(pageHtml, { timeout: 15_000 })
      .toContain(`data-warm-stream src="${video.media.hlsUrl ?? ''}"`);
    for (const { width, height, language } of [
      { width: 390, height: 844, language: 'en' },
      { width: 1280, height: 720, language: 'en' },
      { width: 1280, height: 720, language: 'ar' },
    ]) {
      const frameBox = await readPageFrameBox(browser, request, video, { width, height }, language);
      const context = await browser.newContext({ viewport: { width, height } });
      await recordPageStream(context, language);
      const page = await context.newPage();
      await openWithPageStream(page, request, video.id);
      const element = page.getByTestId('player-video');
      await expect(element).toBeVisible();
      expect(
        await element.evaluate((tag) => tag === (window as unknown as { firstVideo: Element }).firstVideo),
      ).toBe(true);
      const playerBox = await element.boundingBox();
      expect(Math.abs((playerBox?.x ?? 0) - frameBox.x)).toBeLessThanOrEqual(1);
      expect(Math.abs((playerBox?.y ?? 0) - frameBox.y)).toBeLessThanOrEqual(1);
      expect(Math.abs((playerBox?.width ?? 0) - frameBox.width)).toBeLessThanOrEqual(1);
      await startPlayback(page);
      await expect
        .poll(async () => (await readVideo(element)).currentTime, { timeout: 10_000 })
        .toBeGreaterThan(0.5);
      await context.close();
    }
  });
});
