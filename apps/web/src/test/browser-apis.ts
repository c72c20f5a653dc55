import { act } from '@testing-library/react';

/** Scrolls the jsdom window to `y` (jsdom has no layout) and fires the scroll event pages listen to. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

/** A controllable `window.matchMedia` (jsdom has none): `set` changes a query's answer and notifies. */
export function installMatchMedia(initial: Record<string, boolean> = {}) {
  const answers = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  const matchMedia = (query: string) => ({
    media: query,
    get matches() {
      return answers.get(query) ?? false;
    },
    addEventListener: (_type: string, listener: () => void) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)?.add(listener);
    },
    removeEventListener: (_type: string, listener: () => void) => {
      listeners.get(query)?.delete(listener);
    },
  });
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
  return {
    set(query: string, matches: boolean): void {
      answers.set(query, matches);
      act(() => {
        for (const listener of listeners.get(query) ?? []) listener();
      });
    },
  };
}

/**
 * A `ResizeObserver` (jsdom has none, and no layout) that reports every observed element at `width` × `height`
 * at once, as a browser does on `observe`; charts that size themselves to their box need it to draw.
 */
export function installResizeObserver(width: number, height: number): void {
  class FixedSizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}
    observe(target: Element): void {
      const entry = { target, contentRect: { width, height } } as unknown as ResizeObserverEntry;
      this.callback([entry], this);
    }
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', {
    value: FixedSizeObserver,
    configurable: true,
    writable: true,
  });
}
