import type { UpdateActivityBody } from '@streamit/contract';
import { updateActivityEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { CREATOR_CONTENT_KEY } from './list-creator-activities.queries';

/** PATCH /activities/:id: changes the details of one of my videos. */
export function useUpdateActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateActivityBody }) =>
      apiClient.request(updateActivityEndpoint, { params: { id }, body }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CREATOR_CONTENT_KEY }),
  });
}
