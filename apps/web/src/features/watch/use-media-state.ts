import { useEffect, useState } from 'react';

/** What the controls show, read from the <video> element's own events. */
export interface MediaState {
  paused: boolean;
  ended: boolean;
  /** Playback has run at least once (so the big play button gives way to the controls). */
  started: boolean;
  /** Waiting for data while it should be playing. */
  waiting: boolean;
  /** Metadata is in: duration and size are known. */
  ready: boolean;
  currentTime: number;
  duration: number;
  /** End of the buffered range around the playhead, in seconds. */
  bufferedEnd: number;
  volume: number;
  muted: boolean;
}

const INITIAL: MediaState = {
  paused: true,
  ended: false,
  started: false,
  waiting: false,
  ready: false,
  currentTime: 0,
  duration: 0,
  bufferedEnd: 0,
  volume: 1,
  muted: false,
};

const EVENTS = [
  'play',
  'pause',
  'playing',
  'waiting',
  'ended',
  'timeupdate',
  'durationchange',
  'loadedmetadata',
  'progress',
  'volumechange',
  'seeking',
  'seeked',
  'emptied',
  'canplay',
] as const;

function bufferedEndAt(video: HTMLVideoElement): number {
  const { buffered, currentTime } = video;
  for (let index = 0; index < buffered.length; index++) {
    if (buffered.start(index) <= currentTime + 0.5 && buffered.end(index) >= currentTime)
      return buffered.end(index);
  }
  return 0;
}

function readState(video: HTMLVideoElement, waiting: boolean): MediaState {
  return {
    paused: video.paused,
    ended: video.ended,
    waiting: waiting && !video.paused,
    started: !video.paused || video.played.length > 0,
    ready: video.readyState >= 1,
    currentTime: video.currentTime,
    duration: Number.isFinite(video.duration) ? video.duration : 0,
    bufferedEnd: bufferedEndAt(video),
    volume: video.volume,
    muted: video.muted,
  };
}

/** Subscribes to a <video> element and returns its state for rendering. */
export function useMediaState(video: HTMLVideoElement | null): MediaState {
  const [state, setState] = useState(INITIAL);
  useEffect(() => {
    if (!video) return undefined;
    let waiting = false;
    const update = (event?: Event) => {
      if (event?.type === 'waiting') waiting = true;
      if (event?.type === 'playing' || event?.type === 'pause' || event?.type === 'canplay') waiting = false;
      setState(readState(video, waiting));
    };
    for (const name of EVENTS) video.addEventListener(name, update);
    update();
    return () => {
      for (const name of EVENTS) video.removeEventListener(name, update);
    };
  }, [video]);
  return state;
}
