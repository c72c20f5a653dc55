import { ModerationReportSchema, REPORT_REASONS } from '@streamit/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  injectAs,
  useAdminSuite,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { insertActivity } from '../activities/activities.queries.js';
import { addDays } from './analytics-period.js';
import { rollUpAnalytics } from './analytics-rollup.service.js';
import { emptyModel, insertMember } from '../../../test/analytics-seed.test-support.js';
import { DAY_MS, dayOf, pickWith, seededRandom } from '../../../test/seeded-random.test-support.js';

const random = seededRandom(2806);
const pick = pickWith(random);
const today = dayOf(new Date());
const from = addDays(today, -29);
const suite = useAdminSuite('ANALYST');
let moderator: TestAdmin;
const decisions: { at: Date; adminId: string; decision: string; wait: number | null }[] = [];
const reports: { at: Date; reason: string; resolution: string | null }[] = [];
let pending: { id: string; queuedAt: Date }[] = [];

const ago = (days: number) => new Date(Date.now() - random() * days * DAY_MS);

/** An activity in the given status whose updated_at (its queue entry while pending) is `at`. */
async function insertItem(status: 'PENDING_REVIEW' | 'PUBLISHED', at: Date) {
  const activity = await insertActivity(suite.context.deps.db, {
    type: 'VIDEO',
    title: `Moderation ${randomUUID()}`,
    slug: `moderation-${randomUUID()}`,
    status,
    durationSeconds: 60,
  });
  await suite.context.deps.db.execute(
    sql`UPDATE activities SET updated_at = ${at.toISOString()} WHERE id = ${activity.id}`,
  );
  return activity.id;
}

/** A decision as the moderation service records it (now unless `at`), and the status it leaves. */
async function decide(activityId: string, wait: (at: Date) => number | null, at?: Date) {
  const adminId = pick([suite.admin.id, moderator.id]);
  const decision = pick(['APPROVE', 'REJECT', 'REQUEST_CHANGES']);
  const result = await suite.context.deps.db
    .execute(sql`INSERT INTO moderation_decisions (activity_id, admin_id, decision, created_at)
    VALUES (${activityId}, ${adminId}, ${decision}, coalesce(${at?.toISOString() ?? null}::timestamptz, now()))
    RETURNING created_at`);
  const status = decision === 'APPROVE' ? 'PUBLISHED' : decision === 'REJECT' ? 'REJECTED' : 'DRAFT';
  await suite.context.deps.db.execute(sql`UPDATE activities SET status = ${status} WHERE id = ${activityId}`);
  const stamped = new Date(result.rows[0]?.created_at as string);
  decisions.push({ at: stamped, adminId, decision, wait: wait(stamped) });
}

async function seedReports(count: number) {
  const db = suite.context.deps.db;
  const target = await insertItem('PUBLISHED', new Date());
  for (let index = 0; index < count; index++) {
    const reporter = randomUUID();
    await insertMember(db, emptyModel(), {
      id: reporter,
      createdAt: new Date(Date.now() - 70 * DAY_MS),
      verified: true,
      method: 'EMAIL',
      country: null,
      tier: 'BASIC',
    });
    const at = ago(59);
    const resolution = pick([null, 'DISMISS', 'REMOVE_CONTENT']);
    const reason = pick(REPORT_REASONS);
    await db.execute(sql`INSERT INTO activity_reports (activity_id, reporter_id, reason, created_at, resolved_at, resolution)
      VALUES (${target}, ${reporter}, ${reason}, ${at.toISOString()},
        ${resolution ? new Date().toISOString() : null}, ${resolution})`);
    reports.push({ at, reason, resolution });
  }
}

beforeAll(async () => {
  moderator = await createSignedInAdmin(suite.context, 'MODERATOR');
  for (let n = 0; n < 12; n++)
    await decide(await insertItem('PENDING_REVIEW', new Date()), () => null, ago(59));
  await seedReports(25);
  for (let n = 0; n < 10; n++) {
    const queuedAt = ago(20);
    pending.push({ id: await insertItem('PENDING_REVIEW', queuedAt), queuedAt });
  }
  await rollUpAnalytics(suite.context.deps);
  for (const item of pending.slice(0, 7))
    await decide(item.id, (at) => (at.getTime() - item.queuedAt.getTime()) / 1000);
  pending = pending.slice(7);
  await decide(await insertItem('PENDING_REVIEW', new Date()), () => null);
  await rollUpAnalytics(suite.context.deps);
}, 120_000);

