import type { HeartbeatResult, WatchSession } from '@streamit/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import {
  ageWatchSessions,
  createTestMember,
  publishTestVideo,
  type TestMember,
} from '../../../test/content.test-support.js';
import { activities } from '../activities/activities.schema.js';
import { WATCH_LIMITS } from './watch-sections.js';
import { watchCreditClocks, watchProgress, watchSessions } from './watch.schema.js';

// Group commit (decision 067): many members' beats arriving at once share batches; every beat is still
// applied by decision 011's rules as if alone, answered only after its batch committed.

const MEMBERS = 100;
const AGED_SECONDS = 5;

const suite = useTestApp();
const publishedVideo = () => publishTestVideo(suite.context);

interface Viewer {
  member: TestMember;
  token: string;
}

async function startViewer(activityId: string): Promise<Viewer> {
  const member = await createTestMember(suite.context);
  const started = await suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${activityId}/interaction/start`,
    headers: member.headers,
    payload: { currentTime: 0 },
  });
  await ageWatchSessions(suite.context, member.userId, AGED_SECONDS);
  return { member, token: started.json<WatchSession>().sessionToken };
}

function beat(
  viewer: Viewer,
  activityId: string,
  body: { currentTime: number; sequence: number; token?: string },
) {
  const payload = {
    sessionToken: body.token ?? viewer.token,
    currentTime: body.currentTime,
    sequence: body.sequence,
  };
  return suite.context.app
    .inject({
      method: 'POST',
      url: `/api/v1/activities/${activityId}/interact`,
      headers: viewer.member.headers,
      payload: { playing: true, ...payload },
    })
    .then((response) => ({
      viewer,
      sequence: body.sequence,
      status: response.statusCode,
      body: response.json<HeartbeatResult>(),
    }));
}

/** Every distinct member's first beat, then repeats, overtaking claims and strangers' tokens for some of them. */
function allBeats(viewers: Viewer[], activityId: string) {
  const firsts = viewers.map((viewer) =>
    beat(viewer, activityId, { currentTime: AGED_SECONDS, sequence: 1 }),
  );
  const extras = viewers
    .slice(0, 5)
    .flatMap((viewer, index) => [
      beat(viewer, activityId, { currentTime: AGED_SECONDS, sequence: 1 }),
      beat(viewer, activityId, { currentTime: AGED_SECONDS + 4, sequence: 2 }),
      beat(viewer, activityId, { currentTime: AGED_SECONDS + 1, sequence: 3 }),
      beat(viewer, activityId, { currentTime: 1, sequence: 4, token: viewers[index + 5]?.token ?? '' }),
    ]);
  return Promise.all([...firsts, ...extras]);
}

describe('heartbeats applied in batches', () => {
  it('applies 100 members beating at once, and one member beating several times, within every bound', async () => {
    const activityId = await publishedVideo();
    const viewers = await Promise.all(Array.from({ length: MEMBERS }, () => startViewer(activityId)));
    const agedAt = Date.now() - AGED_SECONDS * 1000;
    const answers = await allBeats(viewers, activityId);
    const elapsed = (Date.now() - agedAt) / 1000;
    const statuses = answers.map((answer) => answer.status);
    // Only the five beats with another member's token are refused (404), and no batch failed with them.
    expect(statuses.filter((status) => status === 404)).toHaveLength(5);
    expect(statuses.filter((status) => status !== 404 && status !== 200)).toEqual([]);
    const ok = answers.filter((answer) => answer.status === 200);
    // A member beating once, alone in the batch or not, is credited all the aged time.
    const single = ok.filter((answer) => viewers.indexOf(answer.viewer) >= 5);
    expect(single.map((answer) => answer.body.creditedSeconds)).toEqual(
      Array(MEMBERS - 5).fill(AGED_SECONDS),
    );
    await expectRowsMatch(viewers, ok, elapsed, activityId);
  });

  it('refuses the beats of a video made private after its sessions began and applies the others beside them', async () => {
    const [kept, hidden] = await Promise.all([publishedVideo(), publishedVideo()]);
    const viewersOf = (activityId: string) =>
      Promise.all(Array.from({ length: MEMBERS / 2 }, () => startViewer(activityId)));
    const [keptViewers, hiddenViewers] = await Promise.all([viewersOf(kept), viewersOf(hidden)]);
    await suite.context.deps.db
      .update(activities)
      .set({ visibility: 'PRIVATE' })
      .where(eq(activities.id, hidden));
    // The activities are read while the batch takes its locks (decision 077): the hidden video's beats still change nothing.
    const answers = await Promise.all([
      ...keptViewers.map((viewer) => beat(viewer, kept, { currentTime: AGED_SECONDS, sequence: 1 })),
      ...hiddenViewers.map((viewer) => beat(viewer, hidden, { currentTime: AGED_SECONDS, sequence: 1 })),
    ]);
    const statusOf = (viewers: Viewer[]) =>
      answers.filter((answer) => viewers.includes(answer.viewer)).map((answer) => answer.status);
    expect(statusOf(keptViewers)).toEqual(keptViewers.map(() => 200));
    expect(statusOf(hiddenViewers)).toEqual(hiddenViewers.map(() => 404));
    const db = suite.context.deps.db;
    const sessions = await db.select().from(watchSessions).where(eq(watchSessions.activityId, hidden));
    expect(sessions.map((row) => [row.heartbeats, row.creditedSeconds])).toEqual(sessions.map(() => [0, 0]));
    const progress = await db.select().from(watchProgress).where(eq(watchProgress.activityId, hidden));
    expect(progress.map((row) => row.watchedSeconds).filter((watched) => watched > 0)).toEqual([]);
  });

  it('moves a progress row’s time at most once a minute, and on the first beat after that', async () => {
    const activityId = await publishedVideo();
    const viewer = await startViewer(activityId);
    const db = suite.context.deps.db;
    const ofViewer = and(
      eq(watchProgress.userId, viewer.member.userId),
      eq(watchProgress.activityId, activityId),
    );
    const progressTime = async () =>
      (await db.select().from(watchProgress).where(ofViewer))[0]?.updatedAt.getTime() ?? Number.NaN;
    const credited = async (sequence: number) => {
      if (sequence > 1) await ageWatchSessions(suite.context, viewer.member.userId, AGED_SECONDS);
      const answer = await beat(viewer, activityId, { currentTime: sequence * AGED_SECONDS, sequence });
      return answer.body.creditedSeconds;
    };
    expect(await credited(1)).toBe(AGED_SECONDS);
    const first = await progressTime();
    // A beat within the minute credits its time and leaves the indexed time alone (a HOT update).
    expect(await credited(2)).toBe(AGED_SECONDS);
    expect(await progressTime()).toBe(first);
    const stale = sql`${watchProgress.updatedAt} - make_interval(secs => ${WATCH_LIMITS.progressRecencySeconds + 1})`;
    await db.update(watchProgress).set({ updatedAt: stale }).where(ofViewer);
    expect(await credited(3)).toBe(AGED_SECONDS);
    expect(await progressTime()).toBeGreaterThanOrEqual(first);
  });
});

async function expectRowsMatch(
  viewers: Viewer[],
  ok: { viewer: Viewer; sequence: number; body: HeartbeatResult }[],
  elapsed: number,
  activityId: string,
) {
  const ids = viewers.map((viewer) => viewer.member.userId);
  const db = suite.context.deps.db;
  const sessions = await db.select().from(watchSessions).where(inArray(watchSessions.userId, ids));
  const progress = await db.select().from(watchProgress).where(eq(watchProgress.activityId, activityId));
  const clocks = await db.select().from(watchCreditClocks).where(inArray(watchCreditClocks.userId, ids));
  for (const viewer of viewers) {
    const mine = ok.filter((answer) => answer.viewer === viewer);
    const accepted = mine.filter((answer) => answer.body.accepted);
    const session = sessions.find((row) => row.userId === viewer.member.userId);
    const watched = progress.find((row) => row.userId === viewer.member.userId)?.watchedSeconds;
    const answered = accepted.reduce((sum, answer) => sum + answer.body.creditedSeconds, 0);
    // Every acknowledged credit is written once, and none beyond the wall-clock time since the session began.
    expect(session?.creditedSeconds).toBeCloseTo(answered, 9);
    expect(watched).toBeCloseTo(answered, 9);
    expect(answered).toBeLessThanOrEqual(elapsed);
    expect(session?.heartbeats).toBe(accepted.length);
    expect(session?.lastSequence).toBe(Math.max(-1, ...accepted.map((answer) => answer.sequence)));
    const clock = clocks.find((row) => row.userId === viewer.member.userId);
    expect(clock?.creditedUntil.getTime()).toBeLessThanOrEqual(Date.now());
  }
}
