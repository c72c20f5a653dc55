import { deleteActivityEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { CREATOR_CONTENT_KEY } from './list-creator-activities.queries';

/** DELETE /activities/:id: removes one of my videos and all its files. */
export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.request(deleteActivityEndpoint, { params: { id } }),
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CREATOR_CONTENT_KEY }),
  });
}
