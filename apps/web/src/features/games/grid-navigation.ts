/** Where an arrow, Home or End key moves focus in a grid of `count` cells; null for other keys. */
export function nextGridIndex(
  index: number,
  key: string,
  { columns, count, rtl = false }: { columns: number; count: number; rtl?: boolean },
): number | null {
  // In right-to-left pages the row runs from the right, so the horizontal arrows swap.
  const step: Record<string, number> = {
    ArrowRight: rtl ? -1 : 1,
    ArrowLeft: rtl ? 1 : -1,
    ArrowDown: columns,
    ArrowUp: -columns,
  };
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  const delta = step[key];
  if (delta === undefined) return null;
  const next = index + delta;
  return next >= 0 && next < count ? next : index;
}
