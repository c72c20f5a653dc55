import { randomUUID } from 'node:crypto';
import type { CreatorProfile, CreatorProfileBody } from '@streamit/contract';
import { expect } from 'vitest';
import type { TestContext } from './test-app.js';
import { activities } from '../src/modules/activities/activities.schema.js';
import { createTestMember, type TestMember } from './content.test-support.js';

let handleCounter = 0;

/** A fresh, valid handle. */
export function nextHandle(prefix = 'maker'): string {
  handleCounter += 1;
  return `${prefix}${handleCounter}x${randomUUID().slice(0, 6)}`;
}

/** PUT /users/creator-profile. */
export function putProfile(context: TestContext, member: TestMember, body: Record<string, unknown>) {
  return context.app.inject({
    method: 'PUT',
    url: '/api/v1/users/creator-profile',
    headers: member.headers,
    payload: body,
  });
}

/** An approved creator with a saved profile. */
export async function createCreatorWithProfile(
  context: TestContext,
  overrides: Partial<CreatorProfileBody> = {},
): Promise<{ member: TestMember; profile: CreatorProfile }> {
  const member = await createTestMember(context, { creator: true });
  const body = {
    handle: nextHandle(),
    displayName: 'Nadia Murals',
    bio: 'Walls and the stories on them.',
    ...overrides,
  };
  const response = await putProfile(context, member, body);
  expect(response.statusCode, response.body).toBe(200);
  return { member, profile: response.json<CreatorProfile>() };
}

/** A published public video of the creator with some views. */
export async function publishVideo(
  context: TestContext,
  creatorId: string,
  viewCount = 0,
  status = 'PUBLISHED',
) {
  const [row] = await context.deps.db
    .insert(activities)
    .values({
      type: 'VIDEO',
      title: `Video ${randomUUID().slice(0, 6)}`,
      slug: `video-${randomUUID()}`,
      creatorId,
      status: status as 'PUBLISHED',
      viewCount,
    })
    .returning();
  if (!row) throw new Error('activity insert failed');
  return row;
}
