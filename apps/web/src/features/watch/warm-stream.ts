import { WATCH_PAGE_STREAM_ATTRIBUTE } from '@streamit/contract/constants';
import type Hls from 'hls.js';
import { readAuthToken } from '../../lib/auth-storage';
import { readSavedPlaceEarly } from './early-saved-place';
import { playsHlsNatively } from './hls-support';
import { decideResume } from './resume-decision';
import { playVideo } from './video-commands';

// A stream started before the player mounts, in a <video> the player adopts (decisions 044 and 045). Apart from
// hls-loader.ts: the boot preloader starts the browser's own HLS without waiting for the player's loading module.

/** A stream loading before there is a player. */
export interface WarmStream {
  src: string;
  /** Where loading started, or null when the start position was not known yet (loading waits for it). */
  startAt: number | null;
  /** The hls.js instance loading it; null when the browser's own HLS does. */
  hls: Hls | null;
  /**
   * The <video> the stream is already loading into (detached, or the page's early frame): with a known start, the
   * browser buffers and decodes the first frames while the app is still booting, and the player adopts the element.
   */
  video: HTMLVideoElement | null;
}

// The server's <video> (apps/server/src/http/web-pages.ts) starts loading while the page is parsed, before any script
// has run, in the player's frame. Where the browser plays HLS itself the player takes it over when it mounts. A guest
// starts at 0, so it starts playing here where the browser allows autoplay, as the player would. A member may resume
// elsewhere: the element keeps loading, paused, until the saved place is known (settleWarmStart) and is moved there,
// which costs one seek instead of a stream started anew (issue 25: signed-in playback). Where hls.js plays it is
// stopped at once: hls.js warms an element of its own. The saved place is read from here as the page loads
// (decision 086), so the stream need not wait for the app's code to ask.
function adoptPageStream(): WarmStream | null {
  const video = document.querySelector<HTMLVideoElement>(`video[${WATCH_PAGE_STREAM_ATTRIBUTE}]`);
  const src = video?.getAttribute('src');
  if (!video || !src) return null;
  const member = readAuthToken('member') !== null;
  const stream: WarmStream = { src, startAt: member ? null : 0, hls: null, video };
  if (!playsHlsNatively()) {
    discardStream(stream);
    return null;
  }
  if (!member) playVideo(video);
  return stream;
}

// A member's saved place, asked for on the first evaluation of this module (the boot preloader imports it at once on
// a watch page); the page's stream starts from it when it comes, unless the app has given it a start already.
const earlyStart = readSavedPlaceEarly(window.location.pathname)?.then((saved) =>
  saved ? decideResume(saved, saved.durationSeconds).startAt : null,
);
let warm: WarmStream | null = adoptPageStream();
const pageStream = warm;
void earlyStart?.then((startAt) => {
  if (startAt !== null && pageStream && warm === pageStream) settleWarmStart(pageStream, startAt);
});

/** Where a member's stream on this page starts, from the saved place read as it loaded; null when not read. */
export function readEarlyStart(): Promise<number | null> {
  return earlyStart ?? Promise.resolve(null);
}

/** The stream kept warm, if any. */
export function readWarmStream(): WarmStream | null {
  return warm;
}

/** Stops a stream that nobody will adopt. */
export function discardStream(stream: WarmStream | null): void {
  stream?.hls?.destroy();
  stream?.video?.removeAttribute('src');
  stream?.video?.remove();
}

/** Keeps `stream` warm (null: none); at most one is, so the one before is stopped. */
export function keepWarmStream(stream: WarmStream | null): void {
  if (warm !== stream) discardStream(warm);
  warm = stream;
}

/** Forgets the warm stream without stopping it: the player has taken it. */
export function releaseWarmStream(): void {
  warm = null;
}

/** Whether `found` is `src` from (in effect) the same start. */
export function matchesWarm(found: WarmStream, src: string, startAt: number): boolean {
  const sameStart =
    found.startAt === null || (found.startAt <= 0 && startAt <= 0) || found.startAt === startAt;
  return found.src === src && sameStart;
}

/** Moves `video` to `startAt` (seconds) once its metadata is in; nothing for the start. */
function seekWhenReady(video: HTMLVideoElement, startAt: number): void {
  if (startAt <= 0) return;
  if (video.readyState >= HTMLMediaElement.HAVE_METADATA) {
    video.currentTime = startAt;
    return;
  }
  video.addEventListener(
    'loadedmetadata',
    () => {
      video.currentTime = startAt;
    },
    { once: true },
  );
}

/** Plays `src` in `video` with the browser's own HLS, from `startAt` (seconds) once its metadata is in. */
export function loadNatively(video: HTMLVideoElement, src: string, startAt: number): void {
  seekWhenReady(video, startAt);
  video.src = src;
}

/**
 * Gives a natively loading stream whose start was not known yet (a member's page stream) its start, and plays it
 * from there where the browser allows autoplay, as a guest's plays from 0.
 */
function settleWarmStart(stream: WarmStream, startAt: number): void {
  if (stream.startAt !== null || stream.hls || !stream.video) return;
  stream.startAt = startAt;
  seekWhenReady(stream.video, startAt);
  playVideo(stream.video);
}

/** Starts `src` with the browser's own HLS in a detached <video> (nothing new when it is warm already). */
export function warmNatively(src: string, startAt: number): void {
  if (warm?.src === src) {
    settleWarmStart(warm, startAt);
    return;
  }
  const video = document.createElement('video');
  video.preload = 'auto';
  loadNatively(video, src, startAt);
  keepWarmStream({ src, startAt, hls: null, video });
}

/**
 * Resolves once the warm stream's <video> can play (its first frames are decoded) or has failed, at the latest
 * after `limitMs`; at once when no <video> is warm.
 */
export function whenWarmVideoPlayable(limitMs: number): Promise<void> {
  const video = warm?.video;
  if (!video || video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      video.removeEventListener('canplay', done);
      video.removeEventListener('error', done);
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    video.addEventListener('canplay', done);
    video.addEventListener('error', done);
  });
}

/**
 * The <video> a warm stream for `src` plays into (detached, or the page's early frame), for the player to put in its
 * slot; else null. A natively warmed stream is handed over whole here; an hls.js one waits for adoptWarmHls
 * (hls-loader.ts).
 */
export function takeWarmVideo(src: string, startAt: number): HTMLVideoElement | null {
  if (!warm) return null;
  if (!matchesWarm(warm, src, startAt)) {
    // Another stream started by the browser's own HLS (the page's, when the activity changed since) is of no use now.
    if (!warm.hls) keepWarmStream(null);
    return null;
  }
  settleWarmStart(warm, startAt);
  const { video } = warm;
  if (!warm.hls) warm = null;
  // The server's element stood in the page's early frame; the player moves it into its slot.
  video?.removeAttribute(WATCH_PAGE_STREAM_ATTRIBUTE);
  return video;
}
