import {
  getInteractionHistoryEndpoint,
  getViewStatusEndpoint,
  getWatchHistoryEndpoint,
  getWatchProgressEndpoint,
  listContinueWatchingEndpoint,
  startWatchEndpoint,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerEndpoint } from '../../http/register-endpoint.js';
import { currentMember } from '../sessions/require-member.js';
import {
  getInteractionHistory,
  getViewStatus,
  getWatchHistory,
  getWatchProgress,
  listContinueWatching,
} from './watch-history.service.js';
import { startWatchSession } from './watch.service.js';
import { watchRouteOptions } from './watch-rate-limit.js';

/** Watch sessions, views, progress and histories (signed-in members); heartbeats are the earning module's. */
export function registerWatchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const limited = watchRouteOptions(deps);
  const userOf = (request: Parameters<typeof currentMember>[0]) => currentMember(request).userId;
  registerEndpoint(
    app,
    startWatchEndpoint,
    ({ params, body, request }) =>
      startWatchSession(deps, userOf(request), params.id, body.currentTime, request.ip),
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
