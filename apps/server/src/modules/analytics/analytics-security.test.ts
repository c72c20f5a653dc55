import { SECURITY_EVENTS, SecurityReportSchema, type SecurityEvent } from '@streamit/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  injectAs,
  useAdminSuite,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import type { Database } from '../../db/database.js';
import { addDays } from './analytics-period.js';
import { rollUpAnalytics } from './analytics-rollup.service.js';
import { emptyModel, insertMember } from '../../../test/analytics-seed.test-support.js';
import { DAY_MS, dayOf, seededRandom } from '../../../test/seeded-random.test-support.js';

const random = seededRandom(2805);
const today = dayOf(new Date());
const from = addDays(today, -29);
const suite = useAdminSuite('ANALYST');
let moderator: TestAdmin;
const members: { id: string; joined: Date; twoFactorAt: Date | null }[] = [];
const events: { event: SecurityEvent; at: Date }[] = [];

/** One raw row that records a security event, stamped `at`, in the table the product writes it to. */
async function insertEvent(db: Database, event: SecurityEvent, at: Date, userId: string) {
  const stamp = at.toISOString();
  if (event === 'failedSignIns')
    await db.execute(sql`INSERT INTO login_events (user_id, success, method, reason, ip, user_agent, created_at)
      VALUES (${userId}, false, 'password', 'bad password', '203.0.113.9', 'vitest', ${stamp})`);
  else if (event === 'failedStaffSignIns')
    await db.execute(sql`INSERT INTO admin_login_attempts (at, email, ip, succeeded)
      VALUES (${stamp}, 'someone@example.com', '203.0.113.9', false)`);
  else if (event === 'lockouts' || event === 'suspiciousReports')
    await db.execute(sql`INSERT INTO security_alerts (user_id, kind, message, created_at)
      VALUES (${userId}, ${event === 'lockouts' ? 'ACCOUNT_LOCKED' : 'SUSPICIOUS_REPORTED'}, 'vitest', ${stamp})`);
  else
    await db.execute(sql`INSERT INTO admin_audit_log (at, action, target_type, target_id)
      VALUES (${stamp}, ${event === 'suspensions' ? 'member.suspended' : 'admin.access_denied'}, 'vitest', ${userId})`);
  events.push({ event, at });
}

/** Members over `days` days, some with two-factor on, and security events over the same days. */
async function seed(count: number, days: number) {
  const db = suite.context.deps.db;
  for (let index = 0; index < count; index++) {
    const joined = new Date(
      Date.now() - Math.floor(random() * days) * DAY_MS - (days ? random() * DAY_MS : 0),
    );
    const id = randomUUID();
    await insertMember(db, emptyModel(), {
      id,
      createdAt: joined,
      verified: true,
      method: 'EMAIL',
      country: null,
      tier: 'BASIC',
    });
    const later = () => new Date(joined.getTime() + random() * (Date.now() - joined.getTime()));
    const twoFactorAt = random() < 0.4 ? later() : null;
    if (twoFactorAt)
      await db.execute(sql`INSERT INTO member_two_factor (user_id, secret, enabled_at)
        VALUES (${id}, 'secret', ${twoFactorAt.toISOString()})`);
    members.push({ id, joined, twoFactorAt });
    for (let n = Math.floor(random() * 5); n > 0; n--)
      await insertEvent(
        db,
        SECURITY_EVENTS[Math.floor(random() * SECURITY_EVENTS.length)] as SecurityEvent,
        later(),
        id,
      );
  }
}

const inRange = (at: Date, a: string, b: string) => dayOf(at) >= a && dayOf(at) <= b;
const countOf = (event: SecurityEvent, a: string, b: string) =>
  events.filter((row) => row.event === event && inRange(row.at, a, b)).length;

beforeAll(async () => {
  moderator = await createSignedInAdmin(suite.context, 'MODERATOR');
  await seed(40, 90);
  await rollUpAnalytics(suite.context.deps);
  await seed(10, 0);
  const refused = await injectAs(suite.context.app, moderator.token, {
    method: 'GET',
    url: '/api/v1/admin/analytics/security',
  });
  expect(refused.statusCode).toBe(403);
  events.push({ event: 'refusedStaffCalls', at: new Date() });
  await rollUpAnalytics(suite.context.deps);
}, 120_000);

describe('security report equals figures re-derived from the raw rows (seed 2805)', () => {
  it('each event per day and over both periods; two-factor members and adoption at each end', async () => {
    const response = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: `/api/v1/admin/analytics/security?from=${from}&to=${today}`,
    });
    expect(response.statusCode).toBe(200);
    const body = SecurityReportSchema.parse(response.json());
    const { previousFrom, previousTo } = body.period;
    expect(body.period.asOf).not.toBeNull();
    expect(body.series).toHaveLength(30);
    for (const row of body.series) {
      for (const event of SECURITY_EVENTS)
        expect(row[event], `${event} ${row.bucket}`).toBe(countOf(event, row.bucket, row.bucket));
      expect(row.twoFactorEnabled).toBe(
        members.filter((m) => m.twoFactorAt && dayOf(m.twoFactorAt) === row.bucket).length,
      );
    }
    for (const event of SECURITY_EVENTS)
      expect(body.totals[event]).toEqual({
        current: countOf(event, from, today),
        previous: countOf(event, previousFrom, previousTo),
      });
    const at = (day: string) => {
      const joined = members.filter((m) => dayOf(m.joined) <= day).length;
      const on = members.filter((m) => m.twoFactorAt && dayOf(m.twoFactorAt) <= day).length;
      return { on, share: joined ? on / joined : 0 };
    };
    expect(body.twoFactorMembers).toEqual({ current: at(today).on, previous: at(previousTo).on });
    expect(body.twoFactorAdoption.current).toBeCloseTo(at(today).share, 9);
    expect(body.twoFactorAdoption.previous).toBeCloseTo(at(previousTo).share, 9);
  });

  it('weekly buckets add up to the range, and a rebuild from empty writes the same rollup', async () => {
    const url = `/api/v1/admin/analytics/security?from=${from}&to=${today}&granularity=week`;
    const read = async () =>
      SecurityReportSchema.parse(
        (await injectAs(suite.context.app, suite.admin.token, { method: 'GET', url })).json(),
      );
    const weekly = await read();
    for (const event of SECURITY_EVENTS)
      expect(weekly.series.reduce((total, row) => total + row[event], 0)).toBe(countOf(event, from, today));
    await suite.context.deps.db.execute(sql`TRUNCATE analytics_rollup_state, analytics_security_days`);
    await rollUpAnalytics(suite.context.deps);
    expect((await read()).series).toEqual(weekly.series);
  });
});
