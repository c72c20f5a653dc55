import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForeignRowError } from './app-error.js';
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

/** A member asked for a row that exists but is someone else's (answered like a missing one). */
export const FOREIGN_ACCESS_EVENT = 'access.denied_foreign';

// The refusal seen by onError, for the onResponse line (the error handler answers it as a plain 404).
const foreignRefusals = new WeakMap<FastifyRequest, ForeignRowError>();

export function registerSecurityEvents(app: FastifyInstance): void {
  app.addHook('onError', (request, _reply, error, done) => {
    if (error instanceof ForeignRowError) foreignRefusals.set(request, error);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const foreign = foreignRefusals.get(request);
    const securityEvent = foreign ? FOREIGN_ACCESS_EVENT : SECURITY_EVENTS[reply.statusCode];
    if (securityEvent !== undefined) {
      const route = routeOptionsOf(request).url ?? 'unmatched';
      const refused = foreign ? { actor: foreign.actorId, resource: foreign.resource } : {};
      request.log.warn(
        {
          securityEvent,
          method: request.method,
          route,
          status: reply.statusCode,
          ip: request.ip,
          ...refused,
        },
        'security event',
      );
    }
    done();
  });
}
