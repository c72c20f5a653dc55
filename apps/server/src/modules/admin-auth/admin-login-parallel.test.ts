import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  nextIp,
  unusedTotpCode,
} from '../../../test/admin-auth.test-support.js';

const ACCOUNT_MAX = 5;
// Far below the route's own limit (RATE_LIMIT_AUTH_MAX, 1000 in tests), so it is the lockout count that answers.
const IP_MAX = 10;
const ROUTE_LIMIT = 20;
const BURST = 60;

let context: TestContext;

beforeAll(async () => {
  context = await createAdminTestContext({
    ADMIN_LOGIN_MAX_FAILURES_PER_ACCOUNT: String(ACCOUNT_MAX),
    ADMIN_LOGIN_MAX_FAILURES_PER_IP: String(IP_MAX),
  });
});
afterAll(async () => {
  await context.close();
});

const login = (payload: Record<string, unknown>, remoteAddress = nextIp()) =>
  context.app.inject({ method: 'POST', url: '/api/v1/auth/admin/login', payload, remoteAddress });

function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

describe('staff login under a parallel burst', () => {
  it(`evaluates exactly ${ACCOUNT_MAX} of ${BURST} wrong passwords for one admin from many IPs`, async () => {
    const admin = await createSignedInAdmin(context, 'ADMIN');
    const responses = await Promise.all(
      Array.from({ length: BURST }, () =>
        login({ email: admin.email, password: 'wrong', totpCode: '000000' }),
      ),
    );
    expect(tally(responses)).toEqual({ 401: ACCOUNT_MAX, 429: BURST - ACCOUNT_MAX });
  });

  it('refuses the right password and code sent in the middle of a burst of wrong ones', async () => {
    const admin = await createSignedInAdmin(context, 'ADMIN');
    const right = {
      email: admin.email,
      password: admin.password,
      totpCode: await unusedTotpCode(admin.secret),
    };
    const wrong = { ...right, password: 'wrong' };
    const responses = await Promise.all(
      Array.from({ length: BURST }, (_, index) => login(index === BURST / 2 ? right : wrong)),
    );
    expect(responses[BURST / 2]?.statusCode).toBe(429);
    expect(tally(responses)).toEqual({ 401: ACCOUNT_MAX, 429: BURST - ACCOUNT_MAX });
    const { rows } = await context.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM admin_login_attempts WHERE email = $1 AND succeeded',
      [admin.email],
    );
    // Only the sign-in of createSignedInAdmin succeeded.
    expect(rows[0]?.n).toBe(1);
  }, 60_000);

  it(`evaluates exactly ${IP_MAX} failed logins from one IP, whatever the emails`, async () => {
    const ip = nextIp();
    // A burst of 20 from one IP, far below the route's own limit: the PostgreSQL lockout count is what splits it.
    const responses = await Promise.all(
      Array.from({ length: ROUTE_LIMIT }, (_, index) =>
        login({ email: `nobody${index}@staff.test`, password: 'x' }, ip),
      ),
    );
    expect(tally(responses)).toEqual({ 401: IP_MAX, 429: ROUTE_LIMIT - IP_MAX });
  });
});
