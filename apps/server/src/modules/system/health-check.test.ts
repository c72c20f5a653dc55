import { describe, expect, it } from 'vitest';
import { createDatabaseHealthCheck } from './health-check.js';

function countingPing(result: boolean) {
  const calls = { count: 0 };
  const ping = async () => {
    calls.count += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return result;
  };
  return { calls, ping };
}

describe('createDatabaseHealthCheck', () => {
  it('answers 100 parallel probes with one ping', async () => {
    const { calls, ping } = countingPing(true);
    const check = createDatabaseHealthCheck(ping, 1000);
    const results = await Promise.all(Array.from({ length: 100 }, () => check()));
    expect(calls.count).toBe(1);
    expect(results.every((result) => result.up)).toBe(true);
  });

  it('pings again once the last result is older than the limit', async () => {
    const { calls, ping } = countingPing(false);
    let nowMs = 0;
    const check = createDatabaseHealthCheck(ping, 1000, () => nowMs);
    await check();
    nowMs = 999;
    expect(await check()).toEqual({ up: false, latencyMs: null });
    expect(calls.count).toBe(1);
    nowMs = 1000;
    await check();
    expect(calls.count).toBe(2);
  });
});
