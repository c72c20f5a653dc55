import { getPointsBalanceEndpoint } from '@streamit/contract/routes';
import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';

// In lib, not in a feature: features never import each other, and the header, the wallet and whatever pays
// points (completion, heartbeat, quiz, game) all need these (decision 048).

/** Every points query lives under this key, so one award refreshes them all (the header's balance too). */
export const POINTS_QUERY_ROOT = ['points'] as const;

/** The points figures query (GET /points/balance): the header, the wallet. */
export const POINTS_FIGURES_KEY = [...POINTS_QUERY_ROOT, 'balance'] as const;

/** Query options of the member's points figures (balance, earned in total, on hold, today, daily goal). */
export function pointsFiguresQuery() {
  return {
    queryKey: POINTS_FIGURES_KEY,
    queryFn: ({ signal }: { signal: AbortSignal }) => apiClient.request(getPointsBalanceEndpoint, { signal }),
  };
}

/**
 * Refreshes every screen's points figures after anything that moves points (an award paid by a completion,
 * a heartbeat, a quiz or a game answer; an exchange request): the points queries (header, dashboard, /points,
 * leaderboard, watch to earn), the dashboard summary and the wallet's balances.
 */
export async function refreshPointsFigures(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: POINTS_QUERY_ROOT }),
    queryClient.invalidateQueries({ queryKey: ['member', 'dashboard-stats'] }),
    queryClient.invalidateQueries({ queryKey: ['wallet', 'balance'] }),
  ]);
}
