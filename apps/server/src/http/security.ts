import cors from '@fastify/cors';
import { IDEMPOTENT_REPLAYED_HEADER } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { installRateLimits } from './rate-limit-families.js';
import { computeSecurityHeaders } from './security-headers.js';

/**
 * Hardening headers (computed once), the CORS allowlist and the API rate limits by route family.
 * A route can set its own limit with `config.rateLimit` (its own counter in the same O(1) store).
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const securityHeaders = computeSecurityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(securityHeaders);
    done();
  });
  const allowed = new Set([...config.CORS_ORIGINS, new URL(config.publicUrl).origin]);
  await app.register(cors, {
    origin: (origin, callback) => {
      callback(null, origin === undefined || allowed.has(origin));
    },
    credentials: false,
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    exposedHeaders: [
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Retry-After',
      IDEMPOTENT_REPLAYED_HEADER,
    ],
  });
  installRateLimits(app, config);
}
