import type { PointsConfigDraft, Tier } from '@streamit/contract';
import { previewPointsConfigEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** A draft to preview: the change, optionally the sample activities and the member tier to price it for. */
export interface PreviewRequest {
  draft: PointsConfigDraft;
  activityIds?: string[];
  tier?: Tier;
}

/** POST /admin/points-config/preview: what the draft would pay on sample activities (nothing is saved). */
export function usePointsPreview(request: PreviewRequest | null) {
  return useQuery({
    queryKey: ['admin', 'points-preview', request] as const,
    queryFn: ({ signal }) =>
      apiClient.request(previewPointsConfigEndpoint, {
        body: { tier: 'BASIC', ...request, draft: request?.draft ?? {} },
        signal,
      }),
    enabled: request !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
