import { expect, test, type Page } from '@playwright/test';
import { formatMovieTime } from '@streamit/contract';
import { registerVerifiedMember } from '../support/new-member.js';
import { expectNoSeriousViolations } from '../support/shell.js';
import {
  expectQualityMenu,
  logInThroughForm,
  readServerProgress,
  readVideo,
  recordFirstPlaying,
  recordHeartbeats,
  recordResumeNotices,
  startPlayback,
  waitForPlayableVideo,
  type ReadyVideo,
} from '../support/video.js';

async function openWatchPage(page: Page, video: ReadyVideo) {
  await page.goto(`/activities/${video.id}`);
  await expect(page.getByRole('heading', { level: 1, name: video.title })).toBeVisible();
  await expect(page.getByRole('region', { name: `Video player: ${video.title}` })).toBeVisible();
}

/** Seconds of a player time such as "1:02". */
function parseClock(text: string): number {
  const [minutes = '0', seconds = '0'] = text.trim().split(':');
  return Number(minutes) * 60 + Number(seconds);
}

/** Picks the rendition that is not on screen in the (Arabic) quality menu; the picture switches to it. */
async function pinOtherRendition(page: Page, video: ReadyVideo) {
  const element = page.getByTestId('player-video');
  const shown = await element.evaluate((tag: HTMLVideoElement) => tag.videoHeight);
  const target = video.media.renditions.find((rendition) => rendition.height !== shown);
  if (!target) throw new Error('no other rendition');
  await page.getByRole('button', { name: 'الجودة' }).click();
  // Exact: with short first segments Auto may already show this rendition, and its item reads "Auto (720p)".
  await page.getByRole('menuitemradio', { name: target.label, exact: true }).click();
  await expect
    .poll(() => element.evaluate((tag: HTMLVideoElement) => tag.videoHeight), { timeout: 15_000 })
    .toBe(target.height);
  await page.getByRole('button', { name: 'الجودة' }).click();
  await expect(page.getByRole('menuitemradio', { name: target.label, exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Escape');
}

test.describe('video playback', () => {
  test('a member watches a demo video: it plays, reports heartbeats, and resumes near the same place after a reload, reading the saved place as the page loads', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    // A long clip: an 8 s one could end between the pause check and the resume check.
    const video = await waitForPlayableVideo(request, { long: true });
    expect(video.media.renditions.length).toBeGreaterThanOrEqual(2);
    // A member of its own: a member earns on one stream at a time and is never credited faster than the clock
    // (decision 011), so the demo member watching in another spec at the same time would take this one's credit.
    const member = await registerVerifiedMember(request, 'playback', {
      firstName: 'Lina',
      lastName: 'Haddad',
    });
    await logInThroughForm(page, member.email, member.password);
    const beats = recordHeartbeats(page);
    const segmentOrigins = new Set<string>();
    page.on('requestfinished', (finished) => {
      if (finished.url().endsWith('.m4s')) segmentOrigins.add(new URL(finished.url()).origin);
    });
    const firstPlaying = await recordFirstPlaying(page);
    await openWatchPage(page, video);
    const element = page.getByTestId('player-video');

    await startPlayback(page);
    // From the beginning, not a saved place: the player never resumes within the first 5 s (contract RESUME_RULES), and
    // an autoplaying clip may report its first 'playing' after a short stall, a second or so in.
    expect(await firstPlaying()).toBeLessThan(5);
    const first = await readVideo(element);
    await expect
      .poll(async () => (await readVideo(element)).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(first.currentTime + 1);
    expect((await readVideo(element)).paused).toBe(false);
    await expectQualityMenu(page, video);

    // Heartbeats come every 5 s of playback; pause just after the second, past the 10 s that make a view.
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 10.8, null, {
      polling: 50,
      timeout: 25_000,
    });
    await page.getByTestId('video-player').focus();
    await page.keyboard.press('k');
    await expect.poll(async () => (await readVideo(element)).paused).toBe(true);
    const pausedAt = (await readVideo(element)).currentTime;
    // A busy machine lands the key press late; the clip is long enough for that.
    expect(pausedAt).toBeLessThan(40);
    // Two beats while playing (about 5 s and 10 s in), then the one the pause sends with the paused position.
    const pauseBeatArrived = () =>
      beats.length >= 3 && Math.abs((beats.at(-1)?.body.currentTime ?? 0) - pausedAt) < 0.5;
    await expect.poll(pauseBeatArrived, { timeout: 10_000 }).toBe(true);

    expect(beats.every((beat) => beat.status === 200 && beat.answer.accepted)).toBe(true);
    expect(beats.map((beat) => beat.body.sequence)).toEqual(beats.map((_, index) => index));
    // The first beat credits what played since the start, never more: a stall while loading leaves less than 5 s.
    expect(beats[0]?.answer.creditedSeconds).toBeGreaterThan(1);
    expect(beats[0]?.answer.creditedSeconds).toBeLessThanOrEqual((beats[0]?.body.currentTime ?? 0) + 0.05);
    expect(beats.at(-1)?.body.currentTime).toBeCloseTo(pausedAt, 0);
    // Segments come only from the CDN on S3 (the suite's default), or from the site on local disk
    // (npm run test:e2e:local-disk).
    const site = new URL(page.url()).origin;
    expect([...segmentOrigins].map((origin) => origin === site)).toEqual([
      process.env.E2E_MEDIA_STORAGE !== 's3',
    ]);
    // 10 s credited counts the view (half the clip for short ones); the page reads the new total from /view.
    expect(beats.some((beat) => beat.answer.viewCounted)).toBe(true);
    const views = video.viewCount + 1;
    await expect(page.getByTestId('watch-views')).toHaveText(views === 1 ? '1 view' : `${views} views`);
    const saved = await readServerProgress(page, video.id);
    expect(Math.abs(saved - pausedAt)).toBeLessThan(0.5);

    const firstPlayingAfterReload = await recordFirstPlaying(page);
    // The saved place is read as the page loads (decision 086) and the watch route takes that answer: one read for
    // the route, one the player makes as it mounts (it always reads the place afresh), never a third.
    const progressReads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith(`/activities/${video.id}/progress`)) progressReads.push(sent.url());
    });
    const resumeNotices = await recordResumeNotices(page);
    await page.reload();
    await expect
      .poll(resumeNotices, { timeout: 15_000 })
      .toContain(`Resuming from ${formatMovieTime(saved)}`);
    await expect
      .poll(async () => (await readVideo(element)).currentTime, { timeout: 30_000 })
      .toBeGreaterThan(saved - 1);
    await startPlayback(page);
    // Where playback started, not where it is by the time the test looks: on a busy machine that is later.
    const resumedAt = await firstPlayingAfterReload();
    expect(Math.abs(resumedAt - saved)).toBeLessThan(1.5);
    expect(progressReads).toHaveLength(2);
    await expect
      .poll(async () => (await readVideo(element)).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(resumedAt + 0.5);
    await expectNoSeriousViolations(page, 'watch page (member, playing)');
  });

  test('a guest watches in Arabic, right to left: the timeline stays left to right, a pinned quality switches the picture, scrubbing shows storyboard tiles, nothing is tracked, no serious axe violations', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    // A long clip: an 8 s one can reach its end screen, which closes the menus, while a busy machine is still here.
    const video = await waitForPlayableVideo(request, { long: true });
    const tracked: string[] = [];
    page.on('request', (sent) => {
      if (/\/interact|\/interaction\/|\/progress/.test(sent.url())) tracked.push(sent.url());
    });
    await page.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    await page.goto(`/activities/${video.id}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const player = page.getByRole('region', { name: `مشغل الفيديو: ${video.title}` });
    await expect(player).toBeVisible();
    const seek = page.locator('.watch-seek');
    expect(await seek.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');

    const element = page.getByTestId('player-video');
    await startPlayback(page);
    await expect
      .poll(async () => (await readVideo(element)).currentTime, { timeout: 10_000 })
      .toBeGreaterThan(0.5);
    await pinOtherRendition(page, video);

    // Hovering the last quarter of the timeline loads the storyboard index (not before: nobody may point there) and
    // shows a tile of the server's storyboard sprite and a late time.
    await seek.scrollIntoViewIfNeeded();
    const box = await seek.boundingBox();
    if (!box) throw new Error('the seek bar has no box');
    // The storyboard's own answer: with a CDN (S3, the suite's default) the site first redirects there.
    const storyboard = page.waitForResponse(
      (response) => response.url().endsWith('/storyboard.vtt') && response.status() !== 302,
    );
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    expect((await storyboard).status()).toBe(200);
    const thumb = page.locator('.watch-seek__thumb');
    await expect(thumb).toBeVisible();
    expect(await thumb.evaluate((tile) => getComputedStyle(tile).backgroundImage)).toContain(
      'storyboard.jpg',
    );
    // The tile's time is where the pointer is, four fifths in (the timeline runs left to right in Arabic too).
    const hovered = parseClock(await page.locator('.watch-seek__time').innerText());
    expect(Math.abs(hovered - (video.durationSeconds ?? 0) * 0.8)).toBeLessThan(2);

    await page.getByRole('button', { name: 'الجودة' }).click();
    await expect(page.getByRole('menu', { name: 'الجودة' }).getByRole('menuitemradio').first()).toHaveText(
      /تلقائي/,
    );
    await expectNoSeriousViolations(page, 'watch page (ar) with the quality menu open');
    expect(tracked).toEqual([]);
  });
});
