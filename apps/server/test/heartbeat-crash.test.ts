import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/embedded/free-port.js';
import { insertActivity } from '../src/modules/activities/activities.repository.js';
import { authHeader, createSignedInMember, type TestMember } from './moderation.test-support.js';
import { coveredSeconds, WATCH_LIMITS } from '../src/modules/watch/watch-sections.js';
import { watchProgress, watchSessions } from '../src/modules/watch/watch.schema.js';
import { startBuiltServer, waitForHealth } from './built-server.test-support.js';
import { createTestContext, type TestContext } from './test-app.js';

const MEMBERS = 40;
const BEAT_EVERY_MS = 150;
const { jitterSeconds } = WATCH_LIMITS;
let context: TestContext;
let dataDir: string;
/** Test clock at the SIGKILL: a beat sent before it and never answered was in flight. */
let killedAt = Infinity;

beforeAll(async () => {
  context = await createTestContext();
  dataDir = mkdtempSync(path.join(tmpdir(), 'streamit-heartbeat-crash-'));
}, 120_000);
afterAll(async () => {
  await context.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(port: number): ChildProcess {
  return startBuiltServer({
    port,
    dataDir,
    databaseUrl: context.database.url,
    env: { WATCH_RATE_LIMIT_MAX: '100000' },
  });
}

async function longVideo(i: number): Promise<string> {
  const { id } = await insertActivity(context.deps.db, {
    type: 'VIDEO',
    title: `Heartbeat crash ${i}`,
    slug: `heartbeat-crash-${i}-${Date.now()}`,
    status: 'PUBLISHED',
    publishAt: new Date(Date.now() - 60_000),
    durationSeconds: 3_600,
    pointsReward: 5,
  });
  return id;
}

interface Beat {
  sessionToken: string;
  currentTime: number;
  playing: true;
  sequence: number;
}
interface Viewer {
  member: TestMember;
  activityId: string;
  token: string;
  /** Test clock when the start was answered: the player's position is the real time since. */
  playingSince: number;
  sequence: number;
  acknowledged: { beat: Beat; watched: number }[];
  /** Beats sent but never answered: in flight when the server died. */
  cutOff: number;
}

async function post(base: string, member: TestMember, url: string, body: unknown) {
  const response = await fetch(`${base}/api/v1${url}`, {
    method: 'POST',
    headers: { ...authHeader(member.token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function startWatching(base: string, member: TestMember, activityId: string): Promise<Viewer> {
  const started = await post(base, member, `/activities/${activityId}/interaction/start`, { currentTime: 0 });
  expect(started.status).toBe(201);
  const token = String(started.body.sessionToken);
  return { member, activityId, token, playingSince: Date.now(), sequence: 0, acknowledged: [], cutOff: 0 };
}

/** One honest 1× beat; acknowledged answers are kept to be replayed later. */
async function beat(base: string, viewer: Viewer) {
  viewer.sequence += 1;
  const sent: Beat = {
    sessionToken: viewer.token,
    currentTime: (Date.now() - viewer.playingSince) / 1000,
    playing: true,
    sequence: viewer.sequence,
  };
  const answer = await post(base, viewer.member, `/activities/${viewer.activityId}/interact`, sent).catch(
    () => null,
  );
  if (answer?.status === 200 && answer.body.accepted === true)
    viewer.acknowledged.push({ beat: sent, watched: Number(answer.body.sessionWatchedSeconds) });
  return answer;
}

/** Every viewer beats every BEAT_EVERY_MS until `stop` resolves (a dead server ends its loop too). */
async function beatUntil(base: string, viewers: Viewer[], stop: Promise<unknown>) {
  let stopped = false;
  void stop.then(() => (stopped = true));
  await Promise.all(
    viewers.map(async (viewer) => {
      while (!stopped) {
        await new Promise((resolve) => setTimeout(resolve, BEAT_EVERY_MS));
        const sentAt = Date.now();
        if ((await beat(base, viewer)) !== null) continue;
        if (sentAt < killedAt) viewer.cutOff += 1;
        return;
      }
    }),
  );
}

/** Beats back to back until one goes unanswered; true when that beat was sent before the kill. */
async function rushUntilDead(base: string, viewer: Viewer): Promise<boolean> {
  for (;;) {
    const sentAt = Date.now();
    if ((await beat(base, viewer)) === null) return sentAt < killedAt;
  }
}

async function sessionsOf(userIds: string[]) {
  return context.deps.db.select().from(watchSessions).where(inArray(watchSessions.userId, userIds));
}

/** Credit within wall-clock time per session (+ jitter) and per member (none), sections = credit, progress = sum. */
async function expectWithinWallClock(userIds: string[]) {
  const now = Date.now();
  const sessions = await sessionsOf(userIds);
  for (const session of sessions) {
    expect(session.creditedSeconds).toBeLessThanOrEqual(
      (now - session.startedAt.getTime()) / 1000 + jitterSeconds,
    );
    expect(session.creditedSeconds).toBeCloseTo(coveredSeconds(session.sections), 6);
  }
  for (const userId of userIds) {
    const own = sessions.filter((s) => s.userId === userId);
    const firstStart = Math.min(...own.map((s) => s.startedAt.getTime()));
    const total = own.reduce((sum, s) => sum + s.creditedSeconds, 0);
    expect(total).toBeLessThanOrEqual((now - firstStart) / 1000);
    const progress = await context.deps.db
      .select()
      .from(watchProgress)
      .where(eq(watchProgress.userId, userId));
    for (const row of progress) {
      const credited = own.filter((s) => s.activityId === row.activityId);
      expect(row.watchedSeconds).toBeCloseTo(
        credited.reduce((sum, s) => sum + s.creditedSeconds, 0),
        6,
      );
    }
  }
  return sessions;
}

const creditOf = (
  sessions: { id: string; tokenHash: string; creditedSeconds: number; sections: unknown }[],
) => Object.fromEntries(sessions.map((s) => [s.id, { credited: s.creditedSeconds, sections: s.sections }]));

describe('watch credit under a crash', () => {
  it('keeps credit within wall-clock, every acknowledged second, none twice, across SIGKILL', async () => {
    const members = await Promise.all(Array.from({ length: MEMBERS }, () => createSignedInMember(context)));
    const userIds = members.map((m) => m.id);
    const [first, second] = [await longVideo(1), await longVideo(2)];
    const port = await findFreePort();
    const base = `http://127.0.0.1:${port}`;
    const server = startServer(port);
    await waitForHealth(base, server);
    const viewers = await Promise.all(members.map((member) => startWatching(base, member, first)));
    // Kill mid-traffic, once every viewer has had a few beats acknowledged. For the last stretch before the kill
    // every viewer beats back to back, so each has a beat outstanding at almost every instant: a server that
    // answers a whole burst in a few milliseconds still dies with some of them in flight.
    const serverExited = once(server, 'exit');
    const killed = new Promise((resolve) => setTimeout(resolve, 2_200)).then(async () => {
      const cutOffInRush = viewers.map((viewer) => rushUntilDead(base, viewer));
      await new Promise((resolve) => setTimeout(resolve, 300));
      killedAt = Date.now();
      server.kill('SIGKILL');
      return (await Promise.all(cutOffInRush)).filter(Boolean).length;
    });
    await beatUntil(base, viewers, serverExited);
    await serverExited;
    expect(viewers.every((v) => v.acknowledged.length >= 2)).toBe(true);
    const cutOff = (await killed) + viewers.reduce((sum, v) => sum + v.cutOff, 0);
    expect(cutOff).toBeGreaterThan(0);

    // What the kill left: every acknowledged second kept, within wall-clock.
    const afterKill = await expectWithinWallClock(userIds);
    for (const viewer of viewers) {
      const session = afterKill.find((s) => s.userId === viewer.member.id);
      expect(session?.creditedSeconds).toBeGreaterThanOrEqual(
        viewer.acknowledged.at(-1)?.watched ?? Infinity,
      );
    }

    const restarted = startServer(port);
    await waitForHealth(base, restarted);
    expect(creditOf(await sessionsOf(userIds))).toEqual(creditOf(afterKill));
    // Replaying every acknowledged beat after the restart adds nothing.
    for (const viewer of viewers) {
      for (const { beat: sent } of viewer.acknowledged) {
        const replay = await post(base, viewer.member, `/activities/${first}/interact`, sent);
        expect(replay.status).toBe(200);
        expect(replay.body.accepted).toBe(false);
      }
    }
    expect(creditOf(await sessionsOf(userIds))).toEqual(creditOf(afterKill));

    // The player carries on: its next beat covers what the kill cut off, so at most the last step is lost.
    viewers.forEach((viewer) => (viewer.sequence += 1_000));
    await Promise.all(viewers.map((viewer) => beat(base, viewer)));
    const resumed = await expectWithinWallClock(userIds);
    for (const viewer of viewers) {
      const session = resumed.find((s) => s.userId === viewer.member.id);
      expect(session?.creditedSeconds).toBeGreaterThanOrEqual((session?.lastPosition ?? 0) - 1);
    }
    // A second video on a new session: the member's credit over both stays within wall-clock time.
    const nextViewers = await Promise.all(members.map((member) => startWatching(base, member, second)));
    await beatUntil(base, nextViewers, new Promise((resolve) => setTimeout(resolve, 1_500)));
    await expectWithinWallClock(userIds);
    const restartedExited = once(restarted, 'exit');
    restarted.kill('SIGTERM');
    await restartedExited;
    const beats = viewers.reduce((sum, v) => sum + v.acknowledged.length, 0);
    console.log(
      `heartbeat crash: ${beats} beats of ${MEMBERS} members acknowledged, ${cutOff} cut off by SIGKILL`,
    );
  }, 120_000);
});
