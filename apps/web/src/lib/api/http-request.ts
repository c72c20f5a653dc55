import {
  buildEndpointPath,
  IDEMPOTENCY_HEADER,
  PROFILE_VERSION_HEADER,
  type HttpMethod,
} from '@streamit/contract';
import { getCurrentLanguage } from '../../i18n/i18n';

/** How one attempt ended: an HTTP answer, no answer at all, or our own timeout. */
export type AttemptOutcome =
  | { kind: 'response'; status: number; body: unknown; profileVersion: string | null }
  | { kind: 'network' }
  | { kind: 'timeout' };

/** Everything needed to send one attempt; retries send the same init again. */
export interface PreparedRequest {
  url: string;
  init: RequestInit;
  timeoutMs: number;
  signal: AbortSignal | undefined;
}

/** Inputs of a request before it becomes a fetch call. */
export interface RequestParts {
  method: HttpMethod;
  token: string | null;
  idempotencyKey: string | undefined;
  body: unknown;
}

type QueryValue = string | number | boolean | null | undefined;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toPathParams(params: unknown): Record<string, string | number> {
  if (!isRecord(params)) return {};
  const entries = Object.entries(params).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

function appendQueryValue(search: URLSearchParams, key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  search.append(key, String(value));
}

function toQueryString(query: unknown): string {
  if (!isRecord(query)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = (Array.isArray(value) ? value : [value]) as QueryValue[];
    for (const item of values) appendQueryValue(search, key, item);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Builds the endpoint path with its parameters filled in (no base, no query). */
export function buildRequestPath(endpointPath: string, params: unknown): string {
  return buildEndpointPath(endpointPath, toPathParams(params));
}

/** Builds the full URL under the API base, with the query string. */
export function buildRequestUrl(baseUrl: string, path: string, query: unknown): string {
  return `${baseUrl}${path}${toQueryString(query)}`;
}

/** Builds method, headers and body; a FormData body keeps the browser's multipart boundary header. */
export function buildRequestInit(parts: RequestParts): RequestInit {
  const headers = new Headers({ Accept: 'application/json' });
  if (parts.token) headers.set('Authorization', `Bearer ${parts.token}`);
  // The interface language: the server answers its error messages and sends a member's e-mails in it.
  headers.set('Accept-Language', getCurrentLanguage());
  if (parts.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, parts.idempotencyKey);
  const sendsBody = parts.method !== 'GET' && parts.body !== undefined;
  if (!sendsBody) return { method: parts.method, headers };
  if (parts.body instanceof FormData) return { method: parts.method, headers, body: parts.body };
  headers.set('Content-Type', 'application/json');
  return { method: parts.method, headers, body: JSON.stringify(parts.body) };
}

async function readJsonBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // A non-JSON body (a proxy's HTML error page) carries nothing the client can use.
    return undefined;
  }
}

interface AttemptSignal {
  signal: AbortSignal;
  hasTimedOut: () => boolean;
  dispose: () => void;
}

// One controller per attempt: aborted by its own timeout, or by the caller's signal.
function createAttemptSignal(timeoutMs: number, parent: AbortSignal | undefined): AttemptSignal {
  const controller = new AbortController();
  const state = { timedOut: false };
  const timer = setTimeout(() => {
    state.timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = (): void => {
    controller.abort(parent?.reason);
  };
  if (parent?.aborted) forwardAbort();
  parent?.addEventListener('abort', forwardAbort, { once: true });
  const dispose = (): void => {
    clearTimeout(timer);
    parent?.removeEventListener('abort', forwardAbort);
  };
  return { signal: controller.signal, hasTimedOut: () => state.timedOut, dispose };
}

/** Sends one attempt with its own timeout; rethrows only when the caller's signal cancelled it. */
export async function runAttempt(request: PreparedRequest): Promise<AttemptOutcome> {
  const attempt = createAttemptSignal(request.timeoutMs, request.signal);
  try {
    const response = await fetch(request.url, { ...request.init, signal: attempt.signal });
    const profileVersion = response.headers.get(PROFILE_VERSION_HEADER);
    return { kind: 'response', status: response.status, body: await readJsonBody(response), profileVersion };
  } catch (error) {
    if (attempt.hasTimedOut()) return { kind: 'timeout' };
    if (request.signal?.aborted) throw error;
    return { kind: 'network' };
  } finally {
    attempt.dispose();
  }
}
