import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBERS } from '../support/sessions.js';
import {
  logInThroughForm,
  nextPlaying,
  readServerProgress,
  readVideo,
  recordHeartbeats,
  waitForPlayableVideo,
  type ReadyVideo,
} from '../support/video.js';

/** Starts playback with the player's own button unless the page's autoplay already did. */
async function startPlayback(page: Page) {
  const video = page.getByTestId('player-video');
  await expect
    .poll(async () => (await readVideo(video)).readyState, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  const playing = nextPlaying(video);
  if ((await readVideo(video)).paused) await page.getByTestId('player-play').click();
  return playing;
}

async function openWatchPage(page: Page, video: ReadyVideo) {
  await page.goto(`/activities/${video.id}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expect(page.getByRole('region', { name: `Video player: ${video.title}` })).toBeVisible();
}

async function expectQualityMenu(page: Page, video: ReadyVideo) {
  await page.getByRole('button', { name: 'Quality' }).click();
  const menu = page.getByRole('menu', { name: 'Quality' });
  const labels = video.media.renditions.map((rendition) => rendition.label);
  // hls.js read the master playlist: every rendition is listed and selectable, highest first, after Auto.
  await expect(menu.getByRole('menuitemradio')).toHaveText([/^Auto/, ...[...labels].reverse()]);
  await expect(menu.locator('[aria-disabled="true"]')).toHaveCount(0);
  await expect(menu.getByRole('menuitemradio', { name: /Auto/ })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

test.describe('video playback', () => {
  test('a member watches a demo video: it plays, reports heartbeats, and resumes near the same place after a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const video = await waitForPlayableVideo(request);
    expect(video.media.renditions.length).toBeGreaterThanOrEqual(2);
    await logInThroughForm(page, DEMO_MEMBERS.member);
    const beats = recordHeartbeats(page);
    await openWatchPage(page, video);
    const element = page.getByTestId('player-video');

    const startedAt = await startPlayback(page);
    expect(startedAt).toBeLessThan(1);
    const first = await readVideo(element);
    await expect
      .poll(async () => (await readVideo(element)).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(first.currentTime + 1);
    expect((await readVideo(element)).paused).toBe(false);
    await expectQualityMenu(page, video);

    // The first heartbeat comes 5 s into playback; pause just after it, well before the 8 s clip ends.
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 5.3, null, {
      polling: 50,
      timeout: 15_000,
    });
    await page.getByTestId('video-player').focus();
    await page.keyboard.press('k');
    await expect.poll(async () => (await readVideo(element)).paused).toBe(true);
    const pausedAt = (await readVideo(element)).currentTime;
    expect(pausedAt).toBeLessThan(7);
    await expect.poll(() => beats.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);

    expect(beats.every((beat) => beat.status === 200 && beat.answer.accepted)).toBe(true);
    expect(beats.map((beat) => beat.body.sequence)).toEqual(beats.map((_, index) => index));
    expect(beats[0]?.answer.creditedSeconds).toBeGreaterThan(3);
    expect(beats.at(-1)?.body.currentTime).toBeCloseTo(pausedAt, 0);
    const saved = await readServerProgress(page, video.id);
    expect(Math.abs(saved - pausedAt)).toBeLessThan(0.5);

    await page.reload();
    await expect(page.getByTestId('player-resume')).toContainText('Resuming from 0:0');
    await expect
      .poll(async () => (await readVideo(element)).currentTime, { timeout: 30_000 })
      .toBeGreaterThan(saved - 1);
    const resumedAt = await startPlayback(page);
    expect(Math.abs(resumedAt - saved)).toBeLessThan(1.5);
    await expect
      .poll(async () => (await readVideo(element)).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(resumedAt + 0.5);
  });
});
