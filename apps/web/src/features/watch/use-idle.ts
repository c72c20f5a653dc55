import { useEffect, useState } from 'react';

/** How long the pointer must rest before the controls step aside during playback. */
const IDLE_MS = 2_500;

/**
 * True while nobody moves the pointer over `element` (or it left) and `active` holds; the player then
 * hides its controls and cursor, as streaming players do. Keyboard focus keeps them visible through CSS.
 */
export function useIdle(element: HTMLElement | null, active: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!element || !active) return undefined;
    let timer = window.setTimeout(() => {
      setIdle(true);
    }, IDLE_MS);
    const wake = () => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        setIdle(true);
      }, IDLE_MS);
    };
    const leave = () => {
      window.clearTimeout(timer);
      setIdle(true);
    };
    element.addEventListener('pointermove', wake);
    element.addEventListener('pointerdown', wake);
    element.addEventListener('keydown', wake);
    element.addEventListener('pointerleave', leave);
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener('pointermove', wake);
      element.removeEventListener('pointerdown', wake);
      element.removeEventListener('keydown', wake);
      element.removeEventListener('pointerleave', leave);
    };
  }, [element, active]);
  return idle && active;
}
