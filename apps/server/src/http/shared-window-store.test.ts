import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { buildApp } from '../app.js';
import { cleanUpMemberAuth } from '../modules/auth-cleanup/auth-cleanup.jobs.js';
import { BatchedWindowStore, poolOf, SharedWindowStore } from './shared-window-store.js';
import { clearOfWindowEdge } from '../../test/rate-limit-window.test-support.js';

let context: TestContext;
let secondNode: FastifyInstance;

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_AUTH_MAX: '20', RATE_LIMIT_WRITE_MAX: '30' });
  // A second API node: its own app (own hooks and counters in memory) on the same database.
  secondNode = await buildApp(context.deps);
  await secondNode.ready();
});
afterAll(async () => {
  await secondNode.close();
  await context.close();
});

/** Alternates requests between the two nodes. */
function nodeAt(index: number): FastifyInstance {
  return index % 2 === 0 ? context.app : secondNode;
}

function statusCounts(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('rate limits shared by every node (decision 051)', () => {
  it('lets exactly the one-node budget of 60 parallel sign-ins from one address through two nodes', async () => {
    await clearOfWindowEdge();
    const attempts = Array.from({ length: 60 }, (_, index) =>
      nodeAt(index).inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '198.51.100.90',
        payload: { email: `spread-${String(index)}@example.com`, password: 'Wrong-password-1' },
      }),
    );
    const counts = statusCounts((await Promise.all(attempts)).map((answer) => answer.statusCode));
    expect(counts[429]).toBe(40);
    expect((counts[401] ?? 0) + (counts[400] ?? 0)).toBe(20);
  });

  it("counts a route's own limit (contact: 5 per 10 minutes) spread over two nodes against one budget", async () => {
    await clearOfWindowEdge(10 * 60_000);
    const messages = Array.from({ length: 20 }, (_, index) =>
      nodeAt(index).inject({
        method: 'POST',
        url: '/api/v1/contact/messages',
        remoteAddress: '198.51.100.91',
        payload: {},
      }),
    );
    const counts = statusCounts((await Promise.all(messages)).map((answer) => answer.statusCode));
    expect(counts[429]).toBe(15);
  });

  it('numbers 100 parallel hits of one key 1..100 across two exact counters', async () => {
    const pool = poolOf(context.deps.db);
    const first = new SharedWindowStore(pool, 'test-exact', 60_000);
    const second = new SharedWindowStore(pool, 'test-exact', 60_000);
    const hits = await Promise.all(
      Array.from({ length: 100 }, (_, index) => (index % 2 === 0 ? first : second).hit('k')),
    );
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
  });

  it('numbers the hits of several keys and windows sharing one upsert each from their own total', async () => {
    const pool = poolOf(context.deps.db);
    let nowMs = 5_000_000;
    const store = new SharedWindowStore(pool, 'test-grouped', 1000, () => nowMs);
    const first = ['a', 'b', 'a', 'a', 'b'].map((key) => store.hit(key));
    nowMs += 1000;
    const second = ['a', 'a'].map((key) => store.hit(key));
    const counts = (await Promise.all([...first, ...second])).map((hit) => hit.count);
    expect(counts).toEqual([1, 1, 2, 3, 2, 1, 2]);
  });

  it('tells each batched counter the cluster total after a flush, losing no hit', async () => {
    const pool = poolOf(context.deps.db);
    const errors: unknown[] = [];
    const first = new BatchedWindowStore(pool, 'test-batched', 60_000, (error) => errors.push(error));
    const second = new BatchedWindowStore(pool, 'test-batched', 60_000, (error) => errors.push(error));
    for (let index = 0; index < 30; index += 1) first.hit('k');
    for (let index = 0; index < 20; index += 1) second.hit('k');
    await first.flush();
    await second.flush();
    expect(second.hit('k').count).toBe(51);
    // Until its next flush a node knows only what it sent and heard: the documented slack.
    expect(first.hit('k').count).toBe(31);
    await first.flush();
    expect(first.hit('k').count).toBe(52);
    await first.close();
    await second.close();
    const { rows } = await pool.query<{ hits: number }>(
      "SELECT hits FROM rate_limit_windows WHERE key = 'test-batched|k'",
    );
    expect(rows[0]?.hits).toBe(53);
    expect(errors).toEqual([]);
  });

  it('starts a fresh count when the window turns over', async () => {
    let nowMs = 1_000_000;
    const store = new SharedWindowStore(poolOf(context.deps.db), 'test-window', 1000, () => nowMs);
    expect((await store.hit('k')).count).toBe(1);
    expect((await store.hit('k')).count).toBe(2);
    nowMs += 1000;
    const next = await store.hit('k');
    expect(next).toEqual({ count: 1, resetAtMs: nowMs + 1000 });
  });

  it('prunes windows that ended long ago with the hourly auth clean-up, keeping the current one', async () => {
    const pool = poolOf(context.deps.db);
    await pool.query("INSERT INTO rate_limit_windows VALUES ('old|k', 1000, 5)");
    await new SharedWindowStore(pool, 'current', 60_000).hit('k');
    await cleanUpMemberAuth(context.deps);
    const { rows } = await pool.query<{ key: string }>(
      "SELECT key FROM rate_limit_windows WHERE key IN ('old|k', 'current|k')",
    );
    expect(rows.map((row) => row.key)).toEqual(['current|k']);
  });
});
