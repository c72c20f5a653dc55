import { uploadActivityThumbnailEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { CREATOR_CONTENT_KEY } from './list-creator-activities.queries';

/** POST /activities/:id/thumbnail (multipart `file`): my own card image. */
export function useUploadActivityThumbnail(activityId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiClient.request(uploadActivityThumbnailEndpoint, { params: { id: activityId }, body });
    },
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CREATOR_CONTENT_KEY }),
  });
}
