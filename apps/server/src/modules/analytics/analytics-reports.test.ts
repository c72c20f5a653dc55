import {
  ACCESS_DENIED_AUDIT_ACTION,
  ContentPerformanceReportSchema,
  DailyStatsReportSchema,
  FinancialOverviewSchema,
  GeographicReportSchema,
  UsersReportSchema,
} from '@streamit/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createSignedInAdmin,
  injectAs,
  useAdminSuite,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { insertActivity } from '../activities/activities.queries.js';
import { addDays } from './analytics-period.js';
import { rollUpAnalytics } from './analytics-rollup.service.js';
import { weekOf } from './analytics-users.service.js';
import {
  activeDays,
  expectedCountryDays,
  expectedContent,
  expectedPoints,
  expectedSignups,
  expectedTotals,
} from '../../../test/analytics-model.test-support.js';
import { DAY_MS, dayOf, pickWith, seededRandom } from '../../../test/seeded-random.test-support.js';
import {
  emptyModel,
  insertCompletion,
  insertMember,
  insertPosting,
  insertSignIn,
  insertWatch,
  type SeedModel,
} from '../../../test/analytics-seed.test-support.js';

const SEED = 2804;
const suite = useAdminSuite('ANALYST');
let moderator: TestAdmin;
const model: SeedModel = emptyModel();
const activities: string[] = [];
const random = seededRandom(SEED);
const pick = pickWith(random);
const today = dayOf(new Date());
const from = addDays(today, -59);

async function call(path: string, token = suite.admin.token) {
  return injectAs(suite.context.app, token, { method: 'GET', url: `/api/v1/admin/analytics/${path}` });
}

/** A report as the analyst reads it: its status and its typed body. */
async function read<S extends z.ZodType>(
  path: string,
  schema: S,
): Promise<{ status: number; body: z.infer<S> }> {
  const response = await call(path);
  return { status: response.statusCode, body: schema.parse(response.json()) };
}

/**
 * Members and their history over the last `days` days. The first batch is backdated and rolled up; the second
 * is stamped now (as live rows are), after the first run's watermark, so the increment must pick it up.
 */
async function seedHistory(count: number, days: number) {
  const db = suite.context.deps.db;
  for (let index = 0; index < count; index++) {
    const createdAt = new Date(
      Date.now() - Math.floor(random() * days) * DAY_MS - (days ? random() * DAY_MS : 0),
    );
    const member = {
      id: randomUUID(),
      createdAt,
      verified: random() < 0.7,
      method: pick(['EMAIL', 'GOOGLE', 'TWITTER']),
      country: pick(['SA', 'EG', 'US', null]),
      tier: pick(['BASIC', 'SILVER']),
    };
    await insertMember(db, model, member);
    const age = Date.now() - createdAt.getTime();
    const after = () => new Date(createdAt.getTime() + random() * age);
    for (let n = Math.floor(random() * 8); n > 0; n--)
      await insertWatch(db, model, {
        userId: member.id,
        activityId: pick(activities),
        startedAt: after(),
        seconds: Math.round(random() * 900) / 4,
        country: pick(['SA', 'AE', null]),
      });
    for (let n = Math.floor(random() * 3); n > 0; n--)
      await insertCompletion(db, model, {
        userId: member.id,
        activityId: pick(activities),
        at: after(),
        points: 5 + Math.floor(random() * 20),
      });
    for (let n = Math.floor(random() * 3); n > 0; n--)
      await insertSignIn(db, model, { userId: member.id, at: after(), country: pick(['SA', null]) });
    for (let n = Math.floor(random() * 4); n > 0; n--) {
      const credit = random() < 0.75;
      await insertPosting(db, model, {
        userId: member.id,
        at: after(),
        kind: credit ? 'earn' : pick(['spend', 'hold']),
        source: credit ? pick(['activity', 'referral', 'bonus']) : 'exchange',
        amount: credit ? 1 + Math.floor(random() * 50) : -(1 + Math.floor(random() * 5)),
      });
    }
  }
}

beforeAll(async () => {
  moderator = await createSignedInAdmin(suite.context, 'MODERATOR');
  for (const duration of [120, 300, 60]) {
    const activity = await insertActivity(suite.context.deps.db, {
      type: 'VIDEO',
      title: `Analytics ${duration}`,
      slug: `analytics-${duration}-${Date.now()}`,
      status: 'PUBLISHED',
      publishAt: new Date(),
      durationSeconds: duration,
    });
    activities.push(activity.id);
  }
  await seedHistory(30, 120);
  await rollUpAnalytics(suite.context.deps);
  await seedHistory(12, 0);
  await rollUpAnalytics(suite.context.deps);
}, 120_000);

