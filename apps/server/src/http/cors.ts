import { IDEMPOTENT_REPLAYED_HEADER, PROFILE_VERSION_HEADER } from '@streamit/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

const ALLOWED_METHODS = 'GET, HEAD, PUT, PATCH, POST, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, Idempotency-Key';
const EXPOSED_HEADERS = [
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'Retry-After',
  IDEMPOTENT_REPLAYED_HEADER,
  PROFILE_VERSION_HEADER,
].join(', ');
// Browsers may reuse a preflight's answer this long instead of asking before every write.
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** What the CORS step did: `answered` means the preflight reply is sent and the request ends here. */
export type CorsOutcome = 'continue' | 'answered';

/**
 * The CORS allowlist, decided with one Set look-up per request. An allowed origin gets its own
 * origin echoed (never `*`, never credentials); any other origin gets no CORS headers at all, so the
 * browser keeps the answer from the calling page. A preflight from an allowed origin is answered
 * 204 here, before any guard or route runs.
 */
export function createCorsStep(allowedOrigins: ReadonlySet<string>) {
  return function applyCors(request: FastifyRequest, reply: FastifyReply): CorsOutcome {
    const { origin } = request.headers;
    if (origin === undefined || !allowedOrigins.has(origin)) return 'continue';
    void reply.header('access-control-allow-origin', origin);
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) {
      void reply.header('access-control-expose-headers', EXPOSED_HEADERS);
      return 'continue';
    }
    void reply
      .headers({
        'access-control-allow-methods': ALLOWED_METHODS,
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': PREFLIGHT_MAX_AGE_SECONDS,
        'content-length': '0',
      })
      .code(204)
      .send();
    return 'answered';
  };
}
