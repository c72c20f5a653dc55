import { useEffect, useState } from 'react';
import { runAfterNextPaint } from './after-next-paint';

/**
 * True while the page is scrolled strictly more than `thresholdPx` (spec §9: sticky 1px, back-to-top 250px).
 * The position is read on scroll and once after the first paint, never while React renders or commits: reading
 * `scrollY` there forces a synchronous layout of the whole page before it has even painted.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => {
      setPast(window.scrollY > thresholdPx);
    };
    window.addEventListener('scroll', update, { passive: true });
    // A page that opens scrolled (a restored position, a layout switch mid-page) is caught here.
    const cancel = runAfterNextPaint(update);
    return () => {
      cancel();
      window.removeEventListener('scroll', update);
    };
  }, [thresholdPx]);
  return past;
}
