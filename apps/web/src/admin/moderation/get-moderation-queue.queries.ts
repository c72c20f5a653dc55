import type { ModerationQueueQuery } from '@streamit/contract';
import { getModerationQueueEndpoint } from '@streamit/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Key prefix of every moderation queue page, for refreshing them all after a decision. */
export const MODERATION_QUEUE_KEY = ['admin', 'moderation', 'queue'] as const;

/** Query options for GET /admin/content/moderation-queue with its filters and page. */
export function moderationQueueQueryOptions(query: Partial<ModerationQueueQuery>) {
  return queryOptions({
    queryKey: [...MODERATION_QUEUE_KEY, query] as const,
    queryFn: ({ signal }) => apiClient.request(getModerationQueueEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Reads one page of content waiting for review, oldest first. */
export function useModerationQueue(query: Partial<ModerationQueueQuery>) {
  return useQuery(moderationQueueQueryOptions(query));
}
