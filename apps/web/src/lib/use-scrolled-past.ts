import { useSyncExternalStore } from 'react';

function subscribeToScroll(listener: () => void): () => void {
  window.addEventListener('scroll', listener, { passive: true });
  return () => {
    window.removeEventListener('scroll', listener);
  };
}

/** True while the page is scrolled strictly more than `thresholdPx` (spec §9: sticky 1px, back-to-top 250px). */
export function useScrolledPast(thresholdPx: number): boolean {
  return useSyncExternalStore(subscribeToScroll, () => window.scrollY > thresholdPx);
}
