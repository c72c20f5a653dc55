import type { HeartbeatResult, WatchSession } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { ageWatchSessions, createTestMember, publishTestVideo } from '../../../test/content.test-support.js';
import type { TestMember } from '../../../test/content.test-support.js';
import { clearOfWindowEdge } from '../../../test/rate-limit-window.test-support.js';

const suite = useTestApp();
const publishedVideo = (durationSeconds = 120) => publishTestVideo(suite.context, { durationSeconds });

async function start(member: TestMember, activityId: string, currentTime = 0) {
  const response = await suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${activityId}/interaction/start`,
    headers: member.headers,
    payload: { currentTime },
  });
  expect(response.statusCode).toBe(201);
  return response.json<WatchSession>().sessionToken;
}

async function beat(
  member: TestMember,
  activityId: string,
  body: { sessionToken: string; currentTime: number; sequence: number; playing?: boolean },
) {
  const response = await suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/activities/${activityId}/interact`,
    headers: member.headers,
    payload: { playing: true, ...body },
  });
  return { status: response.statusCode, result: response.json<HeartbeatResult>() };
}

describe('watch sessions and heartbeats', () => {
  it('credits playback that advances at real-time speed and counts a view after 10 s', async () => {
    const member = await createTestMember(suite.context);
    const id = await publishedVideo();
    const sessionToken = await start(member, id);
    await ageWatchSessions(suite.context, member.userId, 5);
    const first = await beat(member, id, { sessionToken, currentTime: 5, sequence: 1 });
    expect(first.result).toMatchObject({ accepted: true, creditedSeconds: 5, viewCounted: false });
    await ageWatchSessions(suite.context, member.userId, 5);
    const second = await beat(member, id, { sessionToken, currentTime: 10, sequence: 2 });
    expect(second.result).toMatchObject({ creditedSeconds: 5, sessionWatchedSeconds: 10, viewCounted: true });
    const stats = await suite.context.app.inject({ method: 'GET', url: `/api/v1/activities/${id}/stats` });
    expect(stats.json()).toMatchObject({ viewCount: 1, uniqueViewers: 1, totalWatchSeconds: 10 });
  });

  it('credits nothing when the claimed progress exceeds the real time elapsed', async () => {
    const member = await createTestMember(suite.context);
    const id = await publishedVideo();
    const sessionToken = await start(member, id);
    const claim = await beat(member, id, { sessionToken, currentTime: 60, sequence: 1 });
    expect(claim.result).toMatchObject({ accepted: true, creditedSeconds: 0, sessionWatchedSeconds: 0 });
    await ageWatchSessions(suite.context, member.userId, 5);
    // Twice real speed (10 s of video in 5 s) is refused as a whole.
    const fast = await beat(member, id, { sessionToken, currentTime: 70, sequence: 2 });
    expect(fast.result.creditedSeconds).toBe(0);
  });

  it('gives no credit for the part skipped by seeking ahead, nor for a paused player', async () => {
    const member = await createTestMember(suite.context);
    const id = await publishedVideo();
    const sessionToken = await start(member, id);
    await ageWatchSessions(suite.context, member.userId, 5);
    await beat(member, id, { sessionToken, currentTime: 5, sequence: 1 });
    await ageWatchSessions(suite.context, member.userId, 5);
    const seek = await beat(member, id, { sessionToken, currentTime: 90, sequence: 2 });
    expect(seek.result).toMatchObject({ creditedSeconds: 0, positionSeconds: 90 });
    await ageWatchSessions(suite.context, member.userId, 5);
    const after = await beat(member, id, { sessionToken, currentTime: 95, sequence: 3 });
    expect(after.result).toMatchObject({ creditedSeconds: 5, sessionWatchedSeconds: 10 });
    await ageWatchSessions(suite.context, member.userId, 5);
    const paused = await beat(member, id, { sessionToken, currentTime: 100, sequence: 4, playing: false });
    expect(paused.result.creditedSeconds).toBe(0);
  });

  it('adds nothing for a replayed sequence, a replaced session token or another member', async () => {
    const member = await createTestMember(suite.context);
    const other = await createTestMember(suite.context);
    const id = await publishedVideo();
    const sessionToken = await start(member, id);
    await ageWatchSessions(suite.context, member.userId, 5);
    expect(
      (await beat(member, id, { sessionToken, currentTime: 5, sequence: 1 })).result.creditedSeconds,
    ).toBe(5);
    await ageWatchSessions(suite.context, member.userId, 5);
    const replay = await beat(member, id, { sessionToken, currentTime: 5, sequence: 1 });
    expect(replay.result).toMatchObject({ accepted: false, creditedSeconds: 0, sessionWatchedSeconds: 5 });
    expect((await beat(other, id, { sessionToken, currentTime: 10, sequence: 2 })).status).toBe(404);
    await start(member, id, 5);
    const stale = await beat(member, id, { sessionToken, currentTime: 10, sequence: 2 });
    expect(stale.result).toMatchObject({ accepted: false, creditedSeconds: 0 });
  });

  it('keeps parallel heartbeats of one session within the real time elapsed', async () => {
    const member = await createTestMember(suite.context);
    const id = await publishedVideo();
    const sessionToken = await start(member, id);
    await ageWatchSessions(suite.context, member.userId, 5);
    // Twelve copies of one honest heartbeat (five seconds watched in five real seconds) race each other.
    // Whichever the server applies first earns the five seconds; without the row lock each would.
    const beats = Array.from({ length: 12 }, (_, index) =>
      beat(member, id, { sessionToken, currentTime: 5, sequence: index + 1 }),
    );
    const results = await Promise.all(beats);
    const credited = results.reduce((sum, item) => sum + item.result.creditedSeconds, 0);
    expect(results.every((item) => item.status === 200)).toBe(true);
    expect(credited).toBe(5);
    const same = await Promise.all(
      Array.from({ length: 8 }, () => beat(member, id, { sessionToken, currentTime: 80, sequence: 50 })),
    );
    expect(same.filter((item) => item.result.accepted)).toHaveLength(1);
  });

  it('counts a view once per viewer per hour, and half of a short video is enough', async () => {
    const member = await createTestMember(suite.context);
    const id = await publishedVideo(8);
    for (let round = 0; round < 2; round += 1) {
      const sessionToken = await start(member, id, 0);
      await ageWatchSessions(suite.context, member.userId, 5);
      const result = await beat(member, id, { sessionToken, currentTime: 5, sequence: 1 });
      expect(result.result.viewCounted).toBe(true);
    }
    const view = await suite.context.app.inject({
      method: 'GET',
      url: `/api/v1/activities/${id}/view`,
      headers: member.headers,
    });
    expect(view.json()).toMatchObject({ countedThisHour: true, viewCount: 1 });
  });

  it("answers a creator's saved place on their own video in review (nothing saved), and no one else's", async () => {
    const creator = await createTestMember(suite.context, { creator: true });
    const inReview = await publishTestVideo(suite.context, {
      status: 'PENDING_REVIEW',
      publishAt: null,
      creatorId: creator.userId,
      durationSeconds: 60,
    });
    const progressAs = (member: TestMember) =>
      suite.context.app.inject({
        method: 'GET',
        url: `/api/v1/activities/${inReview}/progress`,
        headers: member.headers,
      });
    const own = await progressAs(creator);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ positionSeconds: 0, watchedSeconds: 0, updatedAt: null });
    expect((await progressAs(await createTestMember(suite.context))).statusCode).toBe(404);
  });

  it('stores the resume position and lists history and sessions', async () => {
    const member = await createTestMember(suite.context);
    const id = await publishedVideo();
    const sessionToken = await start(member, id, 30);
    await ageWatchSessions(suite.context, member.userId, 5);
    await beat(member, id, { sessionToken, currentTime: 35, sequence: 1 });
    const get = (url: string) => suite.context.app.inject({ method: 'GET', url, headers: member.headers });
    expect((await get(`/api/v1/activities/${id}/progress`)).json()).toMatchObject({
      positionSeconds: 35,
      watchedSeconds: 5,
    });
    const resumed = await suite.context.app.inject({
      method: 'POST',
      url: `/api/v1/activities/${id}/interaction/start`,
      headers: member.headers,
      payload: {},
    });
    expect(resumed.json<WatchSession>().resumePositionSeconds).toBe(35);
    const history = (await get('/api/v1/activities/user/history')).json<{
      items: { activityId: string }[];
    }>();
    expect(history.items.map((item) => item.activityId)).toEqual([id]);
    const sessions = (await get('/api/v1/activities/user/interaction-history')).json<{
      items: { sections: number[][]; watchedSeconds: number }[];
    }>();
    expect(sessions.items.at(-1)).toMatchObject({ sections: [[30, 35]], watchedSeconds: 5 });
  });

  it('accepts the same heartbeat at POST /activities/interaction/record and refuses guests', async () => {
    const member = await createTestMember(suite.context);
    const id = await publishedVideo();
    const sessionToken = await start(member, id);
    await ageWatchSessions(suite.context, member.userId, 5);
    const response = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/activities/interaction/record',
      headers: member.headers,
      payload: { activityId: id, sessionToken, currentTime: 5, playing: true, sequence: 1 },
    });
    expect(response.json()).toMatchObject({ accepted: true, creditedSeconds: 5 });
    const guest = await suite.context.app.inject({
      method: 'POST',
      url: `/api/v1/activities/${id}/interaction/start`,
    });
    expect(guest.statusCode).toBe(401);
  });

  it('limits heartbeats per member token, not per shared address', async () => {
    const [flooder, neighbour] = [
      await createTestMember(suite.context),
      await createTestMember(suite.context),
    ];
    const id = await publishedVideo();
    const send = (member: TestMember) =>
      suite.context.app.inject({
        method: 'POST',
        url: `/api/v1/activities/${id}/interact`,
        headers: member.headers,
        remoteAddress: '192.0.2.99',
        payload: {},
      });
    const statuses: number[] = [];
    // The limit counts in fixed minutes: a burst across a minute's end would be two windows' worth.
    await clearOfWindowEdge(60_000, 15_000);
    for (let index = 0; index < 121; index += 1) statuses.push((await send(flooder)).statusCode);
    expect(statuses.slice(0, 120).every((status) => status === 400)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await send(neighbour)).statusCode).toBe(400);
  });
});
