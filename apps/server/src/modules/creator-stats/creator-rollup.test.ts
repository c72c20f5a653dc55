import type { CreatorAnalytics } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { insertActivity } from '../activities/activities.repository.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { pointsCreatorAccruals } from '../points/points-creator-accrual.schema.js';
import { settleCreatorShares } from '../points/points-creator-settle.service.js';
import { rollUpCreatorStats } from './creator-rollup.service.js';
import { expectAnalytics, type RawWorld } from '../../../test/creator-rollup-model.test-support.js';
import { dayOf, seededRandom } from '../../../test/seeded-random.test-support.js';
import {
  expectedCountry,
  getAs,
  insertSessions,
  insertVideo,
  insertViews,
  writeCountryTable,
  type RawSession,
} from '../../../test/creator-stats.test-support.js';

const SEED = 20_261_125;
const DAY_MS = 86_400_000;
const random = seededRandom(SEED);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const tenth = (value: number) => Math.round(value * 10) / 10;

let context: TestContext;
let creator: TestMember;
let viewers: TestMember[];
let videos: string[];
let quiz: string;
let game: string;
const world: RawWorld = {
  durations: new Map(),
  sessions: [],
  views: [],
  attempts: [],
  rounds: [],
  shares: [],
  countries: new Map(),
};
const viewKeys = new Set<string>();

beforeAll(async () => {
  context = await createTestContext({ IP_COUNTRY_CSV: writeCountryTable() });
  creator = await createSignedInMember(context, { creator: true });
  viewers = [];
  for (let index = 0; index < 30; index += 1) viewers.push(await createSignedInMember(context));
  // Spread the viewers' sign-in addresses over the table's FR, EG and unknown ranges.
  for (const [index, viewer] of viewers.entries())
    await context.deps.db.execute(
      sql`UPDATE member_sessions SET ip = ${`198.51.100.${(index * 9) % 256}`} WHERE user_id = ${viewer.id}`,
    );
  const ips = await context.deps.db.execute(sql`SELECT user_id, ip FROM member_sessions`);
  for (const row of ips.rows) world.countries.set(row.user_id as string, expectedCountry(row.ip as string));
  videos = [];
  for (const duration of [20, 60, 97, 240]) {
    const id = await insertVideo(context, creator.id, duration);
    world.durations.set(id, duration);
    videos.push(id);
  }
  const other = await createSignedInMember(context, { creator: true });
  const foreign = await insertVideo(context, other.id, 45);
  world.durations.set(foreign, 45);
  videos.push(foreign); // someone else's: must never show in the creator's numbers
  const insertByCreator = async (type: 'QUIZ' | 'GAME') => {
    const row = await insertActivity(context.deps.db, {
      type,
      title: `Studio ${type}`,
      slug: `studio-${type.toLowerCase()}-${SEED}`,
      status: 'PUBLISHED',
      creatorId: creator.id,
    });
    return row.id;
  };
  quiz = await insertByCreator('QUIZ');
  game = await insertByCreator('GAME');
}, 120_000);
afterAll(() => context.close());

function randomSections(duration: number): [number, number][] {
  if (random() < 0.15) return [[0, duration]];
  return Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
    const start = tenth(random() * duration * 0.9);
    return [start, Math.min(duration, tenth(start + 0.1 + random() * duration * 0.6))] as [number, number];
  });
}

function randomSession(startedAt: Date, lastHeartbeatAt: Date): RawSession {
  const activityId = pick(videos);
  const sections = randomSections(world.durations.get(activityId) ?? 1);
  const creditedSeconds = tenth(sections.reduce((sum, [start, end]) => sum + end - start, 0));
  return { userId: pick(viewers).id, activityId, startedAt, lastHeartbeatAt, sections, creditedSeconds };
}

function randomViews(count: number, at: () => Date) {
  const views = [];
  for (let index = 0; index < count; index += 1) {
    const view = { activityId: pick(videos), userId: pick(viewers).id, createdAt: at() };
    const key = `${view.activityId}/${view.userId}/${Math.floor(view.createdAt.getTime() / 3_600_000)}`;
    if (viewKeys.has(key)) continue;
    viewKeys.add(key);
    views.push(view);
  }
  world.views.push(...views);
  return insertViews(context, views);
}

async function insertFunnel(count: number, at: () => Date) {
  for (let index = 0; index < count; index += 1) {
    const [startedAt, finished, userId] = [at(), random() < 0.7, pick(viewers).id];
    const passed = finished && random() < 0.5;
    // Unfinished attempts are left open only where the one-open-attempt index allows.
    const inserted = await context.deps.db
      .execute(sql`INSERT INTO quiz_attempts (activity_id, user_id, question_ids,
      pass_mark_percent, started_at, finished_at, score, passed) VALUES (${quiz}, ${userId}, '{}', 50,
      ${startedAt}, ${finished ? startedAt : null}, ${finished ? 1 : null}, ${finished ? passed : null})
      ON CONFLICT DO NOTHING RETURNING id`);
    if (inserted.rows.length === 1) world.attempts.push({ activityId: quiz, startedAt, finished, passed });
    const [submitted, score, solved] = [random() < 0.7, Math.floor(random() * 101), random() < 0.6];
    await context.deps.db.execute(sql`INSERT INTO game_rounds (activity_id, user_id, game, seed, secret,
      max_score, started_at, submitted_at, score, outcome) VALUES (${game}, ${userId}, 'MEMORY', 's', '{}', 100,
      ${startedAt}, ${submitted ? startedAt : null}, ${submitted ? score : null},
      ${submitted ? (solved ? 'SOLVED' : 'NOT_SOLVED') : null})`);
    world.rounds.push({ activityId: game, startedAt, submitted, score, solved: submitted && solved });
  }
}

