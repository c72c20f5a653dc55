import { CreatorsReportSchema } from '@streamit/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  injectAs,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { insertActivity } from '../activities/activities.queries.js';
import { addDays } from './analytics-period.js';
import { rollUpAnalytics } from './analytics-rollup.service.js';
import {
  emptyModel,
  insertCompletion,
  insertMember,
  insertPosting,
  insertWatch,
} from '../../../test/analytics-seed.test-support.js';
import { dayOf, seededRandom } from '../../../test/seeded-random.test-support.js';

const DAY_MS = 86_400_000;
const random = seededRandom(2807);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const today = dayOf(new Date());
const from = addDays(today, -29);
let context: TestContext;
let analyst: TestAdmin;
const model = emptyModel();
const creators: string[] = [];
const uploads: { creatorId: string; activityId: string; at: Date }[] = [];
const follows: { creatorId: string; at: Date }[] = [];
const applications: { status: string; at: Date }[] = [];
const ago = (days: number) => new Date(Date.now() - random() * days * DAY_MS);

async function member(createdAt = new Date(Date.now() - 70 * DAY_MS)) {
  const id = randomUUID();
  await insertMember(context.deps.db, model, {
    id,
    createdAt,
    verified: true,
    method: 'EMAIL',
    country: null,
    tier: 'BASIC',
  });
  return id;
}

/** A creator with a profile and uploads over the last 59 days. */
async function seedCreator() {
  const db = context.deps.db;
  const id = await member();
  await db.execute(
    sql`INSERT INTO creator_profiles (user_id, handle, display_name) VALUES (${id}, ${`c${id.slice(0, 8)}`}, ${`Creator ${creators.length}`})`,
  );
  creators.push(id);
  for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
    const at = ago(59);
    const activity = await insertActivity(db, {
      type: 'VIDEO',
      title: `Creator video ${randomUUID()}`,
      slug: `creator-${randomUUID()}`,
      status: 'PUBLISHED',
      durationSeconds: 120,
      creatorId: id,
    });
    await db.execute(sql`UPDATE activities SET created_at = ${at.toISOString()} WHERE id = ${activity.id}`);
    uploads.push({ creatorId: id, activityId: activity.id, at });
  }
  for (let n = Math.floor(random() * 3); n > 0; n--)
    await insertPosting(db, model, {
      userId: id,
      at: ago(59),
      kind: 'earn',
      source: 'creator',
      amount: 1 + Math.floor(random() * 40),
    });
}

async function seedViewers(count: number) {
  const db = context.deps.db;
  for (let index = 0; index < count; index++) {
    const id = await member();
    for (let n = Math.floor(random() * 5); n > 0; n--)
      await insertWatch(db, model, {
        userId: id,
        activityId: pick(uploads).activityId,
        startedAt: ago(59),
        seconds: Math.round(random() * 400) / 4,
        country: null,
      });
    if (random() < 0.4)
      await insertCompletion(db, model, {
        userId: id,
        activityId: pick(uploads).activityId,
        at: ago(59),
        points: 5,
      });
    for (const creatorId of creators)
      if (random() < 0.3) {
        const at = ago(59);
        await db.execute(
          sql`INSERT INTO creator_follows (follower_id, creator_id, created_at) VALUES (${id}, ${creatorId}, ${at.toISOString()})`,
        );
        follows.push({ creatorId, at });
      }
    if (random() < 0.5) {
      const at = ago(59);
      const status = pick(['PENDING', 'APPROVED', 'REJECTED', 'CHANGES_REQUESTED']);
      await db.execute(sql`INSERT INTO creator_applications (user_id, status, applicant_type, content_formats, bio, sample_link, country, agreement_accepted_at, created_at)
        VALUES (${id}, ${status}, 'ARTIST', '{SHORT_FORM}', 'bio', 'https://example.com/sample', 'SA', ${at.toISOString()}, ${at.toISOString()})`);
      applications.push({ status, at });
    }
  }
}

beforeAll(async () => {
  context = await createAdminTestContext();
  analyst = await createSignedInAdmin(context, 'ANALYST');
  for (let n = 0; n < 5; n++) await seedCreator();
  await seedViewers(25);
  await rollUpAnalytics(context.deps);
}, 120_000);
afterAll(async () => {
  await context.close();
});

