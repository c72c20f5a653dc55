import { delay } from './delay';

/** Hands out request start times so that starts are spaced apart. */
export interface RequestScheduler {
  /** Resolves when this request may start: at least `spacingMs` after the previous start. */
  waitForTurn(signal?: AbortSignal): Promise<void>;
}

/** Creates a scheduler that spaces request starts at least `spacingMs` apart (spec §9). */
export function createRequestScheduler(spacingMs: number): RequestScheduler {
  let nextStart = Number.NEGATIVE_INFINITY;
  return {
    waitForTurn(signal) {
      // performance.now() is monotonic: a wall-clock change cannot stall or bunch the queue.
      const now = performance.now();
      const start = Math.max(now, nextStart);
      nextStart = start + spacingMs;
      return start > now ? delay(start - now, signal) : Promise.resolve();
    },
  };
}
