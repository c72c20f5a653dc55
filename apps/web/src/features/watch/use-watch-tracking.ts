import type { HeartbeatResult } from '@streamit/contract';
import { useEffect, useRef } from 'react';
import { createHeartbeatScheduler, type Beat, type HeartbeatScheduler } from './heartbeat-scheduler';
import { sendFinalHeartbeat, sendHeartbeat } from './send-heartbeat.queries';
import { startWatch } from './start-watch.queries';

/** The server's heartbeat interval (WatchSession.heartbeatIntervalSeconds says the same). */
const HEARTBEAT_INTERVAL_MS = 5_000;

interface Tracker {
  scheduler: HeartbeatScheduler;
  /** The server no longer takes this session's beats (ended by another tab, or expired). */
  isStale: () => boolean;
  dispose: () => void;
}

/** What the watch page hears back from the server's answers to beats. */
interface TrackerCallbacks {
  onViewCounted: () => void;
  /** Every beat the server accepted, with the session's verified watch time so far. */
  onBeat: (result: HeartbeatResult) => void;
}

// Beats go out one after another, so the server always sees their sequence numbers rising.
function createTracker(video: HTMLVideoElement, activityId: string, callbacks: TrackerCallbacks): Tracker {
  let token: string | null = null;
  let viewCounted = false;
  let stale = false;
  const session = startWatch(activityId, video.currentTime).then(
    (opened) => (token = opened.sessionToken),
    () => null,
  );
  let queue: Promise<unknown> = session;
  const send = (beat: Beat, final: boolean) => {
    if (final) {
      if (!token) return;
      void sendFinalHeartbeat(activityId, { sessionToken: token, ...beat }).then((result) => {
        if (result?.accepted) callbacks.onBeat(result);
      });
      return;
    }
    queue = queue
      .then(async () => {
        if (!token) return;
        const result = await sendHeartbeat(activityId, { sessionToken: token, ...beat });
        stale = !result.accepted;
        if (result.accepted) callbacks.onBeat(result);
        if (result.viewCounted && !viewCounted) {
          viewCounted = true;
          callbacks.onViewCounted();
        }
      })
      .catch(() => undefined);
  };
  const scheduler = createHeartbeatScheduler({
    intervalMs: HEARTBEAT_INTERVAL_MS,
    readTime: () => video.currentTime,
    send,
  });
  return {
    scheduler,
    isStale: () => stale,
    dispose: () => {
      scheduler.dispose();
    },
  };
}

/** Adds the listeners; the function returned removes them. */
function listenTo(target: EventTarget, events: [string, () => void][]): () => void {
  for (const [name, handler] of events) target.addEventListener(name, handler);
  return () => {
    for (const [name, handler] of events) target.removeEventListener(name, handler);
  };
}

/**
 * Reports watching to the server (docs/decisions/011-watch-time.md): a session opens on the first play, beats every 5 s
 * while playing, one more on pause, end, seek and when the page goes away. Only for signed-in members.
 * `onBeat` hears every accepted beat, the last one too while the app lives on: its `earning` is what the
 * server decided when the watched total reached the threshold (decision 047). A video that plays already when it
 * reaches the hook (a warm stream the player adopted, whose play event went out before) is tracked from there.
 */
export function useWatchTracking(
  video: HTMLVideoElement | null,
  activityId: string,
  enabled: boolean,
  onViewCounted: () => void,
  onBeat: (result: HeartbeatResult) => void = () => undefined,
): void {
  const viewCallback = useRef(onViewCounted);
  const beatCallback = useRef(onBeat);
  useEffect(() => {
    viewCallback.current = onViewCounted;
    beatCallback.current = onBeat;
  }, [onViewCounted, onBeat]);
  useEffect(() => {
    if (!video || !enabled) return undefined;
    let tracker: Tracker | null = null;
    let lastTime = video.currentTime;
    const onPlay = () => {
      // A session the server closed is replaced by a new one when playback starts again.
      if (tracker?.isStale()) tracker.dispose();
      if (!tracker || tracker.isStale())
        tracker = createTracker(video, activityId, {
          onViewCounted: () => {
            viewCallback.current();
          },
          onBeat: (result) => {
            beatCallback.current(result);
          },
        });
      tracker.scheduler.play();
    };
    const onPause = () => {
      tracker?.scheduler.pause();
    };
    const onSeeking = () => {
      tracker?.scheduler.seek(lastTime, video.currentTime);
      lastTime = video.currentTime;
    };
    const onTime = () => {
      if (!video.seeking) lastTime = video.currentTime;
    };
    const onLeave = () => {
      tracker?.scheduler.leave();
    };
    const stopListening = listenTo(video, [
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onPause],
      ['seeking', onSeeking],
      ['timeupdate', onTime],
    ]);
    window.addEventListener('pagehide', onLeave);
    if (!video.paused) onPlay();
    return () => {
      stopListening();
      window.removeEventListener('pagehide', onLeave);
      onLeave();
      tracker?.dispose();
    };
  }, [video, activityId, enabled]);
}
