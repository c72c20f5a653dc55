import type { WatchHistory } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { insertActivity, type NewActivity } from '../activities/activities.queries.js';
import { createTestMember, type TestMember } from '../../../test/content.test-support.js';
import { watchProgress } from './watch.schema.js';

let context: TestContext;
let member: TestMember;
const ids: Record<string, string> = {};
const MINUTE = 60_000;

async function watched(
  name: string,
  position: number,
  minutesAgo: number,
  values: Partial<NewActivity> = {},
) {
  const activity = await insertActivity(context.deps.db, {
    type: 'VIDEO',
    title: name,
    slug: `continue-${name}`,
    status: 'PUBLISHED',
    durationSeconds: 120,
    publishAt: new Date(Date.now() - 60 * MINUTE),
    ...values,
  });
  ids[name] = activity.id;
  await context.deps.db.insert(watchProgress).values({
    userId: member.userId,
    activityId: activity.id,
    positionSeconds: position,
    watchedSeconds: position,
    updatedAt: new Date(Date.now() - minutesAgo * MINUTE),
  });
}

async function continueWatching(headers: Record<string, string>) {
  return context.app.inject({ method: 'GET', url: '/api/v1/activities/user/continue-watching', headers });
}

beforeAll(async () => {
  context = await createTestContext();
  member = await createTestMember(context);
  await watched('older', 40, 30);
  await watched('recent', 61.5, 5);
  await watched('short-clip', 5, 1, { durationSeconds: 20 });
  await watched('just-opened', 2, 2);
  await watched('finished', 115, 3);
  await watched('now-private', 50, 4, { visibility: 'PRIVATE' });
  await watched('no-length', 30, 6, { durationSeconds: null });
});
afterAll(async () => {
  await context.close();
});

describe('GET /activities/user/continue-watching', () => {
  it('lists started, unfinished, listed videos with their saved places, most recent first', async () => {
    const response = await continueWatching(member.headers);
    expect(response.statusCode).toBe(200);
    const { items } = response.json<WatchHistory>();
    expect(items.map((item) => item.title)).toEqual(['short-clip', 'recent', 'no-length', 'older']);
    expect(items[1]).toMatchObject({
      activityId: ids.recent,
      positionSeconds: 61.5,
      durationSeconds: 120,
      card: { id: ids.recent, title: 'recent', image: null, movieTime: '2:00' },
    });
  });

  it('is private to the member and never cached', async () => {
    const response = await continueWatching(member.headers);
    expect(response.headers['cache-control']).toContain('no-store');
    const other = await createTestMember(context);
    expect((await continueWatching(other.headers)).json<WatchHistory>().items).toEqual([]);
    expect((await continueWatching({})).statusCode).toBe(401);
  });

  it('honours the limit and refuses a bad one', async () => {
    const url = '/api/v1/activities/user/continue-watching';
    const two = await context.app.inject({ method: 'GET', url: `${url}?limit=2`, headers: member.headers });
    expect(two.json<WatchHistory>().items.map((item) => item.title)).toEqual(['short-clip', 'recent']);
    const bad = await context.app.inject({ method: 'GET', url: `${url}?limit=0`, headers: member.headers });
    expect(bad.statusCode).toBe(400);
  });
});
