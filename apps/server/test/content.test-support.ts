import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TestContext } from './test-app.js';
import { insertActivity, type NewActivity } from '../src/modules/activities/activities.queries.js';
import { contentCategories } from '../src/modules/catalog/catalog.schema.js';
import { insertUser } from '../src/modules/members/members.queries.js';
import { createSession } from '../src/modules/sessions/sessions.service.js';
import { watchCreditClocks, watchSessions } from '../src/modules/watch/watch.schema.js';

/** A signed-in test member (optionally a content creator) and their bearer header. */
export interface TestMember {
  userId: string;
  token: string;
  headers: Record<string, string>;
}

/**
 * Creates a member row and opens a real session for it through the sessions service, so the member
 * guard resolves the token exactly as for a password login (the sign-up flow has its own tests).
 */
export async function createTestMember(
  context: TestContext,
  options: { creator?: boolean; creatorStatus?: string } = {},
): Promise<TestMember> {
  const user = await insertUser(context.deps.db, {
    email: `member-${randomUUID()}@example.com`,
    emailVerifiedAt: new Date(),
    isContentCreator: options.creator ?? false,
    creatorStatus: options.creatorStatus ?? (options.creator ? 'APPROVED' : 'NONE'),
  });
  if (!user) throw new Error('member insert failed');
  const context_ = { ip: '198.51.100.7', userAgent: 'vitest' };
  const { token } = await createSession(context.deps, context.app.log, user.id, context_, 'password');
  return { userId: user.id, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * Moves a watch session's clock fields `seconds` into the past, as if that much real time had passed
 * since it started and since its last heartbeat, and the member's credit watermark with them (tests
 * cannot wait minutes for real).
 */
export async function ageWatchSessions(context: TestContext, userId: string, seconds: number) {
  const shift = sql`make_interval(secs => ${seconds})`;
  await context.deps.db
    .update(watchSessions)
    .set({
      startedAt: sql`${watchSessions.startedAt} - ${shift}`,
      lastHeartbeatAt: sql`${watchSessions.lastHeartbeatAt} - ${shift}`,
    })
    .where(eq(watchSessions.userId, userId));
  await context.deps.db
    .update(watchCreditClocks)
    .set({ creditedUntil: sql`${watchCreditClocks.creditedUntil} - ${shift}` })
    .where(eq(watchCreditClocks.userId, userId));
}

/** A content category row, named as its slug unless `name` is given. */
export async function createCategory(
  context: TestContext,
  slug = `cat-${randomUUID().slice(0, 8)}`,
  name = slug,
) {
  const [row] = await context.deps.db.insert(contentCategories).values({ slug, name }).returning();
  if (!row) throw new Error('category insert failed');
  return row;
}

let videos = 0;

/** Inserts a video published a minute ago (600 s unless `values` say otherwise, a slug of its own); its id. */
export async function publishTestVideo(
  context: TestContext,
  values: Partial<NewActivity> = {},
): Promise<string> {
  videos += 1;
  const { id } = await insertActivity(context.deps.db, {
    type: 'VIDEO',
    title: `Test video ${videos}`,
    slug: `test-video-${videos}-${randomUUID()}`,
    status: 'PUBLISHED',
    publishAt: new Date(Date.now() - 60_000),
    durationSeconds: 600,
    ...values,
  });
  return id;
}
