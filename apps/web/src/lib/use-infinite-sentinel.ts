import { useEffect, useRef } from 'react';

/** How far below the viewport the next page starts loading, so scrolling rarely waits. */
const LOOKAHEAD = '300px';

/**
 * A ref for an element at the end of a list: `onReach` runs when it scrolls into view (with a look-ahead)
 * while `enabled`. Browsers without IntersectionObserver rely on the visible "Load more" button instead.
 */
export function useInfiniteSentinel<E extends Element>(onReach: () => void, enabled: boolean) {
  const ref = useRef<E>(null);
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  }, [onReach]);
  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReachRef.current();
      },
      { rootMargin: `0px 0px ${LOOKAHEAD} 0px` },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
    };
  }, [enabled]);
  return ref;
}
