import type { StorySectionViewInput } from '@streamit/contract';
import {
  getStoryEndpoint,
  getStoryReadingEndpoint,
  recordStoryViewEndpoint,
} from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /activities/:id/story: the published story's sections and the reading each one needs. */
export function useStory(id: string) {
  return useQuery({
    queryKey: ['story', id] as const,
    queryFn: ({ signal }) => apiClient.request(getStoryEndpoint, { params: { id }, signal }),
  });
}

/** GET /activities/:id/story/reading: the member's reading so far (members only). */
export function useStoryReading(id: string, member: boolean) {
  return useQuery({
    queryKey: ['story', id, 'reading'] as const,
    queryFn: ({ signal }) => apiClient.request(getStoryReadingEndpoint, { params: { id }, signal }),
    enabled: member,
  });
}

/** POST /activities/:id/story/views: the section on screen now; the answer carries the credit and any award. */
export function sendStoryView(id: string, body: StorySectionViewInput) {
  return apiClient.request(recordStoryViewEndpoint, { params: { id }, body });
}
