import { useEffect, useRef, useState } from 'react';
import type Hls from 'hls.js';
import { adoptWarmHls, canUseHlsJs, choosePlaybackEngine, createHlsConfig, loadHls } from './hls-loader';
import type { PlaybackEngine } from './hls-loader';
import { HLS_MIME } from './hls-support';
import { loadNatively } from './warm-stream';
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
  /** A height the viewer pinned that waits for hls.js to take over from the browser's own HLS; else null. */
  pendingHeight: number | null;
  /** With the browser's own HLS: whether hls.js can take over to pin a quality. */
  canSwitchEngine: boolean;
  failure: PlaybackFailure | null;
  /** Pins a level (-1 returns to Auto). */
  pinLevel: (level: number) => void;
  /** Pins the rendition of this height, handing the stream to hls.js first when the browser plays it. */
  pinHeight: (height: number) => void;
  /** Loads the stream again after a failure. */
  retry: () => void;
}

interface Handlers {
  onLevels: (levels: LevelInfo[], hls: Hls) => void;
  onLevel: (level: number) => void;
  onFailure: (failure: PlaybackFailure) => void;
}

function levelsOf(hls: Hls): LevelInfo[] {
  return hls.levels.map(({ height, width, bitrate }) => ({ height, width, bitrate }));
}

