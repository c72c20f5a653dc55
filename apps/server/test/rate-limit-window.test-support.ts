/**
 * Waits out the last seconds of a fixed rate-limit window (aligned to the epoch, as shared-window-store.ts
 * aligns them), so a burst is counted in one window, not split over two.
 */
export async function clearOfWindowEdge(windowMs = 60_000, marginMs = 5_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
