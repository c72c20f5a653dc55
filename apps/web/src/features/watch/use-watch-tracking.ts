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

// Beats go out one after another, so the server always sees their sequence numbers rising.
function createTracker(video: HTMLVideoElement, activityId: string, onViewCounted: () => void): Tracker {
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
      if (token) sendFinalHeartbeat(activityId, { sessionToken: token, ...beat });
      return;
    }
    queue = queue
      .then(async () => {
        if (!token) return;
        const result = await sendHeartbeat(activityId, { sessionToken: token, ...beat });
        stale = !result.accepted;
        if (result.viewCounted && !viewCounted) {
          viewCounted = true;
          onViewCounted();
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

/**
 * Reports watching to the server (docs/decisions/011-watch-time.md): a session opens on the first play, beats every 5 s
 * while playing, one more on pause, end, seek and when the page goes away. Only for signed-in members.
 */
export function useWatchTracking(
  video: HTMLVideoElement | null,
  activityId: string,
  enabled: boolean,
  onViewCounted: () => void,
): void {
  const viewCallback = useRef(onViewCounted);
  useEffect(() => {
    viewCallback.current = onViewCounted;
  }, [onViewCounted]);
  useEffect(() => {
    if (!video || !enabled) return undefined;
    let tracker: Tracker | null = null;
    let lastTime = video.currentTime;
    const onPlay = () => {
      // A session the server closed is replaced by a new one when playback starts again.
      if (tracker?.isStale()) tracker.dispose();
      if (!tracker || tracker.isStale())
        tracker = createTracker(video, activityId, () => {
          viewCallback.current();
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
    const events: [string, () => void][] = [
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onPause],
      ['seeking', onSeeking],
      ['timeupdate', onTime],
    ];
    for (const [name, handler] of events) video.addEventListener(name, handler);
    window.addEventListener('pagehide', onLeave);
    return () => {
      for (const [name, handler] of events) video.removeEventListener(name, handler);
      window.removeEventListener('pagehide', onLeave);
      onLeave();
      tracker?.dispose();
    };
  }, [video, activityId, enabled]);
}
