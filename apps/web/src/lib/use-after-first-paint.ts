import { startTransition, useEffect, useState } from 'react';
import { runAfterNextPaint } from './after-next-paint';

/**
 * False in the first render, true once the screen it belongs to has painted. Secondary parts of a page (up next,
 * credits, the footer) wait for it, so the first commit holds only what the visitor came for (the player) and
 * stays short; the rest renders as an interruptible transition that yields to the player's own work.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (painted) return undefined;
    return runAfterNextPaint(() => {
      startTransition(() => {
        setPainted(true);
      });
    });
  }, [painted]);
  return painted;
}
