import type { CreateActivityBody } from '@streamit/contract';
import { createActivityEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { CREATOR_CONTENT_KEY } from './list-creator-activities.queries';

/** POST /activities/create: starts a DRAFT video with its details. */
export function useCreateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateActivityBody) => apiClient.request(createActivityEndpoint, { body }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CREATOR_CONTENT_KEY }),
  });
}
