import { API_BASE_PATH, type HeartbeatBody, type HeartbeatResult } from '@streamit/contract';
import { heartbeatEndpoint } from '@streamit/contract/routes';
import { apiClient, createIdempotencyKey } from '../../lib/api-client';
import { buildRequestInit, buildRequestPath, buildRequestUrl } from '../../lib/api/http-request';
import { readAuthToken } from '../../lib/auth-storage';

/** POST /activities/:id/interact: one heartbeat of a watch session. */
export function sendHeartbeat(activityId: string, body: HeartbeatBody): Promise<HeartbeatResult> {
  return apiClient.request(heartbeatEndpoint, { params: { id: activityId }, body });
}

/**
 * The same heartbeat sent as the page goes away: a `keepalive` fetch outlives the page, which the API
 * client's retrying request cannot. When the app lives on (Up next, a link inside the app) its answer still
 * arrives, and may carry an award (decision 047); after a real unload nobody reads it, and the server has
 * decided all the same.
 */
export async function sendFinalHeartbeat(
  activityId: string,
  body: HeartbeatBody,
): Promise<HeartbeatResult | null> {
  const path = buildRequestPath(heartbeatEndpoint.path, { id: activityId });
  const init = buildRequestInit({
    method: heartbeatEndpoint.method,
    token: readAuthToken('member'),
    idempotencyKey: createIdempotencyKey(),
    body,
  });
  try {
    const response = await fetch(buildRequestUrl(API_BASE_PATH, path, undefined), {
      ...init,
      keepalive: true,
    });
    return response.ok ? ((await response.json()) as HeartbeatResult) : null;
  } catch {
    return null;
  }
}
