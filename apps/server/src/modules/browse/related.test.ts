import type { RelatedActivities } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import type { NewActivity } from '../activities/activities.queries.js';
import { createCategory, createTestMember, publishTestVideo } from '../../../test/content.test-support.js';
import { activityDailyViews } from '../watch/watch.schema.js';

let context: TestContext;
const ids: Record<string, string> = {};
const past = () => new Date(Date.now() - 3_600_000);

async function add(name: string, values: Partial<NewActivity>) {
  ids[name] = await publishTestVideo(context, {
    title: name,
    slug: `related-${name}`,
    publishAt: past(),
    durationSeconds: null,
    ...values,
  });
}

async function related(name: string, query = '') {
  const url = `/api/v1/activities/${ids[name] ?? ''}/related${query}`;
  const response = await context.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json<RelatedActivities>().items.map((item) => item.title);
}

beforeAll(async () => {
  context = await createTestContext();
  const [art, music, dance] = [
    (await createCategory(context, 'art')).id,
    (await createCategory(context, 'music')).id,
    (await createCategory(context, 'dance')).id,
  ];
  const creator = (await createTestMember(context, { creator: true })).userId;
  await add('watched', { categoryId: art, creatorId: creator });
  await add('art-few', { categoryId: art, viewCount: 1 });
  await add('art-many', { categoryId: art, viewCount: 90 });
  await add('by-creator', { categoryId: music, creatorId: creator });
  await add('trend-low', { categoryId: music, viewCount: 500 });
  await add('trend-high', { categoryId: dance });
  await add('alone', { categoryId: (await createCategory(context, 'solo')).id });
  await add('a-quiz', { categoryId: art, type: 'QUIZ' });
  await add('a-draft', { categoryId: art, status: 'DRAFT' });
  await add('secret', { categoryId: art, creatorId: creator, visibility: 'PRIVATE' });
  await add('scheduled', { categoryId: art, publishAt: new Date(Date.now() + 86_400_000) });
  await context.deps.db.insert(activityDailyViews).values({
    activityId: ids['trend-high'] ?? '',
    day: sql`(now() at time zone 'utc')::date`,
    views: 30,
  });
});
afterAll(async () => {
  await context.close();
});

describe('GET /activities/:id/related', () => {
  it('puts the same category first, then the same creator, then the rest by trending', async () => {
    expect(await related('watched')).toEqual([
      'art-many',
      'art-few',
      'by-creator',
      'trend-high',
      'trend-low',
      'alone',
    ]);
  });

  it('is never empty while other videos are listed, and only lists published public videos', async () => {
    const titles = await related('alone');
    expect(titles.slice(0, 2)).toEqual(['trend-high', 'trend-low']);
    expect(titles).toHaveLength(6);
    expect(titles).not.toEqual(expect.arrayContaining(['alone']));
    for (const hidden of ['a-quiz', 'a-draft', 'secret', 'scheduled']) expect(titles).not.toContain(hidden);
  });

  it('does not reveal the category or creator of a private video', async () => {
    expect((await related('secret')).slice(0, 2)).toEqual(['trend-high', 'trend-low']);
  });

  it('honours the limit, and answers 404 for an unknown id and 400 for a bad limit', async () => {
    expect(await related('watched', '?limit=2')).toEqual(['art-many', 'art-few']);
    const unknown = await context.app.inject({
      method: 'GET',
      url: '/api/v1/activities/00000000-0000-4000-8000-000000000000/related',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await context.app.inject({
      method: 'GET',
      url: `/api/v1/activities/${ids.watched ?? ''}/related?limit=100`,
    });
    expect(bad.statusCode).toBe(400);
  });
});
