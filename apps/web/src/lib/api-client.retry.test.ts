import { CLIENT_MESSAGES, getHealthEndpoint } from '@streamit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureEvents } from '../test/capture-events';
import { failNetwork, installFakeFetch, respondError, respondJson } from '../test/fake-fetch';
import { HEALTHY } from '../test/test-endpoints';
import { trackPromise } from '../test/track-promise';
import { ApiError, createApiClient } from './api-client';
import { API_ERROR_EVENTS } from './events';

function startOffsets(requests: { at: number }[]): number[] {
  const first = requests[0]?.at ?? 0;
  return requests.map((request) => request.at - first);
}

describe('api client retries', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a 500 exactly 3 times, 1 s, 2 s and 4 s apart, then raises one server event', async () => {
    const network = installFakeFetch(respondError(500, 'INTERNAL', 'Database exploded'));
    const serverEvents = captureEvents(API_ERROR_EVENTS.server);
    const result = trackPromise(createApiClient().request(getHealthEndpoint));

    await vi.advanceTimersByTimeAsync(6_999);
    expect(network.requests).toHaveLength(3);
    expect(serverEvents).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(network.requests).toHaveLength(4);
    expect(startOffsets(network.requests)).toEqual([0, 1_000, 3_000, 7_000]);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(network.requests).toHaveLength(4);
    expect(result.status).toBe('rejected');
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(serverEvents).toEqual([
      { kind: 'server', status: 500, code: 'INTERNAL', message: CLIENT_MESSAGES.server },
    ]);
  });

  it('succeeds quietly when a retry after a 503 gets an answer', async () => {
    const network = installFakeFetch(
      respondError(503, 'SERVICE_UNAVAILABLE', 'x'),
      respondJson(200, HEALTHY),
    );
    const serverEvents = captureEvents(API_ERROR_EVENTS.server);
    const result = trackPromise(createApiClient().request(getHealthEndpoint));

    await vi.advanceTimersByTimeAsync(1_000);
    expect(result).toMatchObject({ status: 'resolved', value: HEALTHY });
    expect(network.requests).toHaveLength(2);
    expect(serverEvents).toHaveLength(0);
  });

  it.each([400, 401, 403, 404, 409, 422, 429])('does not retry a %i', async (status) => {
    const network = installFakeFetch(respondError(status, 'SOME_CODE', 'No.'));
    const result = trackPromise(createApiClient({ navigate: vi.fn() }).request(getHealthEndpoint));

    await vi.advanceTimersByTimeAsync(30_000);
    expect(network.requests).toHaveLength(1);
    expect(result.status).toBe('rejected');
    expect(result.error).toMatchObject({ status, code: 'SOME_CODE', message: 'No.' });
  });

  it('retries a network failure and returns the answer that finally arrives', async () => {
    const network = installFakeFetch(failNetwork(), failNetwork(), respondJson(200, HEALTHY));
    const networkEvents = captureEvents(API_ERROR_EVENTS.network);
    const result = trackPromise(createApiClient().request(getHealthEndpoint));

    await vi.advanceTimersByTimeAsync(3_000);
    expect(startOffsets(network.requests)).toEqual([0, 1_000, 3_000]);
    expect(result).toMatchObject({ status: 'resolved', value: HEALTHY });
    expect(networkEvents).toHaveLength(0);
  });

  it('raises the network event after the third retry also fails', async () => {
    const network = installFakeFetch(failNetwork());
    const networkEvents = captureEvents(API_ERROR_EVENTS.network);
    const result = trackPromise(createApiClient().request(getHealthEndpoint));

    await vi.advanceTimersByTimeAsync(7_000);
    expect(startOffsets(network.requests)).toEqual([0, 1_000, 3_000, 7_000]);
    expect(result.error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: CLIENT_MESSAGES.network,
    });
    expect(networkEvents).toEqual([
      { kind: 'network', status: null, code: 'NETWORK_ERROR', message: CLIENT_MESSAGES.network },
    ]);
  });

  it('stops retrying, without any event, when the caller cancels', async () => {
    const network = installFakeFetch(respondError(500, 'INTERNAL', 'x'));
    const serverEvents = captureEvents(API_ERROR_EVENTS.server);
    const controller = new AbortController();
    const result = trackPromise(createApiClient().request(getHealthEndpoint, { signal: controller.signal }));

    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(network.requests).toHaveLength(1);
    expect(result.status).toBe('rejected');
    expect(result.error).not.toBeInstanceOf(ApiError);
    expect(serverEvents).toHaveLength(0);
  });
});
