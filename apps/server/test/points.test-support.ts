import type { HeartbeatResult } from '@streamit/contract';
import type { TestContext } from './test-app.js';
import { recordHeartbeat } from '../src/modules/watch/watch.service.js';
import { insertActivity } from '../src/modules/activities/activities.repository.js';
import { ageWatchSessions } from './content.test-support.js';
import { injectAs, type AdminSuite } from './admin-auth.test-support.js';
import type { TestMember } from './moderation.test-support.js';

let counter = 0;

/** Publishes a 20 s video worth `pointsReward`. */
export async function publishVideo(
  context: TestContext,
  values: { pointsReward?: number; creatorId?: string } = {},
): Promise<string> {
  counter += 1;
  const { id } = await insertActivity(context.deps.db, {
    type: 'VIDEO',
    title: `Points video ${counter}`,
    slug: `points-support-video-${counter}-${Date.now()}`,
    status: 'PUBLISHED',
    publishAt: new Date(Date.now() - 60_000),
    durationSeconds: 20,
    pointsReward: values.pointsReward ?? 10,
    ...(values.creatorId ? { creatorId: values.creatorId } : {}),
  });
  return id;
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
