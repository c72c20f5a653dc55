import { setLeaderboardVisibilityEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** PUT /points/leaderboard/visibility: hides or shows the member, then reloads the leaderboard. */
export function useSetLeaderboardVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hidden: boolean) =>
      apiClient.request(setLeaderboardVisibilityEndpoint, { body: { hidden } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['points', 'leaderboard'] });
    },
  });
}