// A decode error is worth one recovery attempt (hls.js rebuilds its buffers); anything fatal after that is shown.
function listen(hls: Hls, HlsClass: typeof Hls, handlers: Handlers): void {
  let recovered = false;
  hls.on(HlsClass.Events.MANIFEST_PARSED, () => {
    handlers.onLevels(levelsOf(hls), hls);
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

async function attachHls(video: HTMLVideoElement, src: string, startAt: number, handlers: Handlers) {
  const HlsClass = await loadHls();
  if (!HlsClass.isSupported()) return null;
  const warm = adoptWarmHls(src, startAt);
  const hls = warm ?? new HlsClass(createHlsConfig(startAt));
  listen(hls, HlsClass, handlers);
  // A stream warmed up by the watch route may have parsed its manifest before anyone listened.
  if (warm && hls.levels.length > 0) handlers.onLevels(levelsOf(hls), hls);
  if (!warm) hls.loadSource(src);
  if (hls.media !== video) hls.attachMedia(video);
  return hls;
}

// The player's element may arrive with the stream already loading (a warm start): it is kept, not reloaded.
function attachNative(video: HTMLVideoElement, src: string, startAt: number, onError: () => void): boolean {
  if (!video.canPlayType(HLS_MIME)) return false;
  video.addEventListener('error', onError, { once: true });
  if (video.getAttribute('src') !== src) loadNatively(video, src, startAt);
  return true;
}

function startEngine(
  engine: PlaybackEngine,
  video: HTMLVideoElement,
  src: string,
  from: number,
  on: Handlers,
) {
  if (engine === 'hls.js') return attachHls(video, src, from, on);
  const started = attachNative(video, src, from, () => {
    on.onFailure('media');
  });
  return Promise.resolve(started ? null : undefined);
}

// hls.js goes on from where the browser's own HLS was, playing or paused as it was.
function handOverToHlsJs(
  video: HTMLVideoElement,
  setRetryAt: (at: number) => void,
  setEngine: (engine: PlaybackEngine) => void,
): void {
  video.autoplay = !video.paused;
  setRetryAt(video.currentTime);
  setEngine('hls.js');
}

interface StreamRef {
  current: Hls | null;
}

/** Starts `engine` on `video`; `on` hears nothing once the returned cleanup has run, which also unloads it. */
function connectStream(
  engine: PlaybackEngine,
  video: HTMLVideoElement,
  src: string,
  from: number,
  on: Handlers,
  hls: StreamRef,
): () => void {
  let cancelled = false;
  const guarded: Handlers = {
    onLevels: (levels, instance) => {
      if (!cancelled) on.onLevels(levels, instance);
    },
    onLevel: (level) => {
      if (!cancelled) on.onLevel(level);
    },
    onFailure: (kind) => {
      if (!cancelled) on.onFailure(kind);
    },
  };
  startEngine(engine, video, src, from, guarded).then(
    (created) => {
      if (cancelled) created?.destroy();
      else if (created === undefined) on.onFailure('unsupported');
      else hls.current = created;
    },
    () => {
      guarded.onFailure('unsupported');
    },
  );
  return () => {
    cancelled = true;
    hls.current?.destroy();
    hls.current = null;
    video.removeAttribute('src');
  };
}

/** What useHlsSource plays: the master playlist, from where (seconds), and whether it needs the session. */
export interface HlsStream {
  src: string;
  startAt: number;
  sessionOnly: boolean;
}

// A preview's files answer only hls.js, which sends the session: the browser's own HLS would only meet 404s.
function firstEngine(sessionOnly: boolean): PlaybackEngine {
  return sessionOnly && canUseHlsJs() ? 'hls.js' : choosePlaybackEngine();
}

/** The pinned level, and a height pinned under the browser's own HLS that waits for hls.js's levels. */
interface Pin {
  level: number;
  pendingHeight: number | null;
}

// Once hls.js has the levels, a height pinned under the browser's own HLS becomes its level (null: none waits).
function takePendingLevel(pending: { current: number | null }, levels: LevelInfo[]): number | null {
  const height = pending.current;
  if (height === null) return null;
  pending.current = null;
  return levels.findIndex((level) => level.height === height);
}

/**
 * Plays an HLS master playlist in `video`: the browser's own HLS where it has one, else hls.js over Media Source
 * Extensions. hls.js takes over from the browser to pin a quality, or when the browser cannot play the stream
 * (a creator's own video before it is public needs the session header only hls.js sends, so `sessionOnly` starts
 * there). `attempt` changes to load again after a failure.
 */
export function useHlsSource(video: HTMLVideoElement | null, stream: HlsStream) {
  const { src, startAt, sessionOnly } = stream;
  const [engine, setEngine] = useState(() => firstEngine(sessionOnly));
  const [attempt, setAttempt] = useState(0);
  // A retry or an engine switch picks up where playback stopped, not where the page started it.
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const from = retryAt ?? startAt;
  const [levels, setLevels] = useState<LevelInfo[] | null>(null);
  const [playingLevel, setPlayingLevel] = useState(-1);
  const [pin, setPin] = useState<Pin>({ level: AUTO_LEVEL, pendingHeight: null });
  const [failure, setFailure] = useState<PlaybackFailure | null>(null);
  const hls = useRef<Hls | null>(null);
  const pending = useRef<number | null>(null);
  const canSwitchEngine = engine === 'native' && canUseHlsJs();
  useEffect(() => {
    if (!video) return undefined;
    const handlers: Handlers = {
      onLevels: (found, instance) => {
        setLevels(found);
        const level = takePendingLevel(pending, found);
        if (level === null) return;
        instance.currentLevel = level;
        setPin({ level, pendingHeight: null });
      },
      onLevel: setPlayingLevel,
      onFailure: (kind) => {
        if (engine === 'native' && canUseHlsJs()) handOverToHlsJs(video, setRetryAt, setEngine);
        else setFailure(kind);
      },
    };
    return connectStream(engine, video, src, from, handlers, hls);
  }, [video, src, from, attempt, engine]);
  const pinLevel = (level: number) => {
    setPin({ level, pendingHeight: null });
    if (hls.current) hls.current.currentLevel = level;
  };
  const pinHeight = (height: number) => {
    if (!canSwitchEngine || !video) return;
    pending.current = height;
    setPin((current) => ({ ...current, pendingHeight: height }));
    handOverToHlsJs(video, setRetryAt, setEngine);
  };
  const retry = () => {
    setRetryAt(video ? video.currentTime : null);
    setFailure(null);
    setAttempt((value) => value + 1);
  };
  return {
    levels,
    playingLevel,
    pinnedLevel: pin.level,
    pendingHeight: pin.pendingHeight,
    canSwitchEngine,
    failure,
    pinLevel,
    pinHeight,
    retry,
  } satisfies HlsSourceState;
}
