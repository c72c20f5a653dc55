import type { Tier } from '@streamit/contract';
import { updateTierRuleEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { POINTS_CONFIG_KEY } from './get-points-summary.queries';

/** Variables of a tier change: the tier, its new threshold and multiplier, and the version read. */
export interface UpdateTierRuleVariables {
  tier: Tier;
  threshold: number;
  multiplierBp: number;
  version: number;
}

/** PUT /admin/points-config/tier-multipliers/:tier, then everything is read again. */
export function useUpdateTierRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tier, ...body }: UpdateTierRuleVariables) =>
      apiClient.request(updateTierRuleEndpoint, { params: { tier }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POINTS_CONFIG_KEY }),
  });
}