const inRange = (at: Date, a: string, b: string) => dayOf(at) >= a && dayOf(at) <= b;
const creatorOf = (activityId: string) => uploads.find((u) => u.activityId === activityId)?.creatorId;

/** The creators report's totals re-derived from the raw rows. */
function expectedTotals(a: string, b: string) {
  const sessions = model.sessions.filter((s) => inRange(s.startedAt, a, b));
  const active = new Set([
    ...sessions.map((s) => creatorOf(s.activityId)),
    ...model.completions.filter((c) => inRange(c.at, a, b)).map((c) => creatorOf(c.activityId)),
  ]);
  const submitted = applications.filter((row) => inRange(row.at, a, b));
  return {
    applications: submitted.length,
    approved: submitted.filter((row) => row.status === 'APPROVED').length,
    activeCreators: active.size,
    watchSeconds: Math.round(sessions.reduce((t, s) => t + s.seconds, 0)),
    newFollowers: follows.filter((f) => inRange(f.at, a, b)).length,
    uploads: uploads.filter((u) => inRange(u.at, a, b)).length,
  };
}

describe('creators report equals figures re-derived from the raw rows (seed 2807)', () => {
  it('totals of both periods, applications by status, and the top creators', async () => {
    const response = await injectAs(context.app, analyst.token, {
      method: 'GET',
      url: `/api/v1/admin/analytics/creators?from=${from}&to=${today}`,
    });
    expect(response.statusCode).toBe(200);
    const body = CreatorsReportSchema.parse(response.json());
    const { previousFrom, previousTo } = body.period;
    const current = expectedTotals(from, today);
    const previous = expectedTotals(previousFrom, previousTo);
    for (const key of Object.keys(current) as (keyof typeof current)[])
      expect(body.totals[key], key).toEqual({ current: current[key], previous: previous[key] });
    for (const status of ['PENDING', 'APPROVED', 'REJECTED', 'CHANGES_REQUESTED']) {
      const row = body.applications.find((r) => r.status === status);
      const count = (a: string, b: string) =>
        applications.filter((r) => r.status === status && inRange(r.at, a, b)).length;
      expect({ current: row?.current ?? 0, previous: row?.previous ?? 0 }).toEqual({
        current: count(from, today),
        previous: count(previousFrom, previousTo),
      });
    }
    expect(body.top.length).toBeGreaterThan(0);
    for (const row of body.top) {
      const seconds = model.sessions.filter(
        (s) => creatorOf(s.activityId) === row.creatorId && inRange(s.startedAt, from, today),
      );
      expect(row).toMatchObject({
        watchSeconds: Math.round(seconds.reduce((t, s) => t + s.seconds, 0)),
        followers: follows.filter((f) => f.creatorId === row.creatorId).length,
        newFollowers: follows.filter((f) => f.creatorId === row.creatorId && inRange(f.at, from, today))
          .length,
        pointsEarned: model.postings
          .filter((p) => p.userId === row.creatorId && p.amount > 0 && inRange(p.at, from, today))
          .reduce((t, p) => t + p.amount, 0),
        uploads: uploads.filter((u) => u.creatorId === row.creatorId && inRange(u.at, from, today)).length,
      });
    }
    const watched = body.top.map((row) => row.watchSeconds);
    expect(watched).toEqual([...watched].sort((a, b) => b - a));
    expect(body.series.reduce((t, row) => t + row.applications, 0)).toBe(current.applications);
  });

  it('weekly series: active creators and watch time of each week inside the range', async () => {
    const response = await injectAs(context.app, analyst.token, {
      method: 'GET',
      url: `/api/v1/admin/analytics/creators?from=${from}&to=${today}&granularity=week`,
    });
    const body = CreatorsReportSchema.parse(response.json());
    for (const row of body.series) {
      const [start, end] = [row.bucket < from ? from : row.bucket, addDays(row.bucket, 6)];
      const expected = expectedTotals(start, end > today ? today : end);
      const figures = { active: row.activeCreators, seconds: row.watchSeconds };
      expect(figures, row.bucket).toEqual({
        active: expected.activeCreators,
        seconds: expected.watchSeconds,
      });
    }
  });
});
