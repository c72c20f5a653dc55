import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page, Request, Route } from '@playwright/test';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

/** The ffmpeg the server ships (@ffmpeg-installer/ffmpeg), unless FFMPEG_PATH names another one. */
function ffmpegPath(): string {
  return process.env.FFMPEG_PATH ?? (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/** A real clip made by ffmpeg, in a scratch folder that `remove` deletes. */
export interface TestClip {
  file: string;
  bytes: number;
  remove: () => Promise<void>;
}

/**
 * Draws an H.264/AAC MP4 from ffmpeg's testsrc2 and a sine tone, like the server's test clips, at a fixed
 * bitrate so the file is a few MB and an upload's progress can be watched.
 */
export async function makeTestClip(seconds = 8, videoBitrate = '5M'): Promise<TestClip> {
  const dir = await mkdtemp(path.join(tmpdir(), 'streamit-e2e-clip-'));
  const file = path.join(dir, 'e2e-upload-clip.mp4');
  const args = [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=1280x720:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-b:v', videoBitrate, '-minrate', videoBitrate, '-maxrate', videoBitrate, '-bufsize', '2M'],
    ...['-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart', file],
  ];
  await run(ffmpegPath(), args, { timeout: 60_000 });
  const { size } = await stat(file);
  return { file, bytes: size, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Chromium's network emulation for one page: upload speed (bytes per second) and a pulled cable. */
export interface NetworkControl {
  setOffline: (offline: boolean) => Promise<void>;
}

/** Limits the page's upload speed through Chromium's network emulation; the cable can be pulled later. */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<NetworkControl> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const apply = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
  await apply(false);
  return {
    setOffline: async (offline) => {
      await apply(offline);
    },
  };
}

/** Every value the upload progress bar showed, recorded in the page as it changed. */
export async function recordProgressValues(page: Page, selector: string): Promise<() => Promise<number[]>> {
  await page.evaluate((target) => {
    const seen: number[] = [];
    (window as unknown as { __progressSeen: number[] }).__progressSeen = seen;
    const observer = new MutationObserver(() => {
      const bar = document.querySelector(target);
      const value = Number(bar?.getAttribute('aria-valuenow') ?? NaN);
      if (Number.isFinite(value) && seen[seen.length - 1] !== value) seen.push(value);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  }, selector);
  return () => page.evaluate(() => (window as unknown as { __progressSeen: number[] }).__progressSeen);
}

/** What the browser sent to the tus endpoint: creations (POST) and the offsets of resumed PATCHes. */
export interface TusTraffic {
  creations: () => number;
  resumedOffsets: () => number[];
}

/**
 * Watches the page's tus requests; the first PATCH that does not start at offset 0 (the second chunk)
 * is handed to `interrupt` (which must abort or continue it), every other request goes through.
 */
export async function watchTusRequests(
  page: Page,
  interrupt: (request: Request, route: Route) => Promise<void>,
): Promise<TusTraffic> {
  let creations = 0;
  let interrupted = false;
  const offsets: number[] = [];
  await page.route('**/upload-video**', async (route, request) => {
    const offset = Number(request.headers()['upload-offset'] ?? 0);
    if (request.method() === 'POST') creations += 1;
    if (request.method() === 'PATCH' && offset > 0 && !interrupted) {
      interrupted = true;
      await interrupt(request, route);
      return;
    }
    if (request.method() === 'PATCH' && offset > 0) offsets.push(offset);
    await route.continue();
  });
  return { creations: () => creations, resumedOffsets: () => offsets };
}
