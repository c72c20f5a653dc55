import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_MEMBER_PASSWORD } from './accounts.js';

// The server seeds short demo clips and transcodes them through the real pipeline at start.
const READY_TIMEOUT_MS = 240_000;

/** The parts of GET /activities/:id the watch tests use. */
export interface ReadyVideo {
  id: string;
  title: string;
  durationSeconds: number | null;
  viewCount: number;
  isDemo: boolean;
  media: { hlsUrl: string | null; renditions: { label: string; height: number }[] };
}

/** Which demo clip a test needs: one of the 8 s clips (the default) or, with `long`, one of 60–120 s. */
export interface PlayableVideoFilter {
  long?: boolean;
}

const LONG_CLIP_SECONDS = 60;

async function firstPlayable(
  request: APIRequestContext,
  filter: PlayableVideoFilter,
): Promise<ReadyVideo | null> {
  const listing = await request.get('/api/v1/activities?type=VIDEO&sort=newest&limit=50');
  if (!listing.ok()) return null;
  const { items } = (await listing.json()) as { items: { id: string }[] };
  for (const item of items) {
    const detail = await request.get(`/api/v1/activities/${item.id}`);
    const video = (await detail.json()) as ReadyVideo;
    // Other specs publish their own small clips; every seeded demo clip has two renditions (360p and 720p,
    // or 240p and 360p for the long ones).
    const long = (video.durationSeconds ?? 0) >= LONG_CLIP_SECONDS;
    const fits = long === (filter.long ?? false);
    if (detail.ok() && video.isDemo && video.media.hlsUrl && video.media.renditions.length >= 2 && fits)
      return video;
  }
  return null;
}

/** Waits until a demo video has its HLS ladder (demo clips are transcoded when the server starts). */
export async function waitForPlayableVideo(
  request: APIRequestContext,
  filter: PlayableVideoFilter = {},
): Promise<ReadyVideo> {
  const state: { found: ReadyVideo | null } = { found: null };
  await expect
    .poll(async () => (state.found = await firstPlayable(request, filter)) !== null, {
      timeout: READY_TIMEOUT_MS,
      intervals: [2_000],
    })
    .toBe(true);
  if (!state.found) throw new Error('no playable video');
  return state.found;
}

/** Signs a demo member in through the login form, as a person would. */
export async function logInThroughForm(
  page: Page,
  email: string,
  password = DEMO_MEMBER_PASSWORD,
): Promise<void> {
  await page.goto('/auth/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** One heartbeat the page sent, with the server's answer. */
export interface SeenHeartbeat {
  body: { sessionToken: string; currentTime: number; playing: boolean; sequence: number };
  status: number;
  answer: { accepted: boolean; creditedSeconds: number; positionSeconds: number; viewCounted: boolean };
}

/** Records every heartbeat (POST /activities/:id/interact) the page sends and what the server answered. */
export function recordHeartbeats(page: Page): SeenHeartbeat[] {
  const seen: SeenHeartbeat[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().endsWith('/interact')) return;
    void response
      .json()
      .then((answer: SeenHeartbeat['answer']) => {
        seen.push({
          body: request.postDataJSON() as SeenHeartbeat['body'],
          status: response.status(),
          answer,
        });
      })
      .catch(() => undefined);
  });
  return seen;
}

/** What the <video> element reports now. */
export function readVideo(video: Locator) {
  return video.evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    currentTime: element.currentTime,
    readyState: element.readyState,
  }));
}

/** Resolves once the <video> fires 'playing' (listening from now), with the position at that moment. */
export function nextPlaying(video: Locator): Promise<number> {
  return video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        if (!element.paused && element.readyState >= 3) resolve(element.currentTime);
        else
          element.addEventListener(
            'playing',
            () => {
              resolve(element.currentTime);
            },
            { once: true },
          );
      }),
  );
}

/**
 * From the next page load on, remembers where the first <video> 'playing' of each load happened, so a check of
 * the start position does not depend on how soon the test gets to look (an autoplaying clip keeps moving).
 */
export async function recordFirstPlaying(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const store = window as unknown as { firstPlayingAt?: number };
    document.addEventListener(
      'playing',
      (event) => {
        store.firstPlayingAt ??= (event.target as HTMLVideoElement).currentTime;
      },
      true,
    );
  });
  return async () => {
    const read = () => page.evaluate(() => (window as unknown as { firstPlayingAt?: number }).firstPlayingAt);
    await expect.poll(read, { timeout: 30_000 }).toBeDefined();
    return (await read()) ?? Number.NaN;
  };
}

/**
 * Records, from the next navigation on, every text the resume notice ("Resuming from 0:12") showed: the notice steps
 * aside 8 s after the video plays, which a loaded machine can spend before the test looks. Returns its reader.
 */
export async function recordResumeNotices(page: Page): Promise<() => Promise<string>> {
  await page.addInitScript(() => {
    const store = window as unknown as { resumeNotices?: string[] };
    const seen: string[] = [];
    store.resumeNotices = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="player-resume"]')?.textContent;
      if (text && !seen.includes(text)) seen.push(text);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () =>
    page.evaluate(() =>
      ((window as unknown as { resumeNotices?: string[] }).resumeNotices ?? []).join(' | '),
    );
}

/** The member's saved place in a video, read from the API with the page's own session token. */
export async function readServerProgress(page: Page, activityId: string): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('streamit.token'));
  const response = await page.request.get(`/api/v1/activities/${activityId}/progress`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { positionSeconds: number }).positionSeconds;
}

/**
 * Starts playback with the big play button unless the page's autoplay already did (Chromium allows it
 * after an earlier interaction with the site); that button only plays, so a repeated click cannot pause. It clicks
 * again while the video stays paused: a click can land while the player swaps its controls, or an autoplay the
 * browser refused can leave the video paused after the first look. Resolves with the position of the first 'playing'.
 */
export async function startPlayback(page: Page) {
  const video = page.getByTestId('player-video');
  const bigPlay = page.getByRole('button', { name: /^(Play|تشغيل) / });
  await expect
    .poll(async () => !(await readVideo(video)).paused || (await bigPlay.isVisible()), { timeout: 30_000 })
    .toBe(true);
  const playing = nextPlaying(video);
  await expect
    .poll(
      async () => {
        if ((await readVideo(video)).paused) await bigPlay.click({ timeout: 2_000 }).catch(() => undefined);
        return (await readVideo(video)).paused;
      },
      { timeout: 30_000, message: 'the video never left its paused state' },
    )
    .toBe(false);
  return withDeadline(playing, 30_000, "the video never fired 'playing'");
}

/** The promise's answer, or a clear failure once it has taken longer than `ms`. */
function withDeadline<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(message));
    }, ms);
  });
  return Promise.race([promise, deadline]).finally(() => {
    clearTimeout(timer);
  });
}

/** Opens the quality menu: Auto, then every rendition of the video, highest first, all selectable. */
export async function expectQualityMenu(page: Page, video: Pick<ReadyVideo, 'media'>) {
  await page.getByRole('button', { name: 'Quality' }).click();
  const menu = page.getByRole('menu', { name: 'Quality' });
  const labels = video.media.renditions.map((rendition) => rendition.label);
  // Every rendition is listed and selectable, highest first, after Auto (under Chromium's own HLS too: pinning one
  // hands the stream to hls.js).
  await expect(menu.getByRole('menuitemradio')).toHaveText([/^Auto/, ...[...labels].reverse()]);
  await expect(menu.locator('[aria-disabled="true"]')).toHaveCount(0);
  await expect(menu.getByRole('menuitemradio', { name: /Auto/ })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}
