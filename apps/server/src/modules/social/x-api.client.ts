import type { Config } from '../../config.js';
import { AppError, RetryLaterError } from '../../http/app-error.js';
import { EgressRefusedError, fetchOutbound, type EgressContext } from '../../lib/egress/outbound-fetch.js';

/** X answered 429 or has no calls left on an endpoint: the member may try again at `retryAt`. */
export class XRateLimitedError extends RetryLaterError {
  readonly retryAt: Date;

  constructor(retryAt: number) {
    super((retryAt - Date.now()) / 1000, 'SOCIAL_X_RATE_LIMITED');
    this.retryAt = new Date(retryAt);
    this.message = `${this.message} (${this.retryAt.toISOString()})`;
  }
}

/** X refused our bearer token (401/403): checks pause and tasks fall back to manual review. */
export class XTokenRevokedError extends AppError {
  constructor() {
    super('SOCIAL_MANUAL_REVIEW_REQUIRED');
  }
}

/** Transport settings of the X API v2 client. */
export interface XClientSettings {
  /** Whose allow-list vets the calls (lib/egress). */
  egress: EgressContext;
  baseUrl: string;
  bearerToken: string;
  cacheMs: number;
  retryBaseMs: number;
}

/** The state one process keeps about X: cached answers, calls in flight, rate-limit windows, a revoked token. */
export interface XClient {
  settings: XClientSettings;
  cache: Map<string, { expiresAt: number; value: unknown }>;
  inFlight: Map<string, Promise<unknown>>;
  blockedUntil: Map<string, number>;
  revokedAt: number | null;
}

const TIMEOUT_MS = 10_000;
const RETRIES = 2;
/** After a 401/403 the token is tried again this long later (staff may have rotated it). */
export const REVOKED_RETRY_MS = 15 * 60_000;
/** A 429 without a reset header waits this long. */
const DEFAULT_BLOCK_MS = 60_000;

/** A client for these settings, with empty state. */
export function createXClient(settings: XClientSettings): XClient {
  return { settings, cache: new Map(), inFlight: new Map(), blockedUntil: new Map(), revokedAt: null };
}

const clients = new WeakMap<Config, XClient>();

/** The process's X client for this configuration, or null when no bearer token is configured. */
export function xClientOf(config: Config): XClient | null {
  if (!config.X_API_BEARER_TOKEN) return null;
  let client = clients.get(config);
  if (!client) {
    client = createXClient({
      egress: { config },
      baseUrl: config.X_API_BASE_URL.replace(/\/$/, ''),
      bearerToken: config.X_API_BEARER_TOKEN,
      cacheMs: config.X_API_CACHE_SECONDS * 1000,
      retryBaseMs: config.X_API_RETRY_BASE_MS,
    });
    clients.set(config, client);
  }
  return client;
}

/** Whether X refused the token recently, so checks are paused. */
export function isTokenRevoked(client: XClient, now = Date.now()): boolean {
  return client.revokedAt !== null && now - client.revokedAt < REVOKED_RETRY_MS;
}

function noteRateLimit(client: XClient, family: string, response: Response): void {
  const remaining = response.headers.get('x-rate-limit-remaining');
  const reset = Number(response.headers.get('x-rate-limit-reset'));
  const resetAt = Number.isFinite(reset) && reset > 0 ? reset * 1000 : Date.now() + DEFAULT_BLOCK_MS;
  if (response.status === 429 || remaining === '0') client.blockedUntil.set(family, resetAt);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A refused destination is not retried: it is thrown as X being unavailable at once.
async function fetchOnce(client: XClient, path: string): Promise<Response | null> {
  return fetchOutbound(client.settings.egress, 'x-api', `${client.settings.baseUrl}${path}`, {
    // Never followed: a redirect would carry our credentials to another address (ASVS V15.3.2).
    redirect: 'error',
    headers: { authorization: `Bearer ${client.settings.bearerToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((error: unknown) => {
    if (error instanceof EgressRefusedError) throw new AppError('SOCIAL_X_UNAVAILABLE');
    return null;
  });
}

/**
 * GET `path` on X. An endpoint `family` that has no calls left is not called until its reset; 429 answers
 * "try again at"; 401/403 marks the token revoked; 5xx and network failures are retried with back-off.
 */
export async function getFromX(client: XClient, family: string, path: string): Promise<unknown> {
  if (isTokenRevoked(client)) throw new XTokenRevokedError();
  const blocked = client.blockedUntil.get(family) ?? 0;
  if (blocked > Date.now()) throw new XRateLimitedError(blocked);
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetchOnce(client, path);
    if (response) noteRateLimit(client, family, response);
    if (response?.status === 429) throw new XRateLimitedError(client.blockedUntil.get(family) ?? 0);
    if (response?.status === 401 || response?.status === 403) {
      client.revokedAt = Date.now();
      throw new XTokenRevokedError();
    }
    if (response?.ok) {
      client.revokedAt = null;
      return response.json();
    }
    if ((response && response.status < 500) || attempt >= RETRIES) throw new AppError('SOCIAL_X_UNAVAILABLE');
    await sleep(client.settings.retryBaseMs * 2 ** attempt);
  }
}

const CACHE_MAX_ENTRIES = 10_000;

function remember(client: XClient, key: string, value: unknown): void {
  if (client.settings.cacheMs <= 0) return;
  // A Map iterates in insertion order, so the first key is the oldest entry.
  if (client.cache.size >= CACHE_MAX_ENTRIES) client.cache.delete(client.cache.keys().next().value ?? '');
  client.cache.delete(key);
  client.cache.set(key, { expiresAt: Date.now() + client.settings.cacheMs, value });
}

/**
 * The cached answer for `key`, else `load()` once however many callers ask at the same time. `fresh`
 * skips the cached answer (the re-check job) but still shares a call in flight and refreshes the cache.
 */
export async function cachedFromX<T>(
  client: XClient,
  key: string,
  load: () => Promise<T>,
  fresh = false,
): Promise<T> {
  const hit = client.cache.get(key);
  if (!fresh && hit && hit.expiresAt > Date.now()) return hit.value as T;
  const running = client.inFlight.get(key);
  if (running) return running as Promise<T>;
  const call = load()
    .then((value) => {
      remember(client, key, value);
      return value;
    })
    .finally(() => client.inFlight.delete(key));
  client.inFlight.set(key, call);
  return call;
}
