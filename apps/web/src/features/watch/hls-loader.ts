import type Hls from 'hls.js';
import type { HlsConfig } from 'hls.js';
import { memberMediaHeaders } from '../../lib/use-member-media-url';

// The player's loading module: hls.js itself and a stream warmed up before the player mounts. The watch route
// starts both while the app boots (routes/watch-prefetch.ts), so by the time the <video> exists the master and
// variant playlists, the init segment and the first media segment are already on their way.

let hlsModule: Promise<typeof Hls> | null = null;

/** hls.js needs Media Source Extensions; without them (Safari on iOS) the browser plays HLS itself. */
export function canUseHlsJs(): boolean {
  return typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
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
    xhrSetup: (xhr) => {
      for (const [name, value] of Object.entries(memberMediaHeaders())) xhr.setRequestHeader(name, value);
    },
  };
}

interface WarmStream {
  src: string;
  /** Where loading started, or null when the start position was not known yet (loading waits for it). */
  startAt: number | null;
  hls: Hls;
}

let warm: WarmStream | null = null;

/**
 * Starts loading `src` without a <video>: the playlists always, the first segment too when `startAt` is known
 * (null: a member whose saved place is still being fetched). At most one stream is kept warm.
 */
export async function prewarmHlsSource(src: string, startAt: number | null): Promise<void> {
  if (!canUseHlsJs()) return;
  const HlsClass = await loadHls();
  if (!HlsClass.isSupported() || warm?.src === src) return;
  warm?.hls.destroy();
  const hls = new HlsClass(createHlsConfig(startAt));
  hls.loadSource(src);
  warm = { src, startAt, hls };
}

/**
 * Hands the warmed-up instance for `src` to the player, started at `startAt`; null when there is none (or it
 * started elsewhere, in which case it is dropped). Either way nothing stays warm afterwards.
 */
export function adoptWarmHls(src: string, startAt: number): Hls | null {
  const found = warm;
  warm = null;
  if (!found) return null;
  const sameStart =
    found.startAt === null || (found.startAt <= 0 && startAt <= 0) || found.startAt === startAt;
  if (found.src !== src || !sameStart) {
    found.hls.destroy();
    return null;
  }
  if (found.startAt === null) found.hls.startLoad(startAt > 0 ? startAt : -1);
  return found.hls;
}
