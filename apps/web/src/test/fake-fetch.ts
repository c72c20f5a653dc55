import { vi } from 'vitest';

/** One request the fake network received, with the fake clock's time it started. */
export interface FakeRequest {
  url: string;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
  at: number;
}

/** Decides the fake network's answer to one request. */
export type Responder = (request: FakeRequest) => Response | Promise<Response>;

/** Installs a fake `fetch` on globalThis; the n-th request gets the n-th responder (the last one repeats). */
export function installFakeFetch(...responders: Responder[]): { requests: FakeRequest[] } {
  const requests: FakeRequest[] = [];
  const fakeFetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: FakeRequest = {
      url: input instanceof Request ? input.url : String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      signal: init.signal,
      at: performance.now(),
    };
    requests.push(request);
    const responder = responders[Math.min(requests.length, responders.length) - 1];
    if (!responder) throw new Error('installFakeFetch needs at least one responder');
    return Promise.resolve().then(() => responder(request));
  });
  vi.stubGlobal('fetch', fakeFetch);
  return { requests };
}

/** Answers with a JSON body and the given status. */
export function respondJson(status: number, body: unknown): Responder {
  return () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers with the server's error body shape. */
export function respondError(status: number, code: string, message: string): Responder {
  return respondJson(status, { error: { code, message } });
}

/** Fails like a dropped connection: fetch rejects with a TypeError. */
export function failNetwork(): Responder {
  return () => Promise.reject(new TypeError('Failed to fetch'));
}

/** Never answers; rejects only when the request's signal aborts, as a real fetch does. */
export function hangUntilAborted(): Responder {
  return (request) =>
    new Promise<Response>((_resolve, reject) => {
      request.signal?.addEventListener('abort', () => {
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      });
    });
}

/**
 * Answers by request path (without the query string), or by `METHOD path` where one path answers each
 * method differently (that key wins); paths not listed get `fallback`.
 */
export function respondByPath(
  routes: Record<string, Responder>,
  fallback: Responder = respondJson(404, {}),
): Responder {
  return (request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    return (routes[`${request.method} ${path}`] ?? routes[path] ?? fallback)(request);
  };
}

/** Answers the n-th call with the n-th responder; the last one repeats. */
export function inSequence(...responders: Responder[]): Responder {
  let calls = 0;
  return (request) => {
    const responder = responders[Math.min(calls, responders.length - 1)];
    calls += 1;
    if (!responder) throw new Error('inSequence needs at least one responder');
    return responder(request);
  };
}

/** The JSON body a request carried (the API client always sends JSON text). */
export function readJsonBody(request: FakeRequest | undefined): unknown {
  if (typeof request?.body !== 'string') throw new Error('the request has no JSON body');
  return JSON.parse(request.body);
}

/** The requests that would change data (any method but GET and HEAD): a refused form or guard sends none. */
export function writeRequests(network: { requests: readonly FakeRequest[] }): FakeRequest[] {
  return network.requests.filter((request) => request.method !== 'GET' && request.method !== 'HEAD');
}

/** The paths of the requests to an API path or below it: a screen refused to its viewer reads none of its data. */
export function requestsUnder(network: { requests: readonly FakeRequest[] }, apiPath: string): string[] {
  return network.requests
    .map((request) => new URL(request.url, 'http://localhost').pathname)
    .filter((pathname) => pathname === apiPath || pathname.startsWith(`${apiPath}/`));
}
