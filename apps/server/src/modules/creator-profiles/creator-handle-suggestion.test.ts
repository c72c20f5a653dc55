import { randomUUID } from 'node:crypto';
import type { CreatorDashboard, CreatorDiscoverPage, CreatorProfileView } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { createTestMember, type TestMember } from '../../../test/content.test-support.js';
import { users } from '../members/members.schema.js';
import { handleOf } from './creator-handle-suggestion.js';
import { putProfile } from '../../../test/creator-profiles.test-support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

async function creatorNamed(displayName: string): Promise<TestMember> {
  const member = await createTestMember(context, { creator: true });
  await context.deps.db.update(users).set({ displayName }).where(eq(users.id, member.userId));
  return member;
}

async function read<T>(member: TestMember | null, url: string): Promise<T> {
  const headers = member ? member.headers : {};
  const response = await context.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const listedHandles = async (q: string) =>
  (await read<CreatorDiscoverPage>(null, `/creators?q=${q}&limit=50`)).items.map((item) => item.handle);

describe('a creator without a handle', () => {
  it('is not on /creators, is told so by the Studio, and gets their name and a free handle to start from', async () => {
    const tag = randomUUID().slice(0, 6);
    const member = await creatorNamed(`Léa Ånström ${tag}`);
    const view = await read<CreatorProfileView>(member, '/users/creator-profile');
    expect(view.profile).toBeNull();
    expect(view.suggestion).toEqual({ displayName: `Léa Ånström ${tag}`, handle: `Lea-Anstrom-${tag}` });
    expect((await read<CreatorDashboard>(member, '/creator/dashboard')).publicHandle).toBeNull();
    expect(await listedHandles(tag)).toEqual([]);

    const saved = await putProfile(context, member, {
      handle: view.suggestion?.handle,
      displayName: view.suggestion?.displayName,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await listedHandles(tag)).toEqual([`Lea-Anstrom-${tag}`]);
    expect((await read<CreatorDashboard>(member, '/creator/dashboard')).publicHandle).toBe(
      `Lea-Anstrom-${tag}`,
    );
    expect((await read<CreatorProfileView>(member, '/users/creator-profile')).suggestion).toBeNull();
  });

  it('is offered the next free handle when the one from their name is taken, whatever its case', async () => {
    const tag = randomUUID().slice(0, 6);
    const first = await creatorNamed(`Omar ${tag}`);
    expect(
      (await putProfile(context, first, { handle: `OMAR-${tag}`, displayName: 'Omar' })).statusCode,
    ).toBe(200);
    const second = await creatorNamed(`Omar ${tag}`);
    const view = await read<CreatorProfileView>(second, '/users/creator-profile');
    expect(view.suggestion?.handle).toBe(`Omar-${tag}-2`);
  });

  it('is offered a handle from their email when the name has no Latin letters, and keeps the name as it is', async () => {
    const member = await creatorNamed('عمر الفاروق');
    const view = await read<CreatorProfileView>(member, '/users/creator-profile');
    expect(view.suggestion?.displayName).toBe('عمر الفاروق');
    expect(view.suggestion?.handle).toMatch(/^member-[0-9a-f][0-9a-f-]{18,19}[0-9a-f]$/);
  });
});

describe('handleOf', () => {
  it('keeps Latin letters and digits, folds accents, joins the rest with single dashes', () => {
    expect(handleOf('  Zoë   & the  Museum!! ')).toBe('Zoe-the-Museum');
    expect(handleOf('ضوء')).toBe('');
    expect(handleOf('a'.repeat(40))).toHaveLength(28);
  });
});
