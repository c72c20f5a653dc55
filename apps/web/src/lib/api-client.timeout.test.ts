import {
  API_CLIENT,
  CLIENT_MESSAGES,
  formatUploadTimeoutMessage,
  getHealthEndpoint,
} from '@streamit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureEvents } from '../test/capture-events';
import { hangUntilAborted, installFakeFetch } from '../test/fake-fetch';
import { defineTestEndpoint } from '../test/test-endpoints';
import { trackPromise } from '../test/track-promise';
import { createApiClient } from './api-client';
import { API_ERROR_EVENTS } from './events';

const UPLOAD_MESSAGE = formatUploadTimeoutMessage(900);

describe('api client timeouts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up after 90 s with the timeout event, without retrying', async () => {
    const network = installFakeFetch(hangUntilAborted());
    const timeoutEvents = captureEvents(API_ERROR_EVENTS.timeout);
    const result = trackPromise(createApiClient().request(getHealthEndpoint));

    await vi.advanceTimersByTimeAsync(89_999);
    expect(result.status).toBe('pending');
    expect(network.requests[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(network.requests[0]?.signal?.aborted).toBe(true);
    expect(result.error).toMatchObject({ status: 0, code: 'TIMEOUT', message: CLIENT_MESSAGES.timeout });
    expect(timeoutEvents).toEqual([
      { kind: 'timeout', status: null, code: 'TIMEOUT', message: CLIENT_MESSAGES.timeout },
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(network.requests).toHaveLength(1);
  });

  it('gives a FormData body 15 minutes and the upload timeout message', async () => {
    installFakeFetch(hangUntilAborted());
    const timeoutEvents = captureEvents(API_ERROR_EVENTS.timeout);
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    const endpoint = defineTestEndpoint('POST', '/support/tickets');
    const result = trackPromise(createApiClient().request(endpoint, { body: form }));

    await vi.advanceTimersByTimeAsync(API_CLIENT.uploadTimeoutMs - 1);
    expect(result.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(result.error).toMatchObject({ code: 'TIMEOUT', message: UPLOAD_MESSAGE });
    expect(timeoutEvents.map((event) => event.message)).toEqual([UPLOAD_MESSAGE]);
  });

  it.each(API_CLIENT.uploadPathSuffixes)('treats a path ending in %s as an upload', async (suffix) => {
    installFakeFetch(hangUntilAborted());
    const endpoint = defineTestEndpoint('POST', `/activities/:id${suffix}`);
    const call = createApiClient().request(endpoint, { params: { id: 'a1' }, body: { name: 'x' } });
    const result = trackPromise(call);

    await vi.advanceTimersByTimeAsync(API_CLIENT.requestTimeoutMs);
    expect(result.status).toBe('pending');
    await vi.advanceTimersByTimeAsync(API_CLIENT.uploadTimeoutMs - API_CLIENT.requestTimeoutMs);
    expect(result.error).toMatchObject({ code: 'TIMEOUT', message: UPLOAD_MESSAGE });
  });

  it('does not treat a suffix in the middle of a path as an upload', async () => {
    installFakeFetch(hangUntilAborted());
    const endpoint = defineTestEndpoint('GET', '/activities/:id/preview/comments');
    const result = trackPromise(createApiClient().request(endpoint, { params: { id: 'a1' } }));

    await vi.advanceTimersByTimeAsync(API_CLIENT.requestTimeoutMs);
    expect(result.error).toMatchObject({ code: 'TIMEOUT', message: CLIENT_MESSAGES.timeout });
  });
});
