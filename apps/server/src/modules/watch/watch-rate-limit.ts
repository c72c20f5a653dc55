import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { hashToken } from '../../lib/security/tokens.js';

// Counted per bearer token, so viewers sharing one address (a household, a campus) do not limit each other;
// hashed, so a shared rate-limit store never holds bearer tokens.
function heartbeatRateLimit(max: number) {
  const keyGenerator = (request: FastifyRequest) => {
    const header = request.headers.authorization;
    return header ? `watch:${hashToken(header)}` : request.ip;
  };
  return { max, timeWindow: 60_000, keyGenerator };
}

/** Route options of session starts and heartbeats: WATCH_RATE_LIMIT_MAX a minute per member token. */
export function watchRouteOptions(deps: AppDeps) {
  return { config: { rateLimit: heartbeatRateLimit(deps.config.WATCH_RATE_LIMIT_MAX) } };
}
