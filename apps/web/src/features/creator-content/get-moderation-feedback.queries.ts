import { getModerationFeedbackEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { CREATOR_CONTENT_KEY } from './list-creator-activities.queries';

/** GET /creator/moderation-feedback: moderators' decisions and reasons on my content, newest first. */
export function useModerationFeedback() {
  return useQuery({
    queryKey: [...CREATOR_CONTENT_KEY, 'feedback'] as const,
    queryFn: ({ signal }) => apiClient.request(getModerationFeedbackEndpoint, { signal }),
  });
}
