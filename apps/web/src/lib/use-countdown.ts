import { useEffect, useState } from 'react';
import { getTimeRemaining, parseCountdownEnd, type TimeRemaining } from './countdown';

const TICK_MS = 1000;

/** A live countdown to an ISO 8601 end date, refreshed every second (spec §4); zeros once past or invalid. */
export function useCountdown(end: string | null | undefined): TimeRemaining {
  const endMs = parseCountdownEnd(end);
  const [now, setNow] = useState(() => Date.now());
  const finished = endMs === null || endMs <= now;
  useEffect(() => {
    if (finished) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, TICK_MS);
    return () => {
      clearInterval(timer);
    };
  }, [finished]);
  return getTimeRemaining(endMs, now);
}
