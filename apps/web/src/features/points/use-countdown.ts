import { useEffect, useState } from 'react';

/** Whole seconds left until `dueAt` (never below 0), re-read every second while any are left. */
export function useSecondsUntil(dueAt: string): number {
  const [now, setNow] = useState(() => Date.now());
  const due = Date.parse(dueAt);
  const left = Math.max(0, Math.ceil((due - now) / 1000));
  useEffect(() => {
    if (due <= Date.now()) return undefined;
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [due]);
  return left;
}
