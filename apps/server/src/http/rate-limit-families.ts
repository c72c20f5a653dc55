import { API_BASE_PATH } from '@streamit/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import type { Config } from '../config.js';
import { sendError } from './error-handler.js';
import { FixedWindowStore } from './rate-limit-store.js';

/** API route families with their own budgets: sign-in style routes strict, reads generous. */
export type RouteFamily = 'auth' | 'read' | 'write';

/** Paths (under the API base) that take credentials, codes or send email: the strict family. */
const AUTH_PATH_PREFIXES = [
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/verify',
  '/auth/resend',
  '/auth/change-password',
  '/auth/link-password',
  '/auth/oauth',
  '/auth/security/2fa',
  '/auth/admin/login',
  '/auth/admin/setup',
  '/auth/admin/totp',
].map((prefix) => `${API_BASE_PATH}${prefix}`);

/** The family of an API route, or undefined for anything outside the API (pages, assets, media). */
export function classifyRoute(method: string, url: string): RouteFamily | undefined {
  if (!url.startsWith(`${API_BASE_PATH}/`)) return undefined;
  if (AUTH_PATH_PREFIXES.some((prefix) => url.startsWith(prefix))) return 'auth';
  return method === 'GET' || method === 'HEAD' ? 'read' : 'write';
}

function familyMax(config: Config, family: RouteFamily): number {
  if (family === 'auth') return config.RATE_LIMIT_AUTH_MAX;
  if (family === 'write') return config.RATE_LIMIT_WRITE_MAX;
  return config.RATE_LIMIT_MAX;
}

/** A route's own limit (`config.rateLimit`), counted apart from its family; `false` opts out. */
export interface RouteRateLimit {
  max: number;
  timeWindow: number;
  /** Whose requests count together; the client address when absent. */
  keyGenerator?: (request: FastifyRequest) => string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own per-client limit instead of its family's, or `false` for none (health). */
    rateLimit?: RouteRateLimit | false;
  }
}

type KeyOf = (request: FastifyRequest) => string;

function createLimitHook(max: number, store: FixedWindowStore, keyOf: KeyOf) {
  const limit = String(max);
  // Callback style: every API request passes here, and one under its budget waits for nothing.
  return function limitRequests(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const { count, resetAtMs } = store.hit(keyOf(request));
    const resetSeconds = String(Math.max(1, Math.ceil((resetAtMs - Date.now()) / 1000)));
    void reply.headers({
      'ratelimit-limit': limit,
      'ratelimit-remaining': String(Math.max(0, max - count)),
      'ratelimit-reset': resetSeconds,
    });
    if (count <= max) {
      done();
      return;
    }
    void reply.header('retry-after', resetSeconds);
    void sendError(reply, 'RATE_LIMITED');
  };
}

function appendOnRequest(route: RouteOptions, hook: ReturnType<typeof createLimitHook>): void {
  const existing = route.onRequest;
  if (!existing) route.onRequest = [hook];
  else route.onRequest = Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}

const clientAddress: KeyOf = (request) => request.ip;

/** The limit hook of a route that sets its own `config.rateLimit`: a counter of its own. */
function createRouteHook(own: RouteRateLimit) {
  return createLimitHook(own.max, new FixedWindowStore(own.timeWindow), own.keyGenerator ?? clientAddress);
}

/**
 * Every API route gets its family's per-client budget (one shared counter per family and address); a route
 * that sets `config.rateLimit` (media, search, contact...) gets its own counter instead, and `false` none.
 * All counting is the O(1) fixed-window store; pages, the SPA shell and static assets are never counted.
 * Must be installed before routes.
 */
export function installRateLimits(app: FastifyInstance, config: Config): void {
  const hooks = new Map<RouteFamily, ReturnType<typeof createLimitHook>>();
  for (const family of ['auth', 'read', 'write'] as const) {
    const store = new FixedWindowStore(config.RATE_LIMIT_WINDOW_MS);
    hooks.set(
      family,
      createLimitHook(familyMax(config, family), store, (request) => `${family}:${request.ip}`),
    );
  }
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (own === false) return;
    if (own !== undefined) {
      appendOnRequest(route, createRouteHook(own));
      return;
    }
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    const family = classifyRoute(String(method), route.url);
    const hook = family && hooks.get(family);
    if (hook) appendOnRequest(route, hook);
  });
}