describe('analytics reports equal figures re-derived from the raw rows (seed 2804)', () => {
  it('daily-stats: every day and the totals of both periods', async () => {
    const { status, body } = await read(`daily-stats?from=${from}&to=${today}`, DailyStatsReportSchema);
    expect(status).toBe(200);
    expect(body.rows).toHaveLength(60);
    for (const row of body.rows)
      expect({ bucket: row.bucket, ...expectedTotals(model, row.bucket, row.bucket) }).toEqual(row);
    const previous = expectedTotals(model, body.period.previousFrom, body.period.previousTo);
    const current = expectedTotals(model, from, today);
    for (const key of Object.keys(current) as (keyof typeof current)[])
      expect(body.totals[key]).toEqual({ current: current[key], previous: previous[key] });
    expect(body.period).toMatchObject({ previousFrom: addDays(from, -60), previousTo: addDays(from, -1) });
    expect(body.period.asOf).not.toBeNull();
  });

  it('users: sign-ups, verified, active, DAU/WAU/MAU, sources and weekly series', async () => {
    const { status, body } = await read(`users?from=${from}&to=${today}&granularity=week`, UsersReportSchema);
    expect(status, JSON.stringify(body)).toBe(200);
    const signups = expectedSignups(model, from, today);
    expect(body.summary.signups.current).toBe(signups.signups);
    expect(body.summary.verified.current).toBe(signups.verified);
    expect(body.summary.signups.previous).toBe(
      expectedSignups(model, addDays(from, -60), addDays(from, -1)).signups,
    );
    const keys = [...activeDays(model)];
    const distinct = (a: string, b: string) =>
      new Set(keys.filter((k) => k.slice(0, 10) >= a && k.slice(0, 10) <= b).map((k) => k.slice(11))).size;
    expect(body.summary.active.current).toBe(distinct(from, today));
    expect(body.summary.wau.current).toBe(distinct(addDays(today, -6), today));
    expect(body.summary.mau.current).toBe(distinct(addDays(today, -29), today));
    expect(body.summary.dau.current).toBeCloseTo(keys.filter((k) => k.slice(0, 10) >= from).length / 60, 9);
    for (const source of ['EMAIL', 'GOOGLE', 'TWITTER']) {
      const expected = model.members.filter((m) => m.method === source && dayOf(m.createdAt) >= from).length;
      expect(body.sources.find((row) => row.source === source)?.current ?? 0).toBe(expected);
    }
    const series = body.series.map((row) => row.signups).reduce((a, b) => a + b, 0);
    // The first week's bucket may start before `from`; the series counts the period's sign-ups only.
    expect(body.series[0]?.bucket ?? '').not.toBe('');
    expect(series).toBe(model.members.filter((m) => dayOf(m.createdAt) >= from).length);
    expect(body.tiers.reduce((t, row) => t + row.members, 0)).toBe(model.members.length);
  });

  it('content-performance: per activity, sorted and paged', async () => {
    const { body } = await read(
      `content-performance?from=${from}&to=${today}&sort=watchSeconds&order=desc&pageSize=2`,
      ContentPerformanceReportSchema,
    );
    expect(body.total).toBe(
      activities.filter(
        (id) =>
          expectedContent(model, id, from, today).sessions +
            expectedContent(model, id, from, today).completions >
          0,
      ).length,
    );
    expect(body.rows).toHaveLength(2);
    const [top, next] = body.rows;
    expect(top?.watchSeconds).toBeGreaterThanOrEqual(next?.watchSeconds ?? Infinity);
    for (const row of body.rows) {
      const expected = expectedContent(model, row.id, from, today);
      expect(row).toMatchObject(expected);
      expect(row.completionRate).toBeCloseTo(expected.completions / expected.sessions, 9);
    }
    const second = await read(
      `content-performance?from=${from}&to=${today}&sort=watchSeconds&pageSize=2&page=2`,
      ContentPerformanceReportSchema,
    );
    expect(second.body.rows.map((row) => row.id)).not.toContain(top?.id);
    const search = await read(
      `content-performance?from=${from}&to=${today}&q=${encodeURIComponent('s 300')}`,
      ContentPerformanceReportSchema,
    );
    expect(search.body.rows.map((row) => row.title)).toEqual(['Analytics 300']);
    // Every activity over a range starting mid-history (running totals: the end less the day before the start).
    const mid = addDays(today, -20);
    const all = await read(`content-performance?from=${mid}&to=${today}`, ContentPerformanceReportSchema);
    expect(all.body.rows.length).toBeGreaterThan(0);
    for (const row of all.body.rows) expect(row).toMatchObject(expectedContent(model, row.id, mid, today));
  });

  it('financial-overview: issued by source, debited by kind, liability at the end of each period', async () => {
    const { body } = await read(`financial-overview?from=${from}&to=${today}`, FinancialOverviewSchema);
    const current = expectedPoints(model, from, today);
    const previous = expectedPoints(model, body.period.previousFrom, body.period.previousTo);
    for (const [source, points] of current.bySource)
      expect(body.issuedBySource.find((row) => row.source === source)?.current).toBe(points);
    for (const [kind, points] of current.byKind)
      expect(body.debitedByKind.find((row) => row.kind === kind)?.current).toBe(points);
    expect(body.outstandingLiability).toEqual({ current: current.owed, previous: previous.owed });
  });

  it('geographic: active members and sign-ups per country, unknown gathered under null', async () => {
    const { body } = await read(`geographic?from=${from}&to=${today}`, GeographicReportSchema);
    const days = [...expectedCountryDays(model)].filter(([key]) => key.slice(0, 10) >= from);
    for (const country of ['SA', 'AE', 'EG', 'US', null]) {
      const row = body.rows.find((r) => r.country === country);
      const active = new Set(days.filter(([, c]) => c === country).map(([key]) => key.slice(11))).size;
      expect(row?.active ?? 0).toBe(active);
      const members = model.members.filter(
        (m) => m.country === country && dayOf(m.createdAt) <= today,
      ).length;
      expect(row?.members ?? 0).toBe(members);
    }
  });

  it('a rebuild from empty watermarks writes the same rollups as the increments did', async () => {
    const before = await read(`daily-stats?from=${from}&to=${today}`, DailyStatsReportSchema);
    await suite.context.deps.db
      .execute(sql`TRUNCATE analytics_rollup_state, analytics_member_days, analytics_signup_days,
      analytics_content_days, analytics_points_days`);
    await rollUpAnalytics(suite.context.deps);
    const after = await read(`daily-stats?from=${from}&to=${today}`, DailyStatsReportSchema);
    expect(after.body.rows).toEqual(before.body.rows);
  });

  it('retention: a hand-built cohort, far before the random history, reads week by week', async () => {
    // Three members join in one week 300 days ago: A is active in weeks 0, 1 and 2, B in weeks 0 and 3
    // (twice in week 3), C never after joining. The grid row is size 3 and [2, 1, 1, 1, 0, ...].
    const week = weekOf(addDays(today, -300));
    const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
    const db = suite.context.deps.db;
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of [a, b, c])
      await insertMember(db, emptyModel(), {
        id,
        createdAt: at(addDays(week, 1)),
        verified: true,
        method: 'EMAIL',
        country: null,
        tier: 'BASIC',
      });
    const signIn = (userId: string, day: string) =>
      insertSignIn(db, emptyModel(), { userId, at: at(day), country: null });
    await Promise.all([
      signIn(a, addDays(week, 1)),
      signIn(a, addDays(week, 8)),
      signIn(a, addDays(week, 20)),
    ]);
    await Promise.all([
      signIn(b, addDays(week, 6)),
      signIn(b, addDays(week, 21)),
      signIn(b, addDays(week, 27)),
    ]);
    await db.execute(sql`TRUNCATE analytics_rollup_state`);
    await rollUpAnalytics(suite.context.deps);
    const { body } = await read(`users?from=${week}&to=${addDays(week, 6)}`, UsersReportSchema);
    expect(body.retention).toEqual([{ week, size: 3, active: [2, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0] }]);
  });

  it('a moderator is refused every report, and each refusal is audited', async () => {
    const paths = ['users', 'daily-stats', 'content-performance', 'financial-overview', 'partners'];
    for (const path of paths) expect((await call(path, moderator.token)).statusCode).toBe(403);
    const audited = await suite.context.deps.db.execute(sql`SELECT target_id FROM admin_audit_log
      WHERE actor_admin_id = ${moderator.id} AND action = ${ACCESS_DENIED_AUDIT_ACTION} ORDER BY target_id`);
    expect(audited.rows.map((row) => row.target_id)).toEqual(
      paths.map((path) => `GET /api/v1/admin/analytics/${path}`).sort(),
    );
    expect((await call(`users?from=${today}&to=${from}`)).statusCode).toBe(400);
  });
});