async function analyticsFor(range: number, contentId?: string) {
  const query = contentId ? `&contentId=${contentId}` : '';
  const answer = await getAs<CreatorAnalytics>(
    context,
    creator.token,
    `/creator/analytics?range=${range}${query}`,
  );
  const { rolledUntil, followersGained, ...figures } = answer;
  expect(followersGained).toBe(0);
  expect(rolledUntil).not.toBeNull();
  return figures;
}

/** Float sums differ in the last bits with the order of addition; everything else must be equal. */
function rounded<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'number' && !Number.isInteger(item) ? Math.round(item * 1e6) / 1e6 : item,
    ),
  ) as T;
}

async function expectFiguresMatchRawData(): Promise<string> {
  const today = dayOf(new Date());
  const mine = new Set([...videos.slice(0, 4), quiz, game]);
  const snapshot: unknown[] = [];
  for (const range of [7, 28, 90]) {
    for (const contentId of [undefined, ...mine]) {
      const scope = contentId ? (id: string) => id === contentId : (id: string) => mine.has(id);
      const actual = await analyticsFor(range, contentId);
      const expected = expectAnalytics(world, scope, range, today);
      expect(rounded(actual.period.trend), `seed ${SEED}, range ${range}, ${contentId}`).toEqual(
        rounded(expected.period.trend),
      );
      expect(rounded({ ...actual, period: { ...actual.period, trend: null } })).toEqual(
        rounded({ ...expected, period: { ...expected.period, trend: null } }),
      );
      snapshot.push(rounded(actual));
    }
  }
  return JSON.stringify(snapshot);
}

describe('creator rollups against the raw watch sections (randomized, seeded)', () => {
  it('equal figures re-derived from the raw data, incrementally, and re-runs change nothing', async () => {
    // Phase 1: 100 days of history, rolled up from an empty watermark.
    const past = () => new Date(Date.now() - 60_000 - random() * 100 * DAY_MS);
    const history = Array.from({ length: 400 }, () => {
      const startedAt = past();
      return randomSession(startedAt, new Date(startedAt.getTime() + 60_000));
    });
    world.sessions.push(...history);
    await insertSessions(context, history);
    await randomViews(300, past);
    await insertFunnel(40, past);
    await rollUpCreatorStats(context.deps);

    // Phase 2, after the first run: new sessions, heartbeats on old ones, views, attempts, creator shares.
    const recent = Array.from({ length: 150 }, () =>
      randomSession(new Date(Date.now() - random() * 5 * 3_600_000), new Date()),
    );
    world.sessions.push(...recent);
    await insertSessions(context, recent);
    for (const session of world.sessions.slice(0, 25)) {
      const duration = world.durations.get(session.activityId) ?? 1;
      session.sections = [...session.sections, [0, tenth(duration / 3)]];
      session.creditedSeconds = tenth(session.creditedSeconds + tenth(duration / 3));
      await context.deps.db
        .execute(sql`UPDATE watch_sessions SET sections = ${JSON.stringify(session.sections)}::jsonb,
        credited_seconds = ${session.creditedSeconds}, last_heartbeat_at = now()
        WHERE user_id = ${session.userId} AND started_at = ${session.startedAt}`);
    }
    await randomViews(100, () => new Date());
    await insertFunnel(20, () => new Date());
    for (let index = 0; index < 12; index += 1) {
      const [activityId, points] = [pick(videos.slice(0, 4)), 1 + Math.floor(random() * 20)];
      // A share accrues per award; the settlement job posts them in batches (decision 046).
      const memberId = viewers[index % viewers.length]?.id ?? creator.id;
      await context.deps.db.insert(pointsCreatorAccruals).values({
        creatorId: creator.id,
        memberId,
        activityId,
        sequence: index + 1,
        memberPoints: points * 10,
        share: points,
      });
      world.shares.push({ activityId, day: dayOf(new Date()), points });
    }
    await settleCreatorShares(context.deps.db);
    await rollUpCreatorStats(context.deps);
    const incremental = await expectFiguresMatchRawData();

    // A re-run with nothing new, and a rebuild from an empty watermark, answer the same figures.
    await rollUpCreatorStats(context.deps);
    expect(await expectFiguresMatchRawData()).toBe(incremental);
    await context.deps.db.execute(sql`DELETE FROM creator_rollup_state`);
    await rollUpCreatorStats(context.deps);
    expect(await expectFiguresMatchRawData()).toBe(incremental);
  }, 240_000);
});
