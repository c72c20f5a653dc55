import { QUERY_CACHE } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient, getQueryRetryDelayMs } from './query-client';

type RetryRule = (failureCount: number, error: Error) => boolean;

function getRetryRules(): { query: RetryRule; mutation: RetryRule } {
  const defaults = createQueryClient().getDefaultOptions();
  const query = defaults.queries?.retry;
  const mutation = defaults.mutations?.retry;
  if (typeof query !== 'function' || typeof mutation !== 'function') throw new Error('retry rules missing');
  return { query, mutation };
}

describe('query client', () => {
  it('keeps data fresh 5 minutes, cached 10 minutes, and refetches on focus, reconnect and mount', () => {
    const queries = createQueryClient().getDefaultOptions().queries;

    expect(queries).toMatchObject({
      staleTime: 5 * 60_000,
      gcTime: 10 * 60_000,
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
      refetchOnMount: true,
    });
  });

  it('waits 1 s doubled per attempt, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(getQueryRetryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000,
    ]);
  });

  it('retries failed queries 3 times and mutations 2 times', () => {
    const { query, mutation } = getRetryRules();
    const serverDown = new ApiError(503, 'SERVICE_UNAVAILABLE', 'down');

    expect([0, 1, 2, 3].map((count) => query(count, serverDown))).toEqual([true, true, true, false]);
    expect([0, 1, 2].map((count) => mutation(count, serverDown))).toEqual([true, true, false]);
    expect(QUERY_CACHE.queryRetries).toBe(3);
  });

  it('never retries a 4xx answer', () => {
    const { query, mutation } = getRetryRules();
    for (const status of [400, 401, 404, 409, 429]) {
      const error = new ApiError(status, 'X', 'x');
      expect([query(0, error), mutation(0, error)]).toEqual([false, false]);
    }
  });

  it('retries failures that are not answers, such as a network error', () => {
    const { query } = getRetryRules();
    expect(query(0, new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(true);
    expect(query(0, new TypeError('boom'))).toBe(true);
  });
});
