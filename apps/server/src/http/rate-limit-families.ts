import { API_BASE_PATH } from '@streamit/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import type { AppDeps } from '../app-deps.js';
import type { Config } from '../config.js';
import { sendError } from './error-handler.js';
import {
  BatchedWindowStore,
  poolOf,
  SharedWindowStore,
  type WindowCounter,
  type WindowHit,
} from './shared-window-store.js';

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
  '/auth/delete-account',
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

function createLimitHook(max: number, store: WindowCounter, keyOf: KeyOf) {
  const limit = String(max);
  const answer = (hit: WindowHit, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const resetSeconds = String(Math.max(1, Math.ceil((hit.resetAtMs - Date.now()) / 1000)));
    void reply.headers({
      'ratelimit-limit': limit,
      'ratelimit-remaining': String(Math.max(0, max - hit.count)),
      'ratelimit-reset': resetSeconds,
    });
    if (hit.count <= max) {
      done();
      return;
    }
    void reply.header('retry-after', resetSeconds);
    void sendError(reply, 'RATE_LIMITED');
  };
  // Callback style: a counter that answers at once (the batched one) costs no promise per request.
  return function limitRequests(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const hit = store.hit(keyOf(request));
    if (!(hit instanceof Promise)) {
      answer(hit, reply, done);
      return;
    }
    hit.then(
      (counted) => {
        answer(counted, reply, done);
      },
      (error: unknown) => {
        done(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };
}

function appendOnRequest(route: RouteOptions, hook: ReturnType<typeof createLimitHook>): void {
  const existing = route.onRequest;
  if (!existing) route.onRequest = [hook];
  else route.onRequest = Array.isArray(existing) ? [...existing, hook] : [existing, hook];
}

const clientAddress: KeyOf = (request) => request.ip;

// Budgets this generous count in batches (decision 051); stricter ones count every hit exactly.
const BATCHED_FROM_MAX = 600;

/** A counter shared by every node: exact for tight budgets, batched for generous ones. */
interface CounterFactory {
  create(name: string, max: number, windowMs: number): WindowCounter;
  /** Sends every batched counter's last hits (on close, while the pool is open). */
  closeAll(): Promise<void>;
}

function createCounterFactory(app: FastifyInstance, deps: AppDeps): CounterFactory {
  const pool = poolOf(deps.db);
  const batched: BatchedWindowStore[] = [];
  return {
    create(name, max, windowMs) {
      if (max < BATCHED_FROM_MAX) return new SharedWindowStore(pool, name, windowMs);
      const store = new BatchedWindowStore(pool, name, windowMs, (error) => {
        app.log.error({ err: error, limit: name }, 'rate-limit counters could not be shared; retrying');
      });
      batched.push(store);
      return store;
    },
    async closeAll() {
      await Promise.all(batched.map((store) => store.close()));
    },
  };
}

/** The limit hook of a route that sets its own `config.rateLimit`: a counter of its own. */
function createRouteHook(counters: CounterFactory, route: RouteOptions, own: RouteRateLimit) {
  const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
  const counter = counters.create(`${method} ${route.url}`, own.max, own.timeWindow);
  return createLimitHook(own.max, counter, own.keyGenerator ?? clientAddress);
}

/**
 * Every API route gets its family's per-client budget (one shared counter per family and address); a route
 * that sets `config.rateLimit` (media, search, contact...) gets its own counter instead, and `false` none.
 * Counters live in PostgreSQL so every node counts one budget (decision 051); pages, the SPA shell and
 * static assets are never counted. Must be installed before routes.
 */
export function installRateLimits(app: FastifyInstance, deps: AppDeps): void {
  const counters = createCounterFactory(app, deps);
  app.addHook('onClose', () => counters.closeAll());
  const hooks = new Map<RouteFamily, ReturnType<typeof createLimitHook>>();
  for (const family of ['auth', 'read', 'write'] as const) {
    const max = familyMax(deps.config, family);
    const counter = counters.create(`family:${family}`, max, deps.config.RATE_LIMIT_WINDOW_MS);
    hooks.set(
      family,
      createLimitHook(max, counter, (request) => request.ip),
    );
  }
  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (own === false) return;
    if (own !== undefined) {
      appendOnRequest(route, createRouteHook(counters, route, own));
      return;
    }
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    const family = classifyRoute(String(method), route.url);
    const hook = family && hooks.get(family);
    if (hook) appendOnRequest(route, hook);
  });
}
