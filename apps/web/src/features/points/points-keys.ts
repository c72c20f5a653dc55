import type { QueryClient } from '@tanstack/react-query';

/** Every points query lives under this key, so one award refreshes them all. */
export const POINTS_QUERY_ROOT = ['points'] as const;

/** Refreshes every figure an award changes: points queries and the dashboard summary. */
export async function invalidatePointsQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: POINTS_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: ['member', 'dashboard-stats'] }),
  ]);
}
