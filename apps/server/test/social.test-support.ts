import type { SocialTask, SocialTaskBody } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from './test-app.js';
import { users } from '../src/modules/members/members.schema.js';
import { authHeader, createSignedInMember, type TestMember } from './moderation.test-support.js';

let xIds = 5000;

/** A signed-in member whose profile has an X account linked (as the X sign-in leaves it); returns its X id. */
export async function createXMember(context: TestContext): Promise<TestMember & { xId: string }> {
  const member = await createSignedInMember(context);
  xIds += 1;
  const xId = String(xIds);
  await context.deps.db.update(users).set({ twitterId: xId }).where(eq(users.id, member.id));
  return { ...member, xId };
}

/** POST /admin/social-tasks as staff; returns the task. */
export async function createTask(
  context: TestContext,
  token: string,
  body: Partial<SocialTaskBody> = {},
): Promise<SocialTask> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v1/admin/social-tasks',
    headers: authHeader(token),
    payload: { kind: 'FOLLOW', title: 'Follow StreamIt', target: 'StreamItHQ', points: 40, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SocialTask>();
}

const VERIFY_PATHS = {
  FOLLOW: '/api/v1/social/follow/twitter/verify',
  LIKE: '/api/v1/social/engage/like',
  RETWEET: '/api/v1/social/engage/retweet',
} as const;

/** The member's verify call for a task of `kind`. */
export function verify(
  context: TestContext,
  member: TestMember,
  task: { id: string; kind: keyof typeof VERIFY_PATHS },
) {
  return context.app.inject({
    method: 'POST',
    url: VERIFY_PATHS[task.kind],
    headers: authHeader(member.token),
    payload: { taskId: task.id },
  });
}
