import type { FastifyInstance } from 'fastify';
import { routeOptionsOf } from './route-snapshot.js';

/**
 * Refusals logged as security events (ASVS V16.3.2, V16.3.3; listed in docs/security/logging.md): each
 * answer with one of these statuses adds one warn line naming the event, route and client address, so a
 * log processor can count probing, credential stuffing and rate-limit hits without parsing messages.
 */
export const SECURITY_EVENTS: Readonly<Record<number, string>> = {
  400: 'input_refused',
  401: 'authentication_refused',
  403: 'access_refused',
  413: 'body_too_large',
  415: 'media_type_refused',
  429: 'rate_limited',
};

export function registerSecurityEvents(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    const securityEvent = SECURITY_EVENTS[reply.statusCode];
    if (securityEvent !== undefined) {
      const route = routeOptionsOf(request).url ?? 'unmatched';
      request.log.warn(
        { securityEvent, method: request.method, route, status: reply.statusCode, ip: request.ip },
        'security event',
      );
    }
    done();
  });
}
