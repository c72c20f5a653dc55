import { API_BASE_PATH } from '@streamit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routeOptionsOf } from './route-snapshot.js';

const PRIVATE_PREFIXES = [`${API_BASE_PATH}/auth/`, `${API_BASE_PATH}/admin/`];

/**
 * True when the answer to this request belongs to one person: it carried credentials, or its route
 * needs a session (declared `security`, or the auth and admin areas that hand out and use tokens).
 * Public caching (anonymous catalog reads) must check this first.
 */
export function isPrivateRequest(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  const route = routeOptionsOf(request);
  const schema = route.schema as { security?: unknown[] } | undefined;
  if (schema?.security && schema.security.length > 0) return true;
  const url = route.url ?? request.url;
  return PRIVATE_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/**
 * Marks every private response `Cache-Control: no-store`. It runs on send, after handlers and
 * earlier hooks, so a cache header set for the public case cannot leak onto a signed-in answer.
 */
export function installPrivateNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // A stricter value a handler set (e.g. `private, no-store`) already says the same and stays.
    const current = reply.getHeader('cache-control');
    if (isPrivateRequest(request) && !String(current ?? '').includes('no-store')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
