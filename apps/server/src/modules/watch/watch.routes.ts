import {
  getInteractionHistoryEndpoint,
  getViewStatusEndpoint,
  getWatchHistoryEndpoint,
  getWatchProgressEndpoint,
  heartbeatEndpoint,
  listContinueWatchingEndpoint,
  recordInteractionEndpoint,
  startWatchEndpoint,
} from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { hashToken } from '../../lib/security/tokens.js';
import { currentMember } from '../sessions/require-member.js';
import {
  getInteractionHistory,
  getViewStatus,
  getWatchHistory,
  getWatchProgress,
  listContinueWatching,
} from './watch-history.service.js';
import { recordHeartbeat, startWatchSession } from './watch.service.js';

// Counted per bearer token, so viewers sharing one address (a household, a campus) do not limit each other;
// hashed, so a shared rate-limit store never holds bearer tokens.
function heartbeatRateLimit(max: number) {
  const keyGenerator = (request: FastifyRequest) => {
    const header = request.headers.authorization;
    return header ? `watch:${hashToken(header)}` : request.ip;
  };
  return { max, timeWindow: 60_000, keyGenerator };
}

/** Watch sessions, heartbeats, views, progress and histories (all for signed-in members). */
export function registerWatchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const limited = { config: { rateLimit: heartbeatRateLimit(deps.config.WATCH_RATE_LIMIT_MAX) } };
  const userOf = (request: Parameters<typeof currentMember>[0]) => currentMember(request).userId;
  registerEndpoint(
    app,
    startWatchEndpoint,
    ({ params, body, request }) => startWatchSession(deps, userOf(request), params.id, body.currentTime),
    limited,
  );
  registerEndpoint(
    app,
    heartbeatEndpoint,
    ({ params, body, request }) => recordHeartbeat(deps, userOf(request), params.id, body),
    limited,
  );
  registerEndpoint(
    app,
    recordInteractionEndpoint,
    ({ body: { activityId, ...beat }, request }) => recordHeartbeat(deps, userOf(request), activityId, beat),
    limited,
  );
  registerEndpoint(app, getViewStatusEndpoint, ({ params, request }) =>
    getViewStatus(deps, userOf(request), params.id),
  );
  registerEndpoint(app, getWatchProgressEndpoint, ({ params, request }) =>
    getWatchProgress(deps, userOf(request), params.id),
  );
  registerEndpoint(app, getWatchHistoryEndpoint, ({ query, request }) =>
    getWatchHistory(deps, userOf(request), query.limit),
  );
  registerEndpoint(app, listContinueWatchingEndpoint, ({ query, request, reply }) => {
    // Saved places are private and change with every heartbeat: no shared or stale copies.
    void reply.header('cache-control', 'private, no-store');
    return listContinueWatching(deps, userOf(request), query.limit);
  });
  registerEndpoint(app, getInteractionHistoryEndpoint, ({ query, request }) =>
    getInteractionHistory(deps, userOf(request), query.limit),
  );
}
