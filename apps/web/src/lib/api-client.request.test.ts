import {
  getHealthEndpoint,
  IDEMPOTENCY_HEADER,
  STORAGE_KEYS,
  type HttpMethod,
  type Route,
} from '@streamit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch, respondError, respondJson } from '../test/fake-fetch';
import { adminTestEndpoint, defineTestEndpoint, HEALTHY } from '../test/test-endpoints';
import { trackPromise } from '../test/track-promise';
import { createApiClient } from './api-client';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('api client requests', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls /api/v1 with filled path parameters and the query string', async () => {
    const network = installFakeFetch(respondJson(200, HEALTHY));
    const endpoint = defineTestEndpoint('GET', '/activities/:id/stats');
    const query = { page: 2, tags: ['a b', 'c'], empty: undefined };
    await createApiClient().request(endpoint, { params: { id: 'x/1' }, query });

    expect(network.requests[0]?.url).toBe('/api/v1/activities/x%2F1/stats?page=2&tags=a+b&tags=c');
    expect(network.requests[0]?.method).toBe('GET');
  });

  it('sends a JSON body with its content type', async () => {
    const network = installFakeFetch(respondJson(200, HEALTHY));
    await createApiClient().request(defineTestEndpoint('POST', '/points/exchange'), {
      body: { pointsAmount: 5 },
    });

    expect(network.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(network.requests[0]?.body).toBe('{"pointsAmount":5}');
  });

  it('returns the body as parsed by the endpoint schema, dropping unknown fields', async () => {
    installFakeFetch(respondJson(200, { ...HEALTHY, secret: 'internal' }));
    await expect(createApiClient().request(getHealthEndpoint)).resolves.toEqual(HEALTHY);
  });

  it("returns a route's answer as the server sent it: a zod-free route carries no schema", async () => {
    installFakeFetch(respondJson(200, { ...HEALTHY, extra: 'kept' }));
    const route: Route = { method: 'GET', path: '/health', auth: 'public' };
    await expect(createApiClient().request(route)).resolves.toEqual({ ...HEALTHY, extra: 'kept' });
  });

  it('rejects an answer that does not match the endpoint schema', async () => {
    installFakeFetch(respondJson(200, { status: 'confused' }));
    await expect(createApiClient().request(getHealthEndpoint)).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
    });
  });

  it('starts queued requests at least 50 ms apart', async () => {
    const network = installFakeFetch(respondJson(200, HEALTHY));
    const client = createApiClient();
    const calls = [1, 2, 3].map(() => trackPromise(client.request(getHealthEndpoint)));

    await vi.advanceTimersByTimeAsync(0);
    expect(network.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(49);
    expect(network.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(network.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(50);
    const first = network.requests[0]?.at ?? 0;
    expect(network.requests.map((request) => request.at - first)).toEqual([0, 50, 100]);
    expect(calls.map((call) => call.status)).toEqual(['resolved', 'resolved', 'resolved']);
  });

  it('starts a request at once when the previous start is more than 50 ms ago', async () => {
    const network = installFakeFetch(respondJson(200, HEALTHY));
    const client = createApiClient();
    await client.request(getHealthEndpoint);
    await vi.advanceTimersByTimeAsync(200);
    const second = trackPromise(client.request(getHealthEndpoint));
    await vi.advanceTimersByTimeAsync(0);

    expect(second.status).toBe('resolved');
    expect((network.requests[1]?.at ?? 0) - (network.requests[0]?.at ?? 0)).toBe(200);
  });

  it.each<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'sends an Idempotency-Key on %s',
    async (method) => {
      const network = installFakeFetch(respondJson(200, HEALTHY));
      await createApiClient().request(defineTestEndpoint(method, '/things'), { body: { a: 1 } });

      expect(network.requests[0]?.headers.get(IDEMPOTENCY_HEADER)).toMatch(UUID);
    },
  );

  it('sends no Idempotency-Key on GET', async () => {
    const network = installFakeFetch(respondJson(200, HEALTHY));
    await createApiClient().request(getHealthEndpoint);

    expect(network.requests[0]?.headers.has(IDEMPOTENCY_HEADER)).toBe(false);
  });

  it('repeats the same Idempotency-Key on retries and uses a new one per call', async () => {
    const network = installFakeFetch(respondError(500, 'INTERNAL', 'x'), respondError(502, 'X', 'x'));
    const client = createApiClient();
    const endpoint = defineTestEndpoint('POST', '/web3/exchange-points');
    const first = trackPromise(client.request(endpoint, { body: { pointsAmount: 1 } }));
    await vi.advanceTimersByTimeAsync(7_000);
    const second = trackPromise(client.request(endpoint, { body: { pointsAmount: 1 } }));
    // The second call waits 50 ms for its turn behind the first call's last attempt.
    await vi.advanceTimersByTimeAsync(7_050);

    const keys = network.requests.map((request) => request.headers.get(IDEMPOTENCY_HEADER));
    expect([first.status, second.status]).toEqual(['rejected', 'rejected']);
    expect(keys).toHaveLength(8);
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    expect(new Set(keys.slice(4)).size).toBe(1);
    expect(keys[0]).not.toBe(keys[4]);
  });

  it('uses a caller-provided Idempotency-Key', async () => {
    const network = installFakeFetch(respondJson(200, HEALTHY));
    const endpoint = defineTestEndpoint('POST', '/points/exchange');
    await createApiClient().request(endpoint, { body: {}, idempotencyKey: 'key-1' });

    expect(network.requests[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe('key-1');
  });
});

describe('api client authorization', () => {
  beforeEach(() => {
    window.localStorage.setItem(STORAGE_KEYS.memberToken, 'member-token');
    window.localStorage.setItem(STORAGE_KEYS.adminToken, 'admin-token');
  });

  it('sends the member token on member and public calls', async () => {
    const network = installFakeFetch(respondJson(200, HEALTHY));
    const client = createApiClient();
    await client.request(getHealthEndpoint);
    await client.request(defineTestEndpoint('GET', '/auth/profile', 'member'));

    const auth = network.requests.map((request) => request.headers.get('Authorization'));
    expect(auth).toEqual(['Bearer member-token', 'Bearer member-token']);
  });

  it('sends the admin token on admin endpoints and on calls made in the admin realm', async () => {
    const network = installFakeFetch(respondJson(200, { categories: [] }), respondJson(200, HEALTHY));
    const client = createApiClient();
    await client.request(adminTestEndpoint);
    await client.request(getHealthEndpoint, { realm: 'admin' });

    const auth = network.requests.map((request) => request.headers.get('Authorization'));
    expect(auth).toEqual(['Bearer admin-token', 'Bearer admin-token']);
  });

  it('sends no Authorization header when signed out', async () => {
    window.localStorage.clear();
    const network = installFakeFetch(respondJson(200, HEALTHY));
    await createApiClient().request(getHealthEndpoint);

    expect(network.requests[0]?.headers.has('Authorization')).toBe(false);
  });
});
