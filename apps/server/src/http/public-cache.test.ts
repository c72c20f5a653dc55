import type { FeaturedList } from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import type { TestContext } from '../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  type TestAdmin,
} from '../../test/admin-auth.test-support.js';
import { authHeader, createSignedInMember } from '../../test/moderation.test-support.js';
import { sampleQuiz } from '../../test/quizzes.test-support.js';

const CACHE_ON = { PUBLIC_CACHE_TTL_MS: '60000' };

let first: TestContext;
let second: FastifyInstance;
let secondDatabase: DatabaseHandle;
let moderator: TestAdmin;

beforeAll(async () => {
  first = await createAdminTestContext(CACHE_ON);
  // A second API process on the same database: its own pool, its own cache, its own LISTEN connection.
  secondDatabase = openDatabase(first.database.url, 5);
  second = await buildApp({ ...first.deps, db: secondDatabase.db });
  await second.ready();
  moderator = await createSignedInAdmin(first, 'CONTENT_MODERATOR');
});
afterAll(async () => {
  await second.close();
  await secondDatabase.pool.end();
  await first.close();
});

function readFeatured(app: FastifyInstance, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/api/v1/activities/featured', headers });
}

function headlines(response: { body: string }): string[] {
  return (JSON.parse(response.body) as FeaturedList).items.map((item) => item.headline);
}

/** Reads until this process answers from memory (its LISTEN connection may still be starting). */
async function readUntilCached(app: FastifyInstance) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await readFeatured(app);
    if (response.headers['x-cache'] === 'HIT') return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the public read cache never answered from memory');
}

async function featureNewQuiz(headline: string): Promise<string> {
  const quiz = await first.app.inject({
    method: 'POST',
    url: '/api/v1/admin/quizzes',
    headers: authHeader(moderator.token),
    payload: sampleQuiz({ title: headline }),
  });
  const slot = await first.app.inject({
    method: 'POST',
    url: '/api/v1/admin/featured-content',
    headers: authHeader(moderator.token),
    payload: { activityId: quiz.json<{ activityId: string }>().activityId, headline },
  });
  expect(slot.statusCode, slot.body).toBe(201);
  return slot.json<{ id: string }>().id;
}

describe('public read cache', () => {
  it('answers anonymous reads from memory with an ETag, 304 and a CDN-friendly Cache-Control', async () => {
    const cached = await readUntilCached(first.app);
    expect(cached.headers['cache-control']).toBe(
      'public, max-age=30, s-maxage=60, stale-while-revalidate=180',
    );
    expect(cached.headers.vary).toBe('Origin, Authorization');
    const etag = String(cached.headers.etag);
    const revalidated = await readFeatured(first.app, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('never serves, stores or shares an answer to a request with credentials', async () => {
    const publicAnswer = await readUntilCached(first.app);
    const member = await createSignedInMember(first);
    const personal = await readFeatured(first.app, {
      ...authHeader(member.token),
      'if-none-match': String(publicAnswer.headers.etag),
    });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers['cache-control']).toBe('private, no-store');
    expect(personal.headers.etag).toBeUndefined();
    expect(personal.headers['x-cache']).toBeUndefined();
    const afterwards = await readFeatured(first.app);
    expect(afterwards.headers['x-cache']).toBe('HIT');
    expect(afterwards.body).toBe(publicAnswer.body);
  });

  it("shows a moderator's change on the next anonymous read, on this process and on another one", async () => {
    const before = await readUntilCached(second);
    await readUntilCached(first.app);
    const slotId = await featureNewQuiz('Fresh from the moderator');
    for (const app of [first.app, second]) {
      const next = await readFeatured(app);
      expect(next.headers['x-cache']).toBe('MISS');
      expect(headlines(next)).toEqual([...headlines(before), 'Fresh from the moderator']);
      expect(next.headers.etag).not.toBe(before.headers.etag);
    }
    await readUntilCached(second);
    const removed = await first.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/featured-content/${slotId}`,
      headers: authHeader(moderator.token),
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(headlines(await readFeatured(second))).toEqual(headlines(before));
  });
});
