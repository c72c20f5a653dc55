import { useEffect, useRef, useState } from 'react';
import type Hls from 'hls.js';
import { adoptWarmHls, canUseHlsJs, createHlsConfig, loadHls } from './hls-loader';
import { AUTO_LEVEL, type LevelInfo } from './quality-options';

/** Why a video cannot play: the network failed, the media could not be decoded, or nothing here plays HLS. */
export type PlaybackFailure = 'network' | 'media' | 'unsupported';

/** What the source hook knows about the stream. */
export interface HlsSourceState {
  /** hls.js levels after the manifest; null until then and with native HLS. */
  levels: LevelInfo[] | null;
  /** The level on screen (-1 unknown). */
  playingLevel: number;
  /** The level the viewer pinned, or -1 for Auto. */
  pinnedLevel: number;
  failure: PlaybackFailure | null;
  /** Pins a level (-1 returns to Auto). */
  pinLevel: (level: number) => void;
  /** Loads the stream again after a failure. */
  retry: () => void;
}

const HLS_MIME = 'application/vnd.apple.mpegurl';

interface Handlers {
  onLevels: (levels: LevelInfo[]) => void;
  onLevel: (level: number) => void;
  onFailure: (failure: PlaybackFailure) => void;
}

// A decode error is worth one recovery attempt (hls.js rebuilds its buffers); anything fatal after that is shown.
function listen(hls: Hls, HlsClass: typeof Hls, handlers: Handlers): void {
  let recovered = false;
  hls.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
    handlers.onLevels(data.levels.map(({ height, width, bitrate }) => ({ height, width, bitrate })));
  });
  hls.on(HlsClass.Events.LEVEL_SWITCHED, (_event, data) => {
    handlers.onLevel(data.level);
  });
  hls.on(HlsClass.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR && !recovered) {
      recovered = true;
      hls.recoverMediaError();
      return;
    }
    handlers.onFailure(data.type === HlsClass.ErrorTypes.NETWORK_ERROR ? 'network' : 'media');
    hls.destroy();
  });
}

// A stream warmed up by the watch route may have parsed its manifest before anyone listened.
function reportKnownLevels(hls: Hls, handlers: Handlers): void {
  if (hls.levels.length === 0) return;
  handlers.onLevels(hls.levels.map(({ height, width, bitrate }) => ({ height, width, bitrate })));
}

async function attachHls(video: HTMLVideoElement, src: string, startAt: number, handlers: Handlers) {
  const HlsClass = await loadHls();
  if (!HlsClass.isSupported()) return null;
  const warm = adoptWarmHls(src, startAt);
  const hls = warm ?? new HlsClass(createHlsConfig(startAt));
  listen(hls, HlsClass, handlers);
  if (warm) reportKnownLevels(hls, handlers);
  else hls.loadSource(src);
  hls.attachMedia(video);
  return hls;
}

function attachNative(video: HTMLVideoElement, src: string, startAt: number, handlers: Handlers): boolean {
  if (!video.canPlayType(HLS_MIME)) return false;
  const seek = () => {
    if (startAt > 0) video.currentTime = startAt;
  };
  video.addEventListener('loadedmetadata', seek, { once: true });
  video.addEventListener(
    'error',
    () => {
      handlers.onFailure('media');
    },
    { once: true },
  );
  video.src = src;
  return true;
}

/**
 * Plays an HLS master playlist in `video`: hls.js where MediaSource exists, the browser's own HLS
 * otherwise (Safari on iOS). `attempt` changes to load again after a failure.
 */
export function useHlsSource(video: HTMLVideoElement | null, src: string, startAt: number) {
  const [attempt, setAttempt] = useState(0);
  // A retry picks up where playback stopped, not where the page started it.
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const from = retryAt ?? startAt;
  const [levels, setLevels] = useState<LevelInfo[] | null>(null);
  const [playingLevel, setPlayingLevel] = useState(-1);
  const [pinnedLevel, setPinnedLevel] = useState(AUTO_LEVEL);
  const [failure, setFailure] = useState<PlaybackFailure | null>(null);
  const hls = useRef<Hls | null>(null);
  useEffect(() => {
    if (!video) return undefined;
    let cancelled = false;
    let instance: Hls | null = null;
    const handlers: Handlers = {
      onLevels: (found) => {
        if (!cancelled) setLevels(found);
      },
      onLevel: (level) => {
        if (!cancelled) setPlayingLevel(level);
      },
      onFailure: (kind) => {
        if (!cancelled) setFailure(kind);
      },
    };
    const fallback = () => {
      if (!cancelled && !attachNative(video, src, from, handlers)) setFailure('unsupported');
    };
    if (canUseHlsJs()) {
      attachHls(video, src, from, handlers).then((created) => {
        if (cancelled) created?.destroy();
        else if (created) {
          instance = created;
          hls.current = created;
        } else fallback();
      }, fallback);
    } else fallback();
    return () => {
      cancelled = true;
      instance?.destroy();
      hls.current = null;
      video.removeAttribute('src');
    };
  }, [video, src, from, attempt]);
  const pinLevel = (level: number) => {
    setPinnedLevel(level);
    if (hls.current) hls.current.currentLevel = level;
  };
  const retry = () => {
    setRetryAt(video ? video.currentTime : null);
    setFailure(null);
    setAttempt((value) => value + 1);
  };
  return { levels, playingLevel, pinnedLevel, failure, pinLevel, retry } satisfies HlsSourceState;
}
