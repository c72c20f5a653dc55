import type { CreatorProfile, CreatorProfileView } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { createCategory, createTestMember } from '../../../test/content.test-support.js';
import {
  createCreatorWithProfile,
  nextHandle,
  putProfile,
} from '../../../test/creator-profiles.test-support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const getProfile = (headers: Record<string, string>) =>
  context.app.inject({ method: 'GET', url: '/api/v1/users/creator-profile', headers });

describe('GET/PUT /users/creator-profile', () => {
  it('creates, reads back and replaces the profile, with categories by slug', async () => {
    const member = await createTestMember(context, { creator: true });
    const empty = await getProfile(member.headers);
    expect(empty.json<CreatorProfileView>()).toMatchObject({
      profile: null,
      creatorStatus: 'APPROVED',
      ban: null,
    });
    const category = await createCategory(context);
    const handle = nextHandle('Nadia');
    const body = {
      handle,
      displayName: 'Nadia',
      bio: 'Murals',
      links: ['https://nadia.example.com'],
      categories: [category.slug],
    };
    const saved = await putProfile(context, member, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CreatorProfile>()).toMatchObject({
      handle,
      links: body.links,
      categories: [{ id: category.id, slug: category.slug }],
      followerCount: 0,
      bannerUrl: null,
    });
    const replaced = await putProfile(context, member, {
      ...body,
      bio: 'Murals and mosaics',
      categories: [],
    });
    expect(replaced.json<CreatorProfile>()).toMatchObject({ bio: 'Murals and mosaics', categories: [] });
    const read = await getProfile(member.headers);
    expect(read.json<CreatorProfileView>().profile?.bio).toBe('Murals and mosaics');
  });

  it('refuses members who are not creators, and guests', async () => {
    const member = await createTestMember(context);
    expect((await getProfile(member.headers)).json()).toMatchObject({ error: { code: 'CREATOR_REQUIRED' } });
    const put = await putProfile(context, member, { handle: nextHandle(), displayName: 'X' });
    expect(put.statusCode).toBe(403);
    expect((await getProfile({})).statusCode).toBe(401);
  });

  it('keeps handles unique whatever their case, and answers 409 for a taken one', async () => {
    const { profile } = await createCreatorWithProfile(context);
    const other = await createTestMember(context, { creator: true });
    const response = await putProfile(context, other, {
      handle: profile.handle.toUpperCase(),
      displayName: 'Copy',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CREATOR_HANDLE_TAKEN' } });
  });

  it('gives one handle to exactly one of 20 creators claiming it at once', async () => {
    const members = await Promise.all(
      Array.from({ length: 20 }, () => createTestMember(context, { creator: true })),
    );
    const handle = nextHandle('race');
    const answers = await Promise.all(
      members.map((member, index) =>
        putProfile(context, member, {
          handle: index % 2 ? handle : handle.toUpperCase(),
          displayName: 'Racer',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
  });

  it.each([
    ['too short', { handle: 'ab' }],
    ['a space', { handle: 'bad handle' }],
    ['a leading dash', { handle: '-maker' }],
    ['a reserved word', { handle: 'admin' }],
    ['a disguised reserved word', { handle: 'Adm1n' }],
    ['a creator path word', { handle: 'follow' }],
    ['a non-web link', { links: ['javascript:alert(1)'] }],
    ['too many links', { links: Array.from({ length: 6 }, (_, index) => `https://e.example.com/${index}`) }],
    ['an unknown field', { website: 'https://x.example.com' }],
    ['an empty display name', { displayName: '  ' }],
  ])('refuses %s with 400 and changes nothing', async (_label, change) => {
    const { member, profile } = await createCreatorWithProfile(context);
    const response = await putProfile(context, member, {
      handle: profile.handle,
      displayName: 'Ok',
      ...change,
    });
    expect(response.statusCode, response.body).toBe(400);
    const read = await getProfile(member.headers);
    expect(read.json<CreatorProfileView>().profile).toMatchObject({
      handle: profile.handle,
      displayName: profile.displayName,
    });
  });

  it('refuses an unknown category with CREATOR_CATEGORY_UNKNOWN', async () => {
    const member = await createTestMember(context, { creator: true });
    const response = await putProfile(context, member, {
      handle: nextHandle(),
      displayName: 'X',
      categories: ['no-such-category'],
    });
    expect(response.json()).toMatchObject({ error: { code: 'CREATOR_CATEGORY_UNKNOWN' } });
    expect((await getProfile(member.headers)).json<CreatorProfileView>().profile).toBeNull();
  });
});
