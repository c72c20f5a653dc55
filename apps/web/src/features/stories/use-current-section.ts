import { useEffect, useRef, useState } from 'react';

/**
 * The section crossing the middle of the screen: the one being read. It stays the same while the end of the
 * story (below the last section) is on screen.
 */
export function useCurrentSection(count: number) {
  const [current, setCurrent] = useState<number | null>(null);
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = container.current;
    if (!root || count === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const crossing = entries.find((entry) => entry.isIntersecting);
        const index = Number((crossing?.target as HTMLElement | undefined)?.dataset.section);
        if (crossing && Number.isInteger(index)) setCurrent(index);
      },
      { rootMargin: '-50% 0px -50% 0px' },
    );
    root.querySelectorAll('[data-section]').forEach((element) => {
      observer.observe(element);
    });
    return () => {
      observer.disconnect();
    };
  }, [count]);
  return { current, container };
}
