import { API_BASE_PATH, type Endpoint } from '@streamit/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { sendError } from './error-handler.js';

/**
 * Which site's pages may call a route from a browser (decision 091): `staff` routes only the admin origin's,
 * `member` routes (member sessions and member sign-in) only the member origin's, `any` both.
 */
export type RouteRealm = 'staff' | 'member' | 'any';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by registerEndpoint from the contract; routes outside the contract leave it unset (any). */
    realm?: RouteRealm;
  }
}

// Public writes under /auth that open or recover a member session (sign-in, sign-up, password reset...).
const MEMBER_AUTH_PREFIX = '/auth/';
const STAFF_AUTH_PREFIX = '/auth/admin/';
const SHARED_AUTH_PREFIX = '/auth/captcha/';

/** The realm of a contract endpoint, from its `auth` and, for the public sign-in routes, its path. */
export function realmOfEndpoint(endpoint: Endpoint): RouteRealm {
  if (endpoint.auth === 'admin' || endpoint.path.startsWith(STAFF_AUTH_PREFIX)) return 'staff';
  if (endpoint.auth === 'member') return endpoint.staffPermission ? 'any' : 'member';
  const memberAuthWrite =
    endpoint.method !== 'GET' &&
    endpoint.path.startsWith(MEMBER_AUTH_PREFIX) &&
    !endpoint.path.startsWith(SHARED_AUTH_PREFIX);
  return memberAuthWrite ? 'member' : 'any';
}

const ADMIN_PAGE = /^\/admin(?:[/?#]|$)/;

function isAdminPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return ADMIN_PAGE.test(request.url);
}

/**
 * The host of the page that made a browser request: its Origin, or for a same-origin GET (which carries
 * none) the host it was sent to. Null when no page made it: an address typed or followed, or not a browser.
 * A page elsewhere that withheld its origin counts as a foreign one.
 */
function callerHost(request: FastifyRequest): string | null {
  const { origin } = request.headers;
  if (origin !== undefined) {
    return URL.canParse(origin) ? new URL(origin).host : 'opaque';
  }
  const site = request.headers['sec-fetch-site'];
  if (site === 'same-origin') return request.host;
  return site === 'same-site' || site === 'cross-site' ? 'opaque' : null;
}

function isRefused(realm: RouteRealm | undefined, caller: string | null, adminHost: string): boolean {
  if (caller === null || realm === undefined || realm === 'any') return false;
  return realm === 'staff' ? caller !== adminHost : caller === adminHost;
}

/**
 * With ADMIN_ORIGIN set, staff and members use separate origins (decision 091): /admin pages asked for on
 * any other host move there, the staff API refuses browser calls from any page but the admin origin's, and
 * the member API (sessions and sign-in) refuses the admin origin's pages. Without it (development) nothing
 * changes. Requests no browser page made (scripts, curl, the API tests) are not concerned.
 */
export function registerAdminOrigin(app: FastifyInstance, config: Config): void {
  if (!config.ADMIN_ORIGIN) return;
  const adminOrigin = config.ADMIN_ORIGIN;
  const adminHost = new URL(adminOrigin).host;
  // Callback style, answering without calling done: a returned reply would be awaited and run the chain on.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    if (request.url.startsWith(`${API_BASE_PATH}/`)) {
      if (isRefused(request.routeOptions.config.realm, callerHost(request), adminHost)) {
        void sendError(reply, 'FORBIDDEN');
        return;
      }
    } else if (isAdminPage(request) && request.host !== adminHost) {
      void reply.redirect(`${adminOrigin}${request.url}`, 302);
      return;
    }
    done();
  });
}
