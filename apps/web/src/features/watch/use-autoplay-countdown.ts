import { useEffect, useState } from 'react';

/** Seconds the end screen waits before it plays the next video, as the big streaming sites do. */
export const AUTOPLAY_SECONDS = 8;

/** State of the autoplay-next countdown. */
export interface AutoplayCountdown {
  /** Seconds left; null when no countdown runs (off, cancelled or done). */
  remaining: number | null;
  cancel: () => void;
}

/**
 * Counts down once a second while `enabled`, then calls `onDone`. Esc anywhere on the page cancels it, as
 * does `cancel`; a cancelled countdown stays cancelled until the component remounts.
 */
export function useAutoplayCountdown(
  seconds: number,
  enabled: boolean,
  onDone: () => void,
): AutoplayCountdown {
  const [remaining, setRemaining] = useState(seconds);
  const [cancelled, setCancelled] = useState(false);
  const running = enabled && !cancelled;
  useEffect(() => {
    if (!running) return undefined;
    if (remaining <= 0) {
      onDone();
      return undefined;
    }
    const timer = window.setTimeout(() => {
      setRemaining((value) => value - 1);
    }, 1000);
    return () => {
      window.clearTimeout(timer);
    };
  }, [running, remaining, onDone]);
  useEffect(() => {
    if (!running) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setCancelled(true);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [running]);
  return {
    remaining: running && remaining > 0 ? remaining : null,
    cancel: () => {
      setCancelled(true);
    },
  };
}
