import { API_BASE_PATH } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { MEDIA_URL_PREFIX } from '../modules/media/media-paths.js';
import { createCorsStep } from './cors.js';
import { installRateLimits } from './rate-limit-families.js';
import { computeApiSecurityHeaders, computeSecurityHeaders } from './security-headers.js';

const API_PREFIX = `${API_BASE_PATH}/`;
const MEDIA_PREFIX = `${MEDIA_URL_PREFIX}/`;

/**
 * Hardening headers (computed once: the full set on pages and assets, the short API set on JSON and
 * media), the CORS allowlist and the API rate limits by route family, in one callback hook so every
 * request pays for one hook call here. A route can set its own limit with `config.rateLimit`.
 */
export function registerSecurity(app: FastifyInstance, deps: AppDeps): void {
  const { config } = deps;
  const documentHeaders = computeSecurityHeaders(config);
  const apiHeaders = computeApiSecurityHeaders(config);
  const applyCors = createCorsStep(new Set([...config.CORS_ORIGINS, new URL(config.publicUrl).origin]));
  app.addHook('onRequest', (request, reply, done) => {
    const { url } = request;
    const isData = url.startsWith(API_PREFIX) || url.startsWith(MEDIA_PREFIX);
    // Every answer depends on the caller's Origin (CORS headers), so shared caches must key on it.
    void reply.headers(isData ? apiHeaders : documentHeaders).header('vary', 'Origin');
    if (applyCors(request, reply) === 'continue') done();
  });
  installRateLimits(app, deps);
}
