import type { FastifyInstance, FastifyRequest } from 'fastify';

type RouteSnapshot = FastifyRequest['routeOptions'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The matched route's options, read once (see `routeOptionsOf`); null until a hook asks. */
    routeSnapshot: RouteSnapshot | null;
  }
}

/**
 * The matched route's options (pattern, schema, config). Fastify builds a fresh object on every read of
 * `request.routeOptions`, and several app-wide hooks need it on every request, so it is read once here.
 */
export function routeOptionsOf(request: FastifyRequest): RouteSnapshot {
  request.routeSnapshot ??= request.routeOptions;
  return request.routeSnapshot;
}

/** Declares the per-request slot (same object shape for every request); call before any hook uses it. */
export function installRouteSnapshot(app: FastifyInstance): void {
  app.decorateRequest('routeSnapshot', null);
}
