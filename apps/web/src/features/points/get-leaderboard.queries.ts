import type { Leaderboard } from '@streamit/contract';
import { getLeaderboardEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** A leaderboard window: all time, this month, this week. */
export type LeaderboardPeriod = Leaderboard['period'];

/** GET /points/leaderboard (public; a signed-in member also gets their own row). */
export function useLeaderboard(period: LeaderboardPeriod, signedIn: boolean) {
  return useQuery({
    // The member's own row depends on who asks, so a sign-in or sign-out is its own cache entry.
    queryKey: ['points', 'leaderboard', period, signedIn],
    queryFn: ({ signal }) =>
      apiClient.request(getLeaderboardEndpoint, { signal, query: { period, limit: 20 } }),
  });
}
