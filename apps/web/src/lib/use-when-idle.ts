import { useEffect, useState } from 'react';

const IDLE_WAIT_LIMIT_MS = 2_000;

/**
 * False until the browser first has a moment with nothing else to do (at most `limitMs`): for work below the fold
 * that must not compete with what the visitor is waiting for (a video starting, say).
 */
export function useWhenIdle(limitMs = IDLE_WAIT_LIMIT_MS): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return undefined;
    const done = () => {
      setIdle(true);
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(done, 0);
      return () => {
        clearTimeout(timer);
      };
    }
    const handle = requestIdleCallback(done, { timeout: limitMs });
    return () => {
      cancelIdleCallback(handle);
    };
  }, [idle, limitMs]);
  return idle;
}
