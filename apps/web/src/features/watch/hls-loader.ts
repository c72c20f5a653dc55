import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';
import { memberMediaHeaders } from '../../lib/member-media-headers';
import { playsHlsNatively } from './hls-support';
import {
  discardStream,
  keepWarmStream,
  matchesWarm,
  readWarmStream,
  releaseWarmStream,
  warmNatively,
  type WarmStream,
} from './warm-stream';

// The player's loading module: its playback engine, and hls.js's part of the stream warmed up before the player
// mounts (warm-stream.ts keeps the warm stream, and has the browser's own HLS part, which needs no hls.js).

/** Who plays the stream: the browser's own HLS (Safari, Chrome) or hls.js over Media Source Extensions. */
export type PlaybackEngine = 'native' | 'hls.js';

let hlsModule: Promise<typeof Hls> | null = null;

/** hls.js needs Media Source Extensions; without them (Safari on iOS) the browser plays HLS itself. */
export function canUseHlsJs(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
}

/**
 * The browser's own HLS where it has one: it starts sooner (its pipeline runs off the page's main thread) and
 * needs no 114 kB library; hls.js takes over when the viewer pins a quality or the browser cannot play a stream.
 */
export function choosePlaybackEngine(): PlaybackEngine {
  if (playsHlsNatively()) return 'native';
  return canUseHlsJs() ? 'hls.js' : 'native';
}

/** hls.js (its light build), fetched once: its own chunk, which only pages with a player load. */
export function loadHls(): Promise<typeof Hls> {
  hlsModule ??= import('hls.js/light').then((module) => module.default);
  return hlsModule;
}

/**
 * Settings for a fast first frame: start on the lowest rendition (the ABR climbs as soon as it has measured
 * the bandwidth; the lowest is also the smallest first segment), no low-latency mode (that is for live
 * streams), and fetch the first segment before the <video> is attached.
 */
export function createHlsConfig(startAt: number | null): Partial<HlsConfig> {
  return {
    startPosition: startAt !== null && startAt > 0 ? startAt : -1,
    autoStartLoad: startAt !== null,
    startLevel: 0,
    startFragPrefetch: true,
    lowLatencyMode: false,
    capLevelToPlayerSize: false,
    // A creator watching their own content before it is public: the server serves it to their session only.
    xhrSetup: (xhr, url) => {
      for (const [name, value] of Object.entries(memberMediaHeaders(url))) xhr.setRequestHeader(name, value);
    },
  };
}

async function warmWithHlsJs(src: string, startAt: number | null): Promise<WarmStream | null> {
  const HlsClass = await loadHls();
  if (!HlsClass.isSupported()) return null;
  const hls = new HlsClass(createHlsConfig(startAt));
  hls.loadSource(src);
  const video = startAt === null ? null : document.createElement('video');
  if (video) {
    video.preload = 'auto';
    hls.attachMedia(video);
  }
  return { src, startAt, hls, video };
}

/**
 * Starts loading `src` without a visible player, when `startAt` is known (null: a member whose saved place is
 * still being fetched; hls.js then loads the playlists only), into a detached <video> the player adopts. At most
 * one stream is kept warm.
 */
export async function prewarmHlsSource(src: string, startAt: number | null): Promise<void> {
  if (choosePlaybackEngine() !== 'hls.js') {
    // Also when `src` is warm already: a member's page stream learns its start here.
    if (startAt !== null && playsHlsNatively()) warmNatively(src, startAt);
    return;
  }
  if (readWarmStream()?.src === src) return;
  const started = await warmWithHlsJs(src, startAt);
  if (started && readWarmStream()?.src !== src) keepWarmStream(started);
  else discardStream(started);
}

/**
 * Hands the warmed-up hls.js instance for `src` to the player, started at `startAt`; null when there is none (or
 * it started elsewhere, in which case it is dropped). Either way nothing stays warm afterwards.
 */
export function adoptWarmHls(src: string, startAt: number): Hls | null {
  const found = readWarmStream();
  releaseWarmStream();
  if (!found?.hls) return null;
  if (!matchesWarm(found, src, startAt)) {
    discardStream(found);
    return null;
  }
  if (found.startAt === null) found.hls.startLoad(startAt > 0 ? startAt : -1);
  return found.hls;
}
