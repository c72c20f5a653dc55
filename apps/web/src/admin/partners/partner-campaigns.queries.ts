import type { CampaignAction, CampaignBody, CampaignUpdateBody } from '@streamit/contract';
import {
  approveCampaignProposalEndpoint,
  createCampaignEndpoint,
  endCampaignEndpoint,
  listPartnerCampaignsEndpoint,
  pauseCampaignEndpoint,
  rejectCampaignProposalEndpoint,
  resumeCampaignEndpoint,
  updateCampaignEndpoint,
} from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const KEY = ['admin', 'partners', 'campaigns'] as const;

/** GET /admin/partners/:id/campaigns: the partner's campaigns with their figures and budget left. */
export function usePartnerCampaigns(partnerId: string) {
  return useQuery({
    queryKey: [...KEY, partnerId] as const,
    queryFn: ({ signal }) =>
      apiClient.request(listPartnerCampaignsEndpoint, { params: { id: partnerId }, signal }),
  });
}

/** What the campaign form saves: a new campaign for the partner, or changes to an existing one. */
export type CampaignSave =
  | { kind: 'create'; partnerId: string; body: CampaignBody }
  | { kind: 'update'; campaignId: string; body: CampaignUpdateBody };

/** POST /admin/partners/:id/campaigns or PATCH /admin/partner-campaigns/:id. */
export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: CampaignSave) =>
      save.kind === 'create'
        ? apiClient.request(createCampaignEndpoint, { params: { id: save.partnerId }, body: save.body })
        : apiClient.request(updateCampaignEndpoint, { params: { id: save.campaignId }, body: save.body }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

const MOVES = {
  pause: pauseCampaignEndpoint,
  resume: resumeCampaignEndpoint,
  end: endCampaignEndpoint,
} as const;

/** POST /admin/partner-campaigns/:id/{pause|resume|end} with staff's reason. */
export function useMoveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: CampaignAction; reason: string }) =>
      apiClient.request(MOVES[action], { params: { id }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** POST /admin/partner-campaigns/:id/approve (funds it) or /reject with staff's reason. */
export function useDecideProposal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, approve, reason }: { id: string; approve: boolean; reason: string }) =>
      approve
        ? apiClient.request(approveCampaignProposalEndpoint, { params: { id } })
        : apiClient.request(rejectCampaignProposalEndpoint, { params: { id }, body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