const inRange = (at: Date, a: string, b: string) => dayOf(at) >= a && dayOf(at) <= b;

/** PostgreSQL's percentile_cont: linear interpolation between the sorted values; null with none. */
function percentile(values: number[], fraction: number): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const position = fraction * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return (sorted[low] as number) + ((sorted[high] as number) - (sorted[low] as number)) * (position - low);
}

const waitsOf = (rows: typeof decisions) => rows.flatMap((row) => (row.wait === null ? [] : [row.wait]));

describe('moderation report equals figures re-derived from the raw rows (seed 2806)', () => {
  it('decisions, time to decision, moderators, outcomes, reports by reason and the queue', async () => {
    const response = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: `/api/v1/admin/analytics/moderation?from=${from}&to=${today}`,
    });
    expect(response.statusCode).toBe(200);
    const body = ModerationReportSchema.parse(response.json());
    const { previousFrom, previousTo } = body.period;
    const now = decisions.filter((row) => inRange(row.at, from, today));
    const before = decisions.filter((row) => inRange(row.at, previousFrom, previousTo));
    expect(body.totals.decisions).toEqual({ current: now.length, previous: before.length });
    expect(body.totals.medianDecisionSeconds.current).toBeCloseTo(percentile(waitsOf(now), 0.5) ?? NaN, 2);
    expect(body.totals.p90DecisionSeconds.current).toBeCloseTo(percentile(waitsOf(now), 0.9) ?? NaN, 2);
    expect(body.totals.medianDecisionSeconds.previous).toBe(percentile(waitsOf(before), 0.5));
    for (const adminId of [suite.admin.id, moderator.id]) {
      const own = now.filter((row) => row.adminId === adminId);
      const row = body.moderators.find((m) => m.adminId === adminId);
      expect(row?.decisions ?? 0).toBe(own.length);
      if (row && waitsOf(own).length)
        expect(row.medianDecisionSeconds).toBeCloseTo(percentile(waitsOf(own), 0.5) ?? NaN, 2);
    }
    for (const decision of ['APPROVE', 'REJECT', 'REQUEST_CHANGES']) {
      const row = body.outcomes.find((o) => o.decision === decision);
      expect({ current: row?.current ?? 0, previous: row?.previous ?? 0 }).toEqual({
        current: now.filter((d) => d.decision === decision).length,
        previous: before.filter((d) => d.decision === decision).length,
      });
    }
    for (const reason of REPORT_REASONS)
      for (const resolution of [null, 'DISMISS', 'REMOVE_CONTENT']) {
        const row = body.reports.find((r) => r.reason === reason && r.resolution === resolution);
        const count = (a: string, b: string) =>
          reports.filter((r) => r.reason === reason && r.resolution === resolution && inRange(r.at, a, b))
            .length;
        expect({ current: row?.current ?? 0, previous: row?.previous ?? 0 }).toEqual({
          current: count(from, today),
          previous: count(previousFrom, previousTo),
        });
      }
    expect(body.totals.reportsReceived.current).toBe(
      reports.filter((r) => inRange(r.at, from, today)).length,
    );
    const last = body.series.at(-1);
    expect(last).toMatchObject({
      bucket: today,
      queueSize: pending.length,
      decisions: decisions.filter((d) => dayOf(d.at) === today).length,
    });
    expect(body.series.slice(0, -1).every((row) => row.queueSize === null)).toBe(true);
  });

  it('a moderator is refused the report', async () => {
    const response = await injectAs(suite.context.app, moderator.token, {
      method: 'GET',
      url: '/api/v1/admin/analytics/moderation',
    });
    expect(response.statusCode).toBe(403);
  });
});
