import { UsersReportSchema } from '@streamit/contract';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminTestContext,
  createSignedInAdmin,
  injectAs,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { emptyModel, insertMember } from '../../../test/analytics-seed.test-support.js';
import { dayOf } from '../../../test/seeded-random.test-support.js';
import type { TestContext } from '../../../test/test-app.js';
import { addDays } from './analytics-period.js';

let context: TestContext;
let analyst: TestAdmin;
let pointsAdmin: TestAdmin;
const today = dayOf(new Date());

async function newMember(): Promise<string> {
  const id = randomUUID();
  const member = {
    id,
    createdAt: new Date(),
    verified: true,
    method: 'EMAIL',
    country: null,
    tier: 'BASIC',
  } as const;
  await insertMember(context.deps.db, emptyModel(), member);
  return id;
}

async function setTier(userId: string, tier: string) {
  await context.deps.db.execute(sql`UPDATE users SET tier = ${tier} WHERE id = ${userId}`);
}

async function readMovements(from: string, to: string) {
  const response = await injectAs(context.app, analyst.token, {
    method: 'GET',
    url: `/api/v1/admin/analytics/users?from=${from}&to=${to}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return UsersReportSchema.parse(response.json()).tierMovements;
}

beforeAll(async () => {
  context = await createAdminTestContext();
  analyst = await createSignedInAdmin(context, 'ANALYST');
  pointsAdmin = await createSignedInAdmin(context, 'ADMIN');
}, 120_000);
afterAll(async () => {
  await context.close();
});

describe('tier movements in the users report', () => {
  it('counts every change of a member tier by from → to, this period and the one before, whoever wrote it, most first', async () => {
    const [a, b, c] = [await newMember(), await newMember(), await newMember()];
    await setTier(a, 'BRONZE');
    await setTier(a, 'SILVER');
    await setTier(b, 'BRONZE');
    await setTier(c, 'BASIC'); // no change: nothing recorded
    const staffSet = await injectAs(context.app, pointsAdmin.token, {
      method: 'POST',
      url: `/api/v1/admin/users/${c}/tier`,
      payload: { tier: 'VIP', reason: 'Festival partner artist' },
    });
    expect(staffSet.statusCode, staffSet.body).toBe(200);
    // One raise of b's happened 40 days ago: in the previous period of a 30-day range, outside the current one.
    await setTier(b, 'SILVER');
    await context.deps.db.execute(sql`UPDATE member_tier_changes SET changed_at = now() - interval '40 days'
      WHERE user_id = ${b} AND to_tier = 'SILVER'`);

    const movements = await readMovements(addDays(today, -29), today);
    expect(movements).toEqual([
      { from: 'BASIC', to: 'BRONZE', current: 2, previous: 0 },
      { from: 'BRONZE', to: 'SILVER', current: 1, previous: 1 },
      { from: 'BASIC', to: 'VIP', current: 1, previous: 0 },
    ]);
    expect(await readMovements(addDays(today, -400), addDays(today, -100))).toEqual([]);
  });
});
