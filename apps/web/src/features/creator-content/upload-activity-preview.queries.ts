import { uploadActivityPreviewEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /activities/:id/preview (multipart `file`): my own short teaser clip. */
export function useUploadActivityPreview(activityId: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return apiClient.request(uploadActivityPreviewEndpoint, { params: { id: activityId }, body });
    },
    retry: false,
  });
}
