import {
  ANALYTICS_MAX_RANGE_DAYS,
  GeographicReportSchema,
  RETENTION_WEEKS,
  UsersReportSchema,
} from '@streamit/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { activeDays, expectedCountryDays } from '../../../test/analytics-model.test-support.js';
import { emptyModel, insertMember, insertSignIn } from '../../../test/analytics-seed.test-support.js';
import { DAY_MS, dayOf, pickWith, seededRandom } from '../../../test/seeded-random.test-support.js';
import { addDays } from './analytics-period.js';
import { rollUpAnalytics } from './analytics-rollup.service.js';
import { weekOf } from './analytics-users.service.js';

// Distinct active members come from reach days (decision 056): these checks re-derive them from the raw rows
// over history longer than the longest range, for week and month buckets, a range ending in the past, both
// periods per country and the retention grid, after an increment.
const random = seededRandom(2856);
const pick = pickWith(random);
const today = dayOf(new Date());
const model = emptyModel();
const suite = useAdminSuite('ANALYST');

/** Members who joined up to `days` ago, each signing in on a few random days since (some weeks apart). */
async function seedMembers(count: number, days: number) {
  for (let index = 0; index < count; index++) {
    const createdAt = new Date(Date.now() - random() * days * DAY_MS);
    const id = randomUUID();
    const country = pick(['SA', 'EG', null]);
    await insertMember(suite.context.deps.db, model, {
      id,
      createdAt,
      verified: true,
      method: 'EMAIL',
      tier: 'BASIC',
      country,
    });
    const age = Date.now() - createdAt.getTime();
    for (let n = 1 + Math.floor(random() * 6); n > 0; n--) {
      const at = new Date(createdAt.getTime() + (random() < 0.3 ? random() * 14 * DAY_MS : random() * age));
      if (at.getTime() <= Date.now())
        await insertSignIn(suite.context.deps.db, model, {
          userId: id,
          at,
          country: pick(['SA', 'AE', null]),
        });
    }
  }
}

async function read(path: string) {
  const response = await injectAs(suite.context.app, suite.admin.token, {
    method: 'GET',
    url: `/api/v1/admin/analytics/${path}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
}

/** Distinct members active between two days (both included), from the raw rows. */
function distinct(from: string, to: string): number {
  const keys = [...activeDays(model)].filter((key) => key.slice(0, 10) >= from && key.slice(0, 10) <= to);
  return new Set(keys.map((key) => key.slice(11))).size;
}

/** The last day of the bucket starting on `bucket`. */
function bucketEnd(bucket: string, granularity: 'week' | 'month'): string {
  if (granularity === 'week') return addDays(bucket, 6);
  const start = new Date(`${bucket}T00:00:00Z`);
  return dayOf(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)));
}

beforeAll(async () => {
  await seedMembers(60, 2 * ANALYTICS_MAX_RANGE_DAYS + 60);
  await rollUpAnalytics(suite.context.deps);
  // Live rows after the run: the increment finds each member's previous active day before today's.
  for (let n = 0; n < 30; n++) {
    const userId = pick(model.members).id;
    await insertSignIn(suite.context.deps.db, model, {
      userId,
      at: new Date(),
      country: pick(['SA', 'AE', null]),
    });
  }
  await seedMembers(5, 0);
  await rollUpAnalytics(suite.context.deps);
}, 180_000);

describe('distinct active members equal the raw rows over long history (seed 2856)', () => {
  it('users: every week and month bucket, both periods of a full-length range ending in the past', async () => {
    const to = addDays(today, -37);
    const from = addDays(to, -(ANALYTICS_MAX_RANGE_DAYS - 1));
    for (const granularity of ['week', 'month'] as const) {
      const body = UsersReportSchema.parse(
        await read(`users?from=${from}&to=${to}&granularity=${granularity}`),
      );
      for (const row of body.series) {
        const start = row.bucket < from ? from : row.bucket;
        const end = bucketEnd(row.bucket, granularity) > to ? to : bucketEnd(row.bucket, granularity);
        expect({ bucket: row.bucket, active: row.active }).toEqual({
          bucket: row.bucket,
          active: distinct(start, end),
        });
      }
      const { previousFrom, previousTo } = body.period;
      expect(body.summary.active).toEqual({
        current: distinct(from, to),
        previous: distinct(previousFrom, previousTo),
      });
      expect(body.summary.wau.previous).toBe(distinct(addDays(previousTo, -6), previousTo));
      expect(body.summary.mau.current).toBe(distinct(addDays(to, -29), to));
    }
  });

  it('geographic: active members per country in both periods', async () => {
    const from = addDays(today, -(ANALYTICS_MAX_RANGE_DAYS - 1));
    const body = GeographicReportSchema.parse(await read(`geographic?from=${from}&to=${today}`));
    const days = [...expectedCountryDays(model)];
    const active = (country: string | null, a: string, b: string) =>
      new Set(
        days
          .filter(([key, c]) => c === country && key.slice(0, 10) >= a && key.slice(0, 10) <= b)
          .map(([key]) => key.slice(11)),
      ).size;
    for (const country of ['SA', 'AE', 'EG', null]) {
      const row = body.rows.find((r) => r.country === country);
      expect({ country, active: row?.active ?? 0, previous: row?.activePrevious ?? 0 }).toEqual({
        country,
        active: active(country, from, today),
        previous: active(country, body.period.previousFrom, body.period.previousTo),
      });
    }
  });

  it('retention: every cohort week of a 90-day range, week by week', async () => {
    const from = addDays(today, -200);
    const to = addDays(from, 89);
    const body = UsersReportSchema.parse(await read(`users?from=${from}&to=${to}`));
    const keys = [...activeDays(model)];
    for (const row of body.retention) {
      const cohort = model.members.filter((m) => weekOf(dayOf(m.createdAt)) === row.week);
      const ids = new Set(cohort.map((m) => m.id));
      const expected = Array.from({ length: RETENTION_WEEKS + 1 }, (_, offset) => {
        const [start, end] = [addDays(row.week, offset * 7), addDays(row.week, offset * 7 + 6)];
        if (start > today) return null;
        const seen = keys.filter((k) => k.slice(0, 10) >= start && k.slice(0, 10) <= end);
        return new Set(seen.map((k) => k.slice(11)).filter((id) => ids.has(id))).size;
      });
      expect(row).toEqual({ week: row.week, size: cohort.length, active: expected });
    }
  });

  it('a rebuild from empty writes the same reach days and retention weeks as the increments did', async () => {
    const snapshot = async () =>
      (
        await suite.context.deps.db.execute(sql`SELECT
          (SELECT json_agg(r ORDER BY day) FROM analytics_reach_days r) AS reach,
          (SELECT json_agg(c ORDER BY day, country) FROM analytics_country_reach_days c) AS countries,
          (SELECT json_agg(w ORDER BY cohort_week, active_week) FROM analytics_retention_weeks w) AS weeks`)
      ).rows[0];
    const before = await snapshot();
    await suite.context.deps.db.execute(sql`TRUNCATE analytics_rollup_state, analytics_member_days,
      analytics_reach_days, analytics_country_reach_days, analytics_retention_weeks`);
    await rollUpAnalytics(suite.context.deps);
    expect(await snapshot()).toEqual(before);
  });
});
