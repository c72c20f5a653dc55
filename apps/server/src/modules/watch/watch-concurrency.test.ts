import type { HeartbeatResult, WatchSession } from '@streamit/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import {
  ageWatchSessions,
  createTestMember,
  publishTestVideo,
  type TestMember,
} from '../../../test/content.test-support.js';
import { activityReportHolds } from '../activities/activity-holds.schema.js';
import { createSession } from '../sessions/sessions.service.js';
import { watchSessions } from './watch.schema.js';

const suite = useTestApp();
const publishedVideo = () => publishTestVideo(suite.context);

/** Another signed-in device of the same member: its own bearer token (and heartbeat rate limit). */
async function otherDevice(member: TestMember): Promise<Record<string, string>> {
  const device = { ip: '198.51.100.8', userAgent: 'second device' };
  const { token } = await createSession(
    suite.context.deps,
    suite.context.app.log,
    member.userId,
    device,
    'password',
  );
  return { authorization: `Bearer ${token}` };
}

function startOn(headers: Record<string, string>, activityId: string) {
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${activityId}/interaction/start`,
    headers,
    payload: { currentTime: 0 },
  });
}

function beatOn(headers: Record<string, string>, activityId: string, body: Record<string, unknown>) {
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${activityId}/interact`,
    headers,
    payload: { playing: true, ...body },
  });
}

async function openSessionCount(userId: string): Promise<number> {
  const rows = await suite.context.deps.db
    .select({ id: watchSessions.id })
    .from(watchSessions)
    .where(and(eq(watchSessions.userId, userId), isNull(watchSessions.endedAt)));
  return rows.length;
}

async function creditedTotal(userId: string): Promise<number> {
  const [row] = await suite.context.deps.db
    .select({ total: sql<number>`coalesce(sum(${watchSessions.creditedSeconds}), 0)::float8` })
    .from(watchSessions)
    .where(eq(watchSessions.userId, userId));
  return row?.total ?? 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one open watch session per member', () => {
  it('leaves exactly one session open after 50 parallel starts, none answered 500', async () => {
    const member = await createTestMember(suite.context);
    const id = await publishedVideo();
    const responses = await Promise.all(Array.from({ length: 50 }, () => startOn(member.headers, id)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    expect(await openSessionCount(member.userId)).toBe(1);
  });

  it('has the database refuse a second open session of one member', async () => {
    const member = await createTestMember(suite.context);
    const id = await publishedVideo();
    const row = (tokenHash: string) => ({
      tokenHash,
      userId: member.userId,
      activityId: id,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await suite.context.deps.db.insert(watchSessions).values(row(`first-${id}`));
    await expect(
      suite.context.deps.db.insert(watchSessions).values(row(`second-${id}`)),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }) as unknown,
    });
  });
});

describe('member watch credit bounded by wall-clock time', () => {
  it('credits 50 parallel sessions on 5 devices, beaten in parallel for seconds, no more than real time', async () => {
    const member = await createTestMember(suite.context);
    const id = await publishedVideo();
    const devices = [member.headers, ...(await Promise.all([1, 2, 3, 4].map(() => otherDevice(member))))];
    const startedAt = Date.now();
    const starts = await Promise.all(
      Array.from({ length: 50 }, (_, index) => startOn(devices[index % 5] ?? member.headers, id)),
    );
    const sessions = starts.map((response, index) => ({
      headers: devices[index % 5] ?? member.headers,
      token: response.json<WatchSession>().sessionToken,
    }));
    const statuses: number[] = starts.map((response) => response.statusCode);
    for (let round = 1; round <= 3; round += 1) {
      await sleep(1_000);
      // Every session claims all real time since the test began plus 1.4 s: as much as the per-session
      // jitter allowance lets a single session earn. Together they would be 50 times real time.
      const claim = (Date.now() - startedAt) / 1000 + 1.4;
      const beats = await Promise.all(
        sessions.map((session) =>
          beatOn(session.headers, id, { sessionToken: session.token, currentTime: claim, sequence: round }),
        ),
      );
      statuses.push(...beats.map((response) => response.statusCode));
    }
    const elapsed = (Date.now() - startedAt) / 1000;
    expect(statuses.filter((status) => status >= 300)).toEqual([]);
    const total = await creditedTotal(member.userId);
    // No tolerance: each credited second is wall-clock time after the member's watermark, which starts
    // at the first session's start (after `startedAt`) and ends at a heartbeat's arrival (before now).
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(elapsed);
    expect(await openSessionCount(member.userId)).toBe(1);
  });

  it('does not give a newly started session the time another session was already credited for', async () => {
    const member = await createTestMember(suite.context);
    const id = await publishedVideo();
    const first = (await startOn(member.headers, id)).json<WatchSession>().sessionToken;
    await ageWatchSessions(suite.context, member.userId, 5);
    const earned = await beatOn(member.headers, id, { sessionToken: first, currentTime: 5, sequence: 1 });
    expect(earned.json<HeartbeatResult>().creditedSeconds).toBe(5);
    // A fresh session's jitter allowance (1.5 s) would let it claim 1.4 s at once; those 1.4 s of
    // wall-clock time were just credited to the first session, so (almost) nothing is left.
    const second = (await startOn(member.headers, id)).json<WatchSession>().sessionToken;
    const claimed = await beatOn(member.headers, id, { sessionToken: second, currentTime: 1.4, sequence: 1 });
    expect(claimed.json<HeartbeatResult>()).toMatchObject({ accepted: true });
    expect(claimed.json<HeartbeatResult>().creditedSeconds).toBeLessThan(0.5);
  });
});

describe('a video held by reports', () => {
  it('refuses new sessions and heartbeats of open ones', async () => {
    const member = await createTestMember(suite.context);
    const id = await publishedVideo();
    const sessionToken = (await startOn(member.headers, id)).json<WatchSession>().sessionToken;
    await ageWatchSessions(suite.context, member.userId, 5);
    await suite.context.deps.db.insert(activityReportHolds).values({ activityId: id });
    const beat = await beatOn(member.headers, id, { sessionToken, currentTime: 5, sequence: 1 });
    expect(beat.statusCode).toBe(404);
    expect((await startOn(member.headers, id)).statusCode).toBe(404);
    await suite.context.deps.db.delete(activityReportHolds).where(eq(activityReportHolds.activityId, id));
    const released = await beatOn(member.headers, id, { sessionToken, currentTime: 5, sequence: 1 });
    expect(released.json<HeartbeatResult>()).toMatchObject({ accepted: true, creditedSeconds: 5 });
  });
});
