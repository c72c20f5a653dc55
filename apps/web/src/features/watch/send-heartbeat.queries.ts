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
 * client's retrying request cannot. Its answer is of no use to a page that is gone.
 */
export function sendFinalHeartbeat(activityId: string, body: HeartbeatBody): void {
  const path = buildRequestPath(heartbeatEndpoint.path, { id: activityId });
  const init = buildRequestInit({
    method: heartbeatEndpoint.method,
    token: readAuthToken('member'),
    idempotencyKey: createIdempotencyKey(),
    body,
  });
  void fetch(buildRequestUrl(API_BASE_PATH, path, undefined), { ...init, keepalive: true }).catch(
    () => undefined,
  );
}
