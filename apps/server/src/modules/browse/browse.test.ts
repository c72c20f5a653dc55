import type { ActivityPage } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { addActivityTags, upsertTags, type NewActivity } from '../activities/activities.queries.js';
import { createCategory, createTestMember, publishTestVideo } from '../../../test/content.test-support.js';
import { activityDailyViews, watchProgress } from '../watch/watch.schema.js';

let context: TestContext;
let art: string;
let music: string;
const ids: Record<string, string> = {};
const HOUR = 3_600_000;

async function add(name: string, values: Partial<NewActivity>) {
  const id = await publishTestVideo(context, {
    title: name,
    slug: `browse-${name}`,
    publishAt: null,
    durationSeconds: null,
    ...values,
  });
  ids[name] = id;
  return id;
}

async function dailyViews(name: string, daysAgo: number, views: number) {
  await context.deps.db.insert(activityDailyViews).values({
    activityId: ids[name] ?? '',
    day: sql`(now() at time zone 'utc')::date - ${daysAgo}::int`,
    views,
  });
}

async function list(query: string, headers: Record<string, string> = {}) {
  const response = await context.app.inject({ method: 'GET', url: `/api/v1/activities?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<ActivityPage>();
}

const titles = (page: ActivityPage) => page.items.map((item) => item.title);

beforeAll(async () => {
  context = await createTestContext();
  art = (await createCategory(context, 'browse-art')).id;
  music = (await createCategory(context, 'browse-music')).id;
  const now = Date.now();
  await add('sunrise', {
    categoryId: art,
    publishAt: new Date(now - 5 * HOUR),
    viewCount: 50,
    pointsReward: 5,
  });
  await add('harbour', { categoryId: art, publishAt: new Date(now - 4 * HOUR), viewCount: 10 });
  await add('lantern', {
    categoryId: art,
    publishAt: new Date(now - 3 * HOUR),
    viewCount: 30,
    durationSeconds: 75,
  });
  await add('violin', { categoryId: music, publishAt: new Date(now - 2 * HOUR), viewCount: 5 });
  await add('drums', { categoryId: music, publishAt: new Date(now - 1 * HOUR), viewCount: 1 });
  await add('later', { categoryId: art, publishAt: new Date(now + 48 * HOUR) });
  await add('soonest', { categoryId: art, publishAt: new Date(now + 24 * HOUR) });
  await add('draft', { categoryId: art, status: 'DRAFT' });
  await add('private', { categoryId: art, visibility: 'PRIVATE', publishAt: new Date(now - HOUR) });
  await add('unlisted', { categoryId: art, visibility: 'UNLISTED', publishAt: new Date(now - HOUR) });
  const tagIds = await upsertTags(context.deps.db, [{ slug: 'browse-ink', title: 'Ink' }]);
  await addActivityTags(context.deps.db, ids.harbour ?? '', [...tagIds.values()]);
  // Trending: lantern's views are recent, sunrise's old; harbour has a few today.
  await dailyViews('lantern', 0, 10);
  await dailyViews('sunrise', 6, 40);
  await dailyViews('harbour', 1, 4);
});
afterAll(async () => {
  await context.close();
});

describe('GET /activities', () => {
  it('lists only published public items whose date has come, newest first, as movie cards', async () => {
    const page = await list('category=browse-art');
    expect(titles(page)).toEqual(['lantern', 'harbour', 'sunrise']);
    expect(page.items[0]?.card).toEqual({
      id: ids.lantern,
      image: null,
      title: 'lantern',
      movieTime: '1:15',
    });
    expect(page.items.find((item) => item.title === 'sunrise')?.points).toEqual({
      amount: 5,
      qualifier: 'FROM',
    });
    expect(page.items[0]?.previewUrl).toBeNull();
  });

  it('filters by category id, tag, creator, type and full-text search', async () => {
    expect(titles(await list(`category=${music}`))).toEqual(['drums', 'violin']);
    expect(titles(await list('tag=browse-ink'))).toEqual(['harbour']);
    expect(titles(await list('q=violin'))).toEqual(['violin']);
    expect(titles(await list('category=browse-music&type=QUIZ'))).toEqual([]);
    const creator = await createTestMember(context, { creator: true });
    await add('mine', { creatorId: creator.userId, publishAt: new Date(Date.now() - 1000) });
    expect(titles(await list(`creator=${creator.userId}`))).toEqual(['mine']);
    const page = await context.app.inject({
      method: 'GET',
      url: `/api/v1/activities/creator/${creator.userId}`,
    });
    expect(titles(page.json<ActivityPage>())).toEqual(['mine']);
  });

  it('sorts by all-time views (popular) and by recency-weighted recent views (trending)', async () => {
    expect(titles(await list('category=browse-art&sort=popular'))).toEqual(['sunrise', 'lantern', 'harbour']);
    // lantern 10 today (10) > harbour 4 yesterday (4 * 6/7) > sunrise 40 six days ago (40 * 1/7).
    expect(titles(await list('category=browse-art&sort=trending'))).toEqual([
      'lantern',
      'sunrise',
      'harbour',
    ]);
  });

  it('recommends the categories a member watched first, and falls back to trending for guests', async () => {
    const member = await createTestMember(context);
    await context.deps.db
      .insert(watchProgress)
      .values({ userId: member.userId, activityId: ids.drums ?? '', positionSeconds: 5, watchedSeconds: 5 });
    const forMember = await list('sort=recommended&limit=50', member.headers);
    expect(titles(forMember).slice(0, 2).sort()).toEqual(['drums', 'violin']);
    const forGuest = await list('sort=recommended&limit=50');
    expect(titles(forGuest)[0]).toBe('lantern');
  });

  it('pages with an opaque cursor without gaps or repeats, and refuses a forged cursor', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const page = await list(`category=browse-art&sort=popular&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...titles(page));
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(['sunrise', 'lantern', 'harbour']);
    const bad = await context.app.inject({ method: 'GET', url: '/api/v1/activities?cursor=bm9wZQ' });
    expect(bad.statusCode).toBe(400);
    const tooMany = await context.app.inject({ method: 'GET', url: '/api/v1/activities?limit=51' });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('GET /activities/coming-soon', () => {
  it('lists scheduled public items soonest first with their dates', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/activities/coming-soon' });
    const page = response.json<ActivityPage>();
    expect(titles(page)).toEqual(['soonest', 'later']);
    expect(new Date(page.items[0]?.publishAt ?? 0).getTime()).toBeGreaterThan(Date.now());
  });
});
