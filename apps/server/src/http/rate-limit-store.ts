/** One client's count in the current window. */
export interface WindowHit {
  count: number;
  resetAtMs: number;
}

/**
 * Fixed-window request counter with O(1) work per hit and no per-key timers: counts live in the
 * map of the current window, and the whole map is dropped when the window turns over, so memory
 * holds only the clients seen in one window.
 */
export class FixedWindowStore {
  private counts = new Map<string, number>();
  private windowStartMs: number;

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.windowStartMs = this.alignedStart(now());
  }

  /** Counts one request for `key` and returns its count in the current window. */
  hit(key: string): WindowHit {
    const nowMs = this.now();
    if (nowMs >= this.windowStartMs + this.windowMs) {
      this.counts = new Map();
      this.windowStartMs = this.alignedStart(nowMs);
    }
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    return { count, resetAtMs: this.windowStartMs + this.windowMs };
  }

  private alignedStart(nowMs: number): number {
    return nowMs - (nowMs % this.windowMs);
  }
}
