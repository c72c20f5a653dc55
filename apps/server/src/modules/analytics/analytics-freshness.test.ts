import { ANALYTICS_FRESH_SECONDS, DailyStatsReportSchema } from '@streamit/contract';
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
import { emptyModel, insertMember, insertPosting } from '../../../test/analytics-seed.test-support.js';
import { rollupsAreFresh } from './analytics-freshness.js';
import { ANALYTICS_ROLLUPS } from './analytics-rollup.service.js';

let context: TestContext;
let analyst: TestAdmin;
const memberId = randomUUID();
const today = new Date().toISOString().slice(0, 10);

/** Today's points issued as the analyst's daily report answers them. */
async function issuedToday(): Promise<number> {
  const url = `/api/v1/admin/analytics/daily-stats?from=${today}&to=${today}`;
  const response = await injectAs(context.app, analyst.token, { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return DailyStatsReportSchema.parse(response.json()).rows[0]?.pointsIssued ?? 0;
}

const earn = (amount: number) =>
  insertPosting(context.deps.db, emptyModel(), {
    userId: memberId,
    at: new Date(),
    kind: 'earn',
    source: 'bonus',
    amount,
  });

beforeAll(async () => {
  context = await createAdminTestContext();
  analyst = await createSignedInAdmin(context, 'ANALYST');
  await insertMember(context.deps.db, emptyModel(), {
    id: memberId,
    createdAt: new Date(),
    verified: true,
    method: 'EMAIL',
    country: null,
    tier: 'BASIC',
  });
}, 60_000);
afterAll(async () => {
  await context.close();
});

describe('analytics reports are at most a minute behind (decision 058)', () => {
  it('a rollup run within the minute is fresh; an older or missing one is not', () => {
    const now = Date.now();
    const at = (secondsAgo: number) =>
      new Map(ANALYTICS_ROLLUPS.map((r) => [r, new Date(now - secondsAgo * 1000)]));
    expect(rollupsAreFresh(at(ANALYTICS_FRESH_SECONDS - 1), now)).toBe(true);
    expect(rollupsAreFresh(at(ANALYTICS_FRESH_SECONDS + 1), now)).toBe(false);
    const missing = at(1);
    missing.delete('points-days');
    expect(rollupsAreFresh(missing, now)).toBe(false);
  });

  it('a report rolls up first when the rollups are over a minute old, and not sooner', async () => {
    // Never rolled up: the first report runs the rollup and counts what was earned.
    await earn(11);
    expect(await issuedToday()).toBe(11);
    // Within the minute the report answers from the rollups as they are; its "as of" says how old.
    await earn(37);
    expect(await issuedToday()).toBe(11);
    await context.deps.db.execute(
      sql`UPDATE analytics_rollup_state SET rolled_until = rolled_until - interval '61 seconds'`,
    );
    expect(await issuedToday()).toBe(48);
  });
});
