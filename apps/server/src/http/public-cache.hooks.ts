import { API_BASE_PATH } from '@streamit/contract';
import pg from 'pg';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { computeEtag, PublicReadCache } from './public-cache.js';
import {
  listenForInvalidations,
  notifyPublicReadsChanged,
  type InvalidationListener,
} from './public-cache-invalidation.js';

const MAX_ENTRIES = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's public read cache (installed by `installPublicReadCache`). */
    publicReadCache: PublicReadCache;
  }
  interface FastifyContextConfig {
    /** This GET answers every anonymous caller the same: cache it in memory and let CDNs share it. */
    publicCache?: boolean;
  }
}

/** Route options for a cacheable public read: `registerEndpoint(app, endpoint, handler, PUBLIC_CACHE)`. */
export const PUBLIC_CACHE = { config: { publicCache: true } };

/**
 * Successful writes to these routes change what anonymous readers see (catalogue, featured slots,
 * moderation, creator content, reports that can hide an activity), so they clear every process's cache.
 */
const CATALOG_WRITE_PATTERNS = [
  /^\/admin\//,
  /^\/creator\//,
  /^\/activities\/create$/,
  /^\/activities\/:id$/,
  /^\/activities\/:id\/(media|thumbnail|retry-transcode|preview|report)/,
  /^\/auth\/profile/,
  /^\/users\/avatar/,
  /^\/users\/creator-(profile|banner)/,
];

/** Whether a successful call of this route must clear the public read cache. */
export function isCatalogWrite(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD' || !url.startsWith(`${API_BASE_PATH}/`)) return false;
  const path = url.slice(API_BASE_PATH.length);
  return CATALOG_WRITE_PATTERNS.some((pattern) => pattern.test(path));
}

function appendHook(route: RouteOptions, name: 'onRequest' | 'onSend', hook: unknown): void {
  const existing = route[name] as unknown;
  const list: unknown[] = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  (route as unknown as Record<string, unknown[]>)[name] = [...list, hook];
}

interface ReadState {
  generation: number;
  hit: boolean;
}

function createReadHooks(cache: PublicReadCache, cacheControl: string) {
  const states = new WeakMap<FastifyRequest, ReadState>();
  // X-Cache says whether this process answered from memory (for operators and the tests).
  const markPublic = (reply: FastifyReply, etag: string, hit: boolean) =>
    reply.headers({
      etag,
      'cache-control': cacheControl,
      // Origin: CORS headers differ per caller (see http/cors.ts); Authorization: signed-in answers differ.
      vary: 'Origin, Authorization',
      'x-cache': hit ? 'HIT' : 'MISS',
    });
  // Callback-style hooks (no promise per request): a hit is answered here and `done` is not called.
  const serveCached = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // Anything sent with credentials may be personalised: never from, into or for a shared cache.
    if (request.headers.authorization !== undefined) {
      void reply.header('cache-control', 'private, no-store');
      done();
      return;
    }
    const cached = cache.get(request.url);
    states.set(request, { generation: cache.generation, hit: cached !== undefined });
    if (!cached) {
      done();
      return;
    }
    markPublic(reply, cached.etag, true);
    if (request.headers['if-none-match'] === cached.etag) void reply.code(304).send();
    else void reply.type('application/json; charset=utf-8').send(cached.body);
  };
  const storeAnswer = (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (error: null, payload: unknown) => void,
  ) => {
    const state = states.get(request);
    if (!state || state.hit || reply.statusCode !== 200 || typeof payload !== 'string') {
      done(null, payload);
      return;
    }
    const etag = cache.store(request.url, payload, state.generation)?.etag ?? computeEtag(payload);
    markPublic(reply, etag, false);
    if (request.headers['if-none-match'] !== etag) {
      done(null, payload);
      return;
    }
    void reply.code(304);
    done(null, '');
  };
  return { serveCached, storeAnswer };
}

function createWriteHook(listener: InvalidationListener, deps: AppDeps) {
  // Before the answer leaves: the writer's next read, on any process, must not see the old data.
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode < 400) await listener.announce(deps.db);
    return payload;
  };
}

/** How the app's pool connects, so the listener opens its own connection to the same database. */
function connectionOptionsOf(deps: AppDeps): pg.ClientConfig {
  const client = (deps.db as AppDeps['db'] & { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('The public read cache needs a pg.Pool database handle');
  return client.options;
}

/** `public, max-age=…` for browsers and CDNs, derived from the in-process TTL. */
function buildCacheControl(ttlMs: number): string {
  const seconds = Math.max(1, Math.round(ttlMs / 1000));
  return `public, max-age=${Math.max(1, Math.round(seconds / 2))}, s-maxage=${seconds}, stale-while-revalidate=${seconds * 3}`;
}

/**
 * Anonymous public reads (routes with `config.publicCache`) from memory, with ETag/304 and a
 * CDN-friendly Cache-Control; catalogue writes clear every process's copy through LISTEN/NOTIFY.
 * Must be installed before routes.
 */
export function installPublicReadCache(app: FastifyInstance, deps: AppDeps): void {
  const { config } = deps;
  const cache = new PublicReadCache(config.PUBLIC_CACHE_TTL_MS, MAX_ENTRIES);
  app.decorate('publicReadCache', cache);
  // With the cache off (TTL 0) this process only announces its writes to the others.
  const listener: InvalidationListener =
    config.PUBLIC_CACHE_TTL_MS > 0
      ? listenForInvalidations(connectionOptionsOf(deps), cache, app.log)
      : { announce: (db) => notifyPublicReadsChanged(db), close: () => Promise.resolve() };
  app.addHook('onClose', async () => {
    await listener.close();
  });
  const reads = createReadHooks(cache, buildCacheControl(config.PUBLIC_CACHE_TTL_MS));
  const write = createWriteHook(listener, deps);
  app.addHook('onRoute', (route) => {
    const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
    if (route.config?.publicCache && method === 'GET') {
      appendHook(route, 'onRequest', reads.serveCached);
      appendHook(route, 'onSend', reads.storeAnswer);
    }
    if (isCatalogWrite(method, route.url)) appendHook(route, 'onSend', write);
  });
}
