import { uploadActivityCaptionsEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** POST /activities/:id/media?label=<language> (multipart `file`): a WebVTT captions track. */
export function useUploadActivityCaptions(activityId: string) {
  return useMutation({
    mutationFn: ({ file, label }: { file: File; label: string }) => {
      const body = new FormData();
      body.append('file', file);
      return apiClient.request(uploadActivityCaptionsEndpoint, {
        params: { id: activityId },
        query: { label },
        body,
      });
    },
    retry: false,
  });
}
