import type { CampaignBody } from '@streamit/contract';
import { proposeCampaignEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { PORTAL_KEY } from './partners.queries';

/** POST /partner/campaigns: the owner proposes a campaign; the portal's list then shows it waiting for review. */
export function useProposeCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignBody) => apiClient.request(proposeCampaignEndpoint, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: PORTAL_KEY }),
  });
}
