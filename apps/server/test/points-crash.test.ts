import { recordHeartbeat } from '../src/modules/watch/watch.service.js';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/embedded/free-port.js';
import { insertActivity } from '../src/modules/activities/activities.repository.js';
import { ageWatchSessions } from './content.test-support.js';
import { users } from '../src/modules/members/members.schema.js';
import { authHeader, createSignedInMember, type TestMember } from './moderation.test-support.js';
import { loadGlobalConfig } from '../src/modules/points/points-config.service.js';
import { pointsGlobalConfig } from '../src/modules/points/points-config.schema.js';
import {
  activityCompletions,
  pointsPostings,
  pointsStreakDays,
} from '../src/modules/points/points-ledger.schema.js';
import { checkLedger } from '../src/modules/points/points-rederive.service.js';
import { startBuiltServer, waitForHealth } from './built-server.test-support.js';
import { createTestContext, type TestContext } from './test-app.js';

const VIDEOS = 40;
let context: TestContext;
let dataDir: string;

beforeAll(async () => {
  context = await createTestContext();
  dataDir = mkdtempSync(path.join(tmpdir(), 'streamit-points-crash-'));
}, 120_000);
afterAll(async () => {
  await context.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(port: number): ChildProcess {
  return startBuiltServer({ port, dataDir, databaseUrl: context.database.url });
}

/** A published 20 s video the member has watched 16 s of through a real watch session, not yet completed. */
async function watchedVideo(member: TestMember, i: number): Promise<string> {
  const { id } = await insertActivity(context.deps.db, {
    type: 'VIDEO',
    title: `Crash ${i}`,
    slug: `crash-${i}-${Date.now()}`,
    status: 'PUBLISHED',
    publishAt: new Date(Date.now() - 60_000),
    durationSeconds: 20,
    pointsReward: 5,
  });
  const headers = authHeader(member.token);
  const start = await context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${id}/interaction/start`,
    headers,
    payload: { currentTime: 0 },
  });
  const { sessionToken } = start.json<{ sessionToken: string }>();
  await ageWatchSessions(context, member.id, 16);
  // The watch module's own heartbeat: the evidence is in, and the burst below asks for the completions.
  await recordHeartbeat(context.deps, member.id, id, {
    sessionToken,
    currentTime: 16,
    sequence: 1,
    playing: true,
  });
  return id;
}

function complete(base: string, member: TestMember, id: string) {
  return fetch(`${base}/api/v1/activities/${id}/complete`, {
    method: 'POST',
    headers: authHeader(member.token),
  })
    .then((response) => response.status)
    .catch(() => 0);
}

describe('points under a crash', () => {
  it('keeps the ledger balanced and every acknowledged completion, none doubled, across SIGKILL', async () => {
    await loadGlobalConfig(context.deps.db);
    await context.deps.db
      .update(pointsGlobalConfig)
      .set({ cooldownSeconds: 0, dailyCap: 100_000, weeklyCap: 100_000, streakBonus: 7 });
    const member = await createSignedInMember(context);
    const videos: string[] = [];
    for (let i = 0; i < VIDEOS; i += 1) videos.push(await watchedVideo(member, i));
    const port = await findFreePort();
    const base = `http://127.0.0.1:${port}`;
    const first = startServer(port);
    await waitForHealth(base, first);
    // Three requests per video, so retries race too; the kill lands as soon as a few have been answered.
    let onAck: () => void = () => undefined;
    const fewAnswered = new Promise<void>((resolve) => (onAck = resolve));
    let answered = 0;
    const burst = Promise.all(
      videos.flatMap((id) =>
        [0, 1, 2].map(async () => {
          const status = await complete(base, member, id);
          if (status === 200 && ++answered >= 5) onAck();
          return { id, status };
        }),
      ),
    );
    await Promise.race([fewAnswered, new Promise((resolve) => setTimeout(resolve, 20_000))]);
    // Listen before the kill: a killed child keeps exitCode null (signalCode is set instead).
    const firstExited = once(first, 'exit');
    first.kill('SIGKILL');
    const acknowledged = new Set((await burst).filter((r) => r.status === 200).map((r) => r.id));
    await firstExited;
    expect(acknowledged.size).toBeGreaterThanOrEqual(5);
    expect(acknowledged.size).toBeLessThan(VIDEOS);

    const second = startServer(port);
    await waitForHealth(base, second);
    expect(await checkLedger(context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
    const rows = await context.deps.db
      .select()
      .from(activityCompletions)
      .where(eq(activityCompletions.userId, member.id));
    for (const id of acknowledged) expect(rows.filter((row) => row.activityId === id)).toHaveLength(1);
    // Finish the burst after the restart: every video ends completed exactly once.
    const retried = await Promise.all(videos.map((id) => complete(base, member, id)));
    const secondExited = once(second, 'exit');
    second.kill('SIGTERM');
    await secondExited;
    for (const [i, id] of videos.entries())
      expect(acknowledged.has(id) ? [409] : [200, 409]).toContain(retried[i]);
    const final = await context.deps.db
      .select()
      .from(activityCompletions)
      .where(eq(activityCompletions.userId, member.id));
    expect(final).toHaveLength(VIDEOS);
    const postings = await context.deps.db
      .select()
      .from(pointsPostings)
      .where(and(eq(pointsPostings.source, 'activity'), eq(pointsPostings.kind, 'earn')));
    expect(postings).toHaveLength(VIDEOS);
    const [balance] = await context.deps.db
      .select({ total: users.totalPoints })
      .from(users)
      .where(eq(users.id, member.id));
    // The streak bonus rides on the first completion of each UTC day: one, or two if the run spans midnight.
    const bonuses = await context.deps.db
      .select()
      .from(pointsPostings)
      .where(and(eq(pointsPostings.source, 'bonus'), eq(pointsPostings.kind, 'earn')));
    const days = await context.deps.db
      .select()
      .from(pointsStreakDays)
      .where(eq(pointsStreakDays.userId, member.id));
    expect(bonuses.length).toBeGreaterThanOrEqual(1);
    expect(bonuses).toHaveLength(days.length);
    expect(balance?.total).toBe(VIDEOS * 5 + 7 * bonuses.length);
    expect(await checkLedger(context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
    console.log(`points crash: ${acknowledged.size} of ${VIDEOS} completions acknowledged before SIGKILL`);
  }, 180_000);
});
