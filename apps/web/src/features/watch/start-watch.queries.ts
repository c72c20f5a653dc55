import type { WatchSession } from '@streamit/contract';
import { startWatchEndpoint } from '@streamit/contract/routes';
import { apiClient } from '../../lib/api-client';

/** POST /activities/:id/interaction/start: a server-issued session starting at `currentTime`. */
export function startWatch(activityId: string, currentTime: number): Promise<WatchSession> {
  return apiClient.request(startWatchEndpoint, {
    params: { id: activityId },
    body: { currentTime: Math.max(0, Math.round(currentTime * 1000) / 1000) },
  });
}
