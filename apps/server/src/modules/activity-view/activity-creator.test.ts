import type { ActivityDetail } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { users } from '../members/members.schema.js';
import { insertActivity } from '../activities/activities.queries.js';
import { createTestMember } from '../../../test/content.test-support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

async function detailOf(creatorId: string | null, slug: string) {
  const activity = await insertActivity(context.deps.db, {
    type: 'VIDEO',
    title: slug,
    slug,
    status: 'PUBLISHED',
    creatorId,
  });
  const response = await context.app.inject({ method: 'GET', url: `/api/v1/activities/${activity.id}` });
  expect(response.statusCode).toBe(200);
  return { body: response.json<ActivityDetail>(), raw: response.body };
}

async function creatorWith(values: Partial<typeof users.$inferInsert>) {
  const { userId } = await createTestMember(context, { creator: true });
  await context.deps.db.update(users).set(values).where(eq(users.id, userId));
  return userId;
}

describe('GET /activities/:id creator line', () => {
  it('names the creator by display name with the avatar, and never sends the email', async () => {
    const id = await creatorWith({ displayName: 'Noor Studio', firstName: 'Noor', avatarFile: 'a1.webp' });
    const { body, raw } = await detailOf(id, 'creator-display');
    expect(body.creator).toEqual({ id, name: 'Noor Studio', avatarUrl: '/api/v1/media/avatars/a1.webp' });
    expect(raw).not.toContain('@example.com');
  });

  it('falls back to first and last name, and is null for the team’s own items', async () => {
    const id = await creatorWith({ firstName: 'Sami', lastName: 'Haddad' });
    expect((await detailOf(id, 'creator-names')).body.creator).toEqual({
      id,
      name: 'Sami Haddad',
      avatarUrl: null,
    });
    expect((await detailOf(null, 'creator-none')).body.creator).toBeNull();
  });
});
