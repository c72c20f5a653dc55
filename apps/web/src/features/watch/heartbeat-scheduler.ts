/** One heartbeat as POST /activities/:id/interact takes it (the session token is added by the sender). */
export interface Beat {
  currentTime: number;
  /** True when the video played during the interval this beat closes (the server credits only those). */
  playing: boolean;
  /** Rises by one per beat of a session; the server ignores a repeated or older one. */
  sequence: number;
}

/** Timer functions, injectable so tests drive time themselves. */
export interface IntervalTimers {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/** Inputs of a heartbeat scheduler. */
export interface HeartbeatSchedulerOptions {
  intervalMs: number;
  /** The player's position now. */
  readTime: () => number;
  /** Delivers a beat; `final` beats may outlive the page (pagehide). */
  send: (beat: Beat, final: boolean) => void;
  timers?: IntervalTimers;
}

/** Drives the beats of one watch session from the player's events. */
export interface HeartbeatScheduler {
  /** Playback started or resumed: beats every interval from now. */
  play(): void;
  /** Playback paused or ended: one beat closes the played interval, then silence. */
  pause(): void;
  /** The viewer jumped from `from` to `to`: close the played part, then move the position uncredited. */
  seek(from: number, to: number): void;
  /** The page is going away: a last beat if the video was playing. */
  leave(): void;
  /** Stops the timer for good. */
  dispose(): void;
}

const BROWSER_TIMERS: IntervalTimers = {
  setInterval: (callback, ms) => window.setInterval(callback, ms),
  clearInterval: (handle) => {
    window.clearInterval(handle as number);
  },
};

// Milliseconds are plenty; long float tails only make the request bigger.
function roundTime(seconds: number): number {
  return Math.max(0, Math.round(seconds * 1000) / 1000);
}

/** Creates the scheduler of one session; its first beat has sequence 0. */
export function createHeartbeatScheduler(options: HeartbeatSchedulerOptions): HeartbeatScheduler {
  const timers = options.timers ?? BROWSER_TIMERS;
  let sequence = 0;
  let timer: unknown = null;
  const emit = (currentTime: number, playing: boolean, final = false): void => {
    options.send({ currentTime: roundTime(currentTime), playing, sequence }, final);
    sequence += 1;
  };
  const stopTimer = (): void => {
    if (timer !== null) timers.clearInterval(timer);
    timer = null;
  };
  const startTimer = (): void => {
    stopTimer();
    timer = timers.setInterval(() => {
      emit(options.readTime(), true);
    }, options.intervalMs);
  };
  return {
    play: () => {
      if (timer === null) startTimer();
    },
    pause: () => {
      if (timer === null) return;
      stopTimer();
      emit(options.readTime(), true);
    },
    seek: (from, to) => {
      const playing = timer !== null;
      if (playing) emit(from, true);
      emit(to, false);
      // The next credited interval starts at the new position, a full interval from now.
      if (playing) startTimer();
    },
    leave: () => {
      if (timer === null) return;
      stopTimer();
      emit(options.readTime(), true, true);
    },
    dispose: stopTimer,
  };
}
