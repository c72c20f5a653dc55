import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { hashToken } from '../../lib/security/tokens.js';

// Counted per member session, so viewers sharing one address (a household, a campus) do not limit each other.
// The limit runs after the member guard (a route's own hooks follow it), which has already found the session
// behind the bearer token: its id keys the count without hashing the token a second time on every heartbeat
// (decision 085). Without a session (a refused request never gets here), the token's hash, never the token.
function heartbeatRateLimit(max: number) {
  const keyGenerator = (request: FastifyRequest) => {
    if (request.member) return `watch:${request.member.sessionId}`;
    const header = request.headers.authorization;
    return header ? `watch:${hashToken(header)}` : request.ip;
  };
  return { max, timeWindow: 60_000, keyGenerator };
}

/** Route options of session starts and heartbeats: WATCH_RATE_LIMIT_MAX a minute per member session. */
export function watchRouteOptions(deps: AppDeps) {
  return { config: { rateLimit: heartbeatRateLimit(deps.config.WATCH_RATE_LIMIT_MAX) } };
}
