import type { CreatorDiscoverPage, CreatorFollowState, CreatorPublicPage } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { createCategory, createTestMember, type TestMember } from '../../../test/content.test-support.js';
import { users } from '../members/members.schema.js';
import { countFollowRows, findProfile } from './creator-profiles.repository.js';
import {
  createCreatorWithProfile,
  nextHandle,
  publishVideo,
} from '../../../test/creator-profiles.test-support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const follow = (member: TestMember, handle: string, method: 'POST' | 'DELETE' = 'POST') =>
  context.app.inject({ method, url: `/api/v1/creators/${handle}/follow`, headers: member.headers });

describe('GET /creators/:handle', () => {
  it('shows the profile with totals of listed content only, found whatever the handle case', async () => {
    const { member, profile } = await createCreatorWithProfile(context, { links: ['https://n.example.com'] });
    await publishVideo(context, member.userId, 10);
    await publishVideo(context, member.userId, 5);
    await publishVideo(context, member.userId, 99, 'DRAFT');
    const response = await get(`/creators/${profile.handle.toUpperCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CreatorPublicPage>()).toMatchObject({
      userId: member.userId,
      handle: profile.handle,
      links: ['https://n.example.com'],
      videoCount: 2,
      viewCount: 15,
      followerCount: 0,
    });
  });

  it('is the same for every reader and carries no viewer flag', async () => {
    const { profile } = await createCreatorWithProfile(context);
    const viewer = await createTestMember(context);
    const anonymous = await get(`/creators/${profile.handle}`);
    const signedIn = await get(`/creators/${profile.handle}`, viewer.headers);
    expect(signedIn.json()).toEqual(anonymous.json());
    expect(anonymous.json()).not.toHaveProperty('following');
    expect(signedIn.headers['cache-control']).toContain('no-store');
  });

  it('answers 404 for an unknown handle and for a creator who is no longer approved', async () => {
    expect((await get('/creators/nobody-here')).json()).toMatchObject({
      error: { code: 'CREATOR_NOT_FOUND' },
    });
    const banned = await createCreatorWithProfile(context);
    await context.deps.db
      .update(users)
      .set({ creatorStatus: 'BANNED' })
      .where(eq(users.id, banned.member.userId));
    expect((await get(`/creators/${banned.profile.handle}`)).statusCode).toBe(404);
  });
});

describe('GET /creators (discover)', () => {
  it('searches, filters by category and sorts by popular, new and most followed with keyset pages', async () => {
    const category = await createCategory(context);
    const tag = nextHandle('disc');
    const made = [];
    for (const [index, views] of [30, 10, 20].entries()) {
      const creator = await createCreatorWithProfile(context, {
        handle: `${tag}${index}`,
        categories: [category.slug],
      });
      await publishVideo(context, creator.member.userId, views);
      made.push(creator);
    }
    const fan = await createTestMember(context);
    const [, second] = made;
    if (!second) throw new Error('three creators expected');
    await follow(fan, second.profile.handle);
    const handlesOf = async (query: string) =>
      (await get(`/creators?${query}`)).json<CreatorDiscoverPage>().items.map((item) => item.handle);
    expect(await handlesOf(`q=${tag}&sort=popular`)).toEqual([`${tag}0`, `${tag}2`, `${tag}1`]);
    expect(await handlesOf(`q=${tag}&sort=new`)).toEqual([`${tag}2`, `${tag}1`, `${tag}0`]);
    expect((await handlesOf(`q=${tag}&sort=most_followed`))[0]).toBe(`${tag}1`);
    expect(await handlesOf(`category=${category.slug}&sort=new`)).toHaveLength(3);
    expect(await handlesOf(`q=${tag}&category=no-such-slug`)).toEqual([]);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CreatorDiscoverPage = (
        await get(`/creators?q=${tag}&sort=popular&limit=1${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.items.map((item) => item.handle));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([`${tag}0`, `${tag}2`, `${tag}1`]);
  });

  it('treats % and _ in a search as plain characters and refuses a bad cursor or sort', async () => {
    expect((await get('/creators?q=%25%25')).json<CreatorDiscoverPage>().items).toEqual([]);
    expect((await get('/creators?cursor=garbage')).statusCode).toBe(400);
    expect((await get('/creators?sort=random')).statusCode).toBe(400);
  });
});

describe('follows', () => {
  it('follows and unfollows idempotently, and says whether the viewer follows', async () => {
    const { profile } = await createCreatorWithProfile(context);
    const fan = await createTestMember(context);
    const first = await follow(fan, profile.handle);
    expect(first.json<CreatorFollowState>()).toEqual({ following: true, followerCount: 1 });
    expect((await follow(fan, profile.handle)).json<CreatorFollowState>().followerCount).toBe(1);
    const state = await get(`/creators/${profile.handle}/follow`, fan.headers);
    expect(state.json<CreatorFollowState>()).toEqual({ following: true, followerCount: 1 });
    expect((await follow(fan, profile.handle, 'DELETE')).json()).toEqual({
      following: false,
      followerCount: 0,
    });
    expect((await follow(fan, profile.handle, 'DELETE')).json()).toEqual({
      following: false,
      followerCount: 0,
    });
  });

  it('refuses following yourself, guests, and unknown creators', async () => {
    const { member, profile } = await createCreatorWithProfile(context);
    expect((await follow(member, profile.handle)).json()).toMatchObject({
      error: { code: 'CREATOR_SELF_FOLLOW' },
    });
    const guest = await context.app.inject({
      method: 'POST',
      url: `/api/v1/creators/${profile.handle}/follow`,
    });
    expect(guest.statusCode).toBe(401);
    expect((await follow(await createTestMember(context), 'nobody-here')).statusCode).toBe(404);
  });

  it('keeps the follower count equal to the follow rows under 50 parallel follows and unfollows', async () => {
    const { member: creator, profile } = await createCreatorWithProfile(context);
    const fans = await Promise.all(Array.from({ length: 25 }, () => createTestMember(context)));
    // Every fan fires a follow and an unfollow at once, and half of them a second follow.
    const calls = fans.flatMap((fan, index) => [
      follow(fan, profile.handle),
      follow(fan, profile.handle, 'DELETE'),
      ...(index % 2 === 0 ? [follow(fan, profile.handle)] : []),
    ]);
    const answers = await Promise.all(calls);
    expect(answers.length).toBeGreaterThanOrEqual(50);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const rows = await countFollowRows(context.deps.db, creator.userId);
    expect((await findProfile(context.deps.db, creator.userId))?.followerCount).toBe(rows);

    const followed = await Promise.all(fans.map((fan) => follow(fan, profile.handle)));
    expect(followed.every((answer) => answer.statusCode === 200)).toBe(true);
    expect((await findProfile(context.deps.db, creator.userId))?.followerCount).toBe(25);
    expect(await countFollowRows(context.deps.db, creator.userId)).toBe(25);
  });
});
