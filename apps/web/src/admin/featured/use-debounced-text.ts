import { useEffect, useState } from 'react';

/** The text once it has stopped changing for `delayMs` (so a search runs once per pause in typing). */
export function useDebouncedText(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(text);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [text, delayMs]);
  return settled;
}
