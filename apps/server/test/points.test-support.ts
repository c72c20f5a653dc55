import type { HeartbeatResult } from '@streamit/contract';
import type { TestContext } from './test-app.js';
import { recordHeartbeat } from '../src/modules/watch/watch.service.js';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../src/modules/members/members.schema.js';
import { memberAndPool, postPoints, type PostingInput } from '../src/modules/points/points-ledger.service.js';
import { ageWatchSessions, publishTestVideo } from './content.test-support.js';
import { injectAs, type AdminSuite } from './admin-auth.test-support.js';
import { authHeader, type TestMember } from './moderation.test-support.js';

let counter = 0;

/** A member's points balance as their users row holds it (the ledger keeps it in step). */
export async function totalPointsOf(context: TestContext, userId: string): Promise<number> {
  const [row] = await context.deps.db
    .select({ total: users.totalPoints })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`no member ${userId}`);
  return row.total;
}

/** The points balances of several members, as their users rows hold them (in no particular order). */
export async function totalPointsOfMembers(context: TestContext, userIds: string[]): Promise<number[]> {
  const rows = await context.deps.db
    .select({ total: users.totalPoints })
    .from(users)
    .where(inArray(users.id, userIds));
  return rows.map((row) => row.total);
}

/** Publishes a 20 s video worth `pointsReward`. */
export function publishVideo(
  context: TestContext,
  values: { pointsReward?: number; creatorId?: string } = {},
): Promise<string> {
  counter += 1;
  return publishTestVideo(context, {
    title: `Points video ${counter}`,
    slug: `points-support-video-${counter}-${Date.now()}`,
    durationSeconds: 20,
    pointsReward: values.pointsReward ?? 10,
    ...(values.creatorId ? { creatorId: values.creatorId } : {}),
  });
}

let awards = 0;
/** What a test changes of an award's posting. */
type AwardInput = Partial<PostingInput>;

/** Posts an `earn` of `amount` from the pool to the member in the ledger under a fresh key (`input` overrides). */
export function postAward(context: TestContext, userId: string, amount: number, input: AwardInput = {}) {
  awards += 1;
  return context.deps.db.transaction((tx) =>
    postPoints(tx, {
      kind: 'earn',
      source: 'activity',
      idempotencyKey: `award-${awards}-${randomUUID()}`,
      lines: memberAndPool(userId, amount),
      ...input,
    }),
  );
}

/** A member's (or an anonymous) GET of `/api/v1<url>`, expected to answer 200; its JSON. */
export async function getOk<T>(context: TestContext, url: string, member?: TestMember): Promise<T> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: member ? authHeader(member.token) : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

/**
 * Watches a 20 s video to the end through a real session and the watch module's own heartbeat, aged instead
 * of waited: the verified watch time is there, but no heartbeat answer has asked for the completion yet, so
 * tests of POST /complete decide it themselves. `watchVideoOverHttp` is the member's path, which pays.
 */
export async function watchVideo(context: TestContext, member: TestMember, id: string): Promise<void> {
  const sessionToken = await startAgedSession(context, member, id);
  const beat = { sessionToken, currentTime: 20, sequence: 1, playing: true };
  await recordHeartbeat(context.deps, member.id, id, beat);
}

async function startAgedSession(context: TestContext, member: TestMember, id: string) {
  const started = await injectAs(context.app, member.token, {
    method: 'POST',
    url: `/api/v1/activities/${id}/interaction/start`,
    payload: { currentTime: 0 },
  });
  const { sessionToken } = started.json<{ sessionToken: string }>();
  await ageWatchSessions(context, member.id, 20);
  return sessionToken;
}

/** Watches a 20 s video to the end as the player does: the heartbeat's answer carries what it earned. */
export async function watchVideoOverHttp(context: TestContext, member: TestMember, id: string) {
  const sessionToken = await startAgedSession(context, member, id);
  const beat = await injectAs(context.app, member.token, {
    method: 'POST',
    url: `/api/v1/activities/${id}/interact`,
    payload: { sessionToken, currentTime: 20, sequence: 1, playing: true },
  });
  return beat.json<HeartbeatResult>();
}

/** POST /activities/:id/complete as a member. */
export function completeAs(context: TestContext, member: TestMember, id: string) {
  return injectAs(context.app, member.token, { method: 'POST', url: `/api/v1/activities/${id}/complete` });
}

/** A caller of the staff points-config API (`/api/v1/admin/points-config…`) as the suite's admin or `token`. */
export function pointsConfigCaller(suite: AdminSuite) {
  return (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
    token = suite.admin.token,
  ) =>
    suite.context.app.inject({
      method,
      url: `/api/v1/admin/points-config${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
}
