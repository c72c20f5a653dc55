import type { TestContext } from '../../../test/test-app.js';
import { insertActivity } from '../activities/activities.repository.js';
import { ageWatchSessions } from '../activities/content-test-support.js';
import { injectAs } from '../admin-auth/admin-auth.test-support.js';
import type { TestMember } from '../moderation/moderation.test-support.js';

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

/** Watches a 20 s video to the end through a real session and heartbeat, aged instead of waited. */
export async function watchVideo(context: TestContext, member: TestMember, id: string): Promise<void> {
  const started = await injectAs(context.app, member.token, {
    method: 'POST',
    url: `/api/v1/activities/${id}/interaction/start`,
    payload: { currentTime: 0 },
  });
  const { sessionToken } = started.json<{ sessionToken: string }>();
  await ageWatchSessions(context, member.id, 20);
  await injectAs(context.app, member.token, {
    method: 'POST',
    url: `/api/v1/activities/${id}/interact`,
    payload: { sessionToken, currentTime: 20, sequence: 1, playing: true },
  });
}

/** POST /activities/:id/complete as a member. */
export function completeAs(context: TestContext, member: TestMember, id: string) {
  return injectAs(context.app, member.token, { method: 'POST', url: `/api/v1/activities/${id}/complete` });
}
