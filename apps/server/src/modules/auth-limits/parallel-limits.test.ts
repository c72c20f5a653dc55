import type { LightMyRequestResponse } from 'fastify';
import { releaseMemberTotpStep, totpCode, unusedTotpCode } from '../../../test/totp.test-support.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  GOOD_PASSWORD,
  login,
  loginToken,
  memberAuthEnv,
  register,
  registerVerified,
} from '../../../test/member-auth.test-support.js';
import { codeIn, startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { redeemEmailCode } from '../accounts/email-codes.service.js';

// Above the five guesses a one-time code allows, so both layers can be seen at work.
const ACCOUNT_MAX = 8;
const IP_MAX = 20;
const BURST = 60;

let context: TestContext;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createTestContext(
    memberAuthEnv(sink, { AUTH_LIMIT_ACCOUNT_MAX: String(ACCOUNT_MAX), AUTH_LIMIT_IP_MAX: String(IP_MAX) }),
  );
});
afterAll(async () => {
  await context.close();
  await sink.close();
});

let ipCounter = 0;
/** An address no other request in this file uses (a range apart from the shared helpers'). */
function freshIp(): string {
  ipCounter += 1;
  return `198.18.${ipCounter >> 8}.${ipCounter & 255}`;
}

const post = (url: string, payload: object, ip = freshIp(), headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'POST', url: `/api/v1${url}`, remoteAddress: ip, headers, payload });

/** Fires `count` requests at once (Promise.all, no awaiting in between). */
function burst(count: number, send: (index: number) => Promise<LightMyRequestResponse>) {
  return Promise.all(Array.from({ length: count }, (_, index) => send(index)));
}

/** How many responses had each status code. */
function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
}

const query = async <T>(text: string, values: unknown[]) =>
  (await context.database.pool.query(text, values)).rows[0] as T;

describe('member login under a parallel burst', () => {
  it(`evaluates exactly ${ACCOUNT_MAX} of ${BURST} wrong passwords for one account from many IPs`, async () => {
    await registerVerified(context.app, sink, { email: 'burst@example.com' });
    const responses = await burst(BURST, () =>
      login(context.app, 'burst@example.com', 'wrong-pass-1', freshIp()),
    );
    expect(tally(responses)).toEqual({ 401: ACCOUNT_MAX, 429: BURST - ACCOUNT_MAX });
    expect(responses.find((response) => response.statusCode === 429)?.headers['retry-after']).toBeDefined();
    // The failure that took the last slot locked the account: its owner is told exactly once.
    const alerts = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM security_alerts a JOIN users u ON u.id = a.user_id WHERE u.email = $1 AND a.kind = 'ACCOUNT_LOCKED'",
      ['burst@example.com'],
    );
    expect(alerts.n).toBe(1);
  });

  it('refuses the right password sent in the middle of a burst of wrong ones, and opens no session', async () => {
    await registerVerified(context.app, sink, { email: 'middle@example.com' });
    const responses = await burst(BURST, (index) =>
      login(
        context.app,
        'middle@example.com',
        index === BURST / 2 ? GOOD_PASSWORD : 'wrong-pass-1',
        freshIp(),
      ),
    );
    expect(responses[BURST / 2]?.statusCode).toBe(429);
    expect(tally(responses)).toEqual({ 401: ACCOUNT_MAX, 429: BURST - ACCOUNT_MAX });
    const sessions = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM member_sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1',
      ['middle@example.com'],
    );
    expect(sessions.n).toBe(0);
  });

  it(`evaluates exactly ${IP_MAX} logins from one IP, whatever the accounts`, async () => {
    const ip = freshIp();
    const responses = await burst(BURST, (index) =>
      login(context.app, `nobody${index}@example.com`, 'x-pass-1', ip),
    );
    expect(tally(responses)).toEqual({ 401: IP_MAX, 429: BURST - IP_MAX });
  });
});

describe('registration, verification and recovery under a parallel burst', () => {
  const bogusRegistration = (email: string) => ({
    email,
    password: GOOD_PASSWORD,
    firstName: 'Ada',
    lastName: 'Lovelace',
    captchaToken: 'not-a-solution',
  });

  it('register: exactly the per-address budget, then exactly the per-IP budget', async () => {
    const perAddress = await burst(BURST, () =>
      post('/auth/register', bogusRegistration('same@example.com')),
    );
    expect(tally(perAddress)).toEqual({ 400: ACCOUNT_MAX, 429: BURST - ACCOUNT_MAX });
    const ip = freshIp();
    const perIp = await burst(BURST, (index) =>
      post('/auth/register', bogusRegistration(`r${index}@example.com`), ip),
    );
    expect(tally(perIp)).toEqual({ 400: IP_MAX, 429: BURST - IP_MAX });
  });

  it('verify, resend and forgot: exactly the per-address budget each', async () => {
    expect((await register(context.app, { email: 'pending@example.com' })).statusCode).toBe(201);
    const verify = await burst(BURST, () =>
      post('/auth/verify/email', { email: 'pending@example.com', token: '000000' }),
    );
    expect(tally(verify)).toEqual({ 400: ACCOUNT_MAX, 429: BURST - ACCOUNT_MAX });
    const resend = await burst(BURST, () => post('/auth/resend/email/pending@example.com', {}));
    expect(tally(resend)).toEqual({ 200: ACCOUNT_MAX, 429: BURST - ACCOUNT_MAX });
    const forgot = await burst(BURST, () => post('/auth/forgot-password/pending@example.com', {}));
    expect(tally(forgot)).toEqual({ 200: ACCOUNT_MAX, 429: BURST - ACCOUNT_MAX });
  });

  it('reset: the right code in the middle of a burst of wrong ones is refused; the code took five guesses', async () => {
    await registerVerified(context.app, sink, { email: 'reset-burst@example.com' });
    await post('/auth/forgot-password/reset-burst@example.com', {});
    const code = codeIn(await sink.waitFor('reset-burst@example.com', /reset your password/));
    const wrong = code === '000000' ? '000001' : '000000';
    const password = 'fresh-meadow-lantern-77';
    const responses = await burst(BURST, (index) =>
      post('/auth/reset-password', {
        email: 'reset-burst@example.com',
        code: index === BURST / 2 ? code : wrong,
        password,
        confirmPassword: password,
      }),
    );
    expect(responses[BURST / 2]?.statusCode).toBe(429);
    expect(tally(responses)).toEqual({ 400: ACCOUNT_MAX, 429: BURST - ACCOUNT_MAX });
    const row = await query<{ attempts: number }>(
      "SELECT c.attempts FROM email_codes c JOIN users u ON u.id = c.user_id WHERE u.email = $1 AND c.purpose = 'reset_password'",
      ['reset-burst@example.com'],
    );
    expect(row.attempts).toBe(5);
    expect((await login(context.app, 'reset-burst@example.com', password, freshIp())).statusCode).toBe(401);
    expect((await login(context.app, 'reset-burst@example.com', GOOD_PASSWORD, freshIp())).statusCode).toBe(
      200,
    );
  });

  it('an emailed code compares at most five guesses however many arrive at once: the sixth is refused even when right', async () => {
    await registerVerified(context.app, sink, { email: 'code-burst@example.com' });
    await post('/auth/forgot-password/code-burst@example.com', {});
    const code = codeIn(await sink.waitFor('code-burst@example.com', /reset your password/));
    const wrong = code === '000000' ? '000001' : '000000';
    const user = await query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'code-burst@example.com',
    ]);
    const guesses = await Promise.all(
      Array.from({ length: BURST }, (_, index) =>
        redeemEmailCode(context.deps, user.id, 'reset_password', index === BURST / 2 ? code : wrong),
      ),
    );
    expect(guesses.filter(Boolean)).toHaveLength(0);
    const row = await query<{ attempts: number }>(
      "SELECT attempts FROM email_codes WHERE user_id = $1 AND purpose = 'reset_password'",
      [user.id],
    );
    expect(row.attempts).toBe(5);
    // Through the API too: the sixth guess is refused as an invalid code, not by the account limit.
    const sixth = await post('/auth/reset-password', {
      email: 'code-burst@example.com',
      code,
      password: 'fresh-meadow-lantern-77',
      confirmPassword: 'fresh-meadow-lantern-77',
    });
    expect(sixth.json()).toMatchObject({ error: { code: 'INVALID_RESET_CODE' } });
  });

  it('two right guesses of one code at once: exactly one redeems it', async () => {
    await registerVerified(context.app, sink, { email: 'twice@example.com' });
    await post('/auth/forgot-password/twice@example.com', {});
    const code = codeIn(await sink.waitFor('twice@example.com', /reset your password/));
    const user = await query<{ id: string }>('SELECT id FROM users WHERE email = $1', ['twice@example.com']);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => redeemEmailCode(context.deps, user.id, 'reset_password', code)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('signed-in member calls under a parallel burst', () => {
  let token: string;

  beforeAll(async () => {
    await registerVerified(context.app, sink, { email: 'signed-in@example.com' });
    token = await loginToken(context.app, 'signed-in@example.com');
  });

  it('2FA setup verify and link-password: exactly the per-account budget each', async () => {
    expect((await post('/auth/security/2fa/enable', {}, freshIp(), bearer(token))).statusCode).toBe(200);
    const verify = await burst(BURST, () =>
      post('/auth/security/2fa/verify', { code: '000000' }, freshIp(), bearer(token)),
    );
    expect(tally(verify)).toEqual({ 400: ACCOUNT_MAX, 429: BURST - ACCOUNT_MAX });
    const link = { password: 'lilac-anchor-58', confirmPassword: 'lilac-anchor-58' };
    const linked = await burst(BURST, () => post('/auth/link-password', link, freshIp(), bearer(token)));
    expect(tally(linked)).toEqual({ 409: ACCOUNT_MAX, 429: BURST - ACCOUNT_MAX });
  });

  it('login 2FA challenge: five codes compared at most; the right code in the middle of the burst is refused', async () => {
    await registerVerified(context.app, sink, { email: 'challenge@example.com' });
    const own = await loginToken(context.app, 'challenge@example.com');
    const enable = await post('/auth/security/2fa/enable', {}, freshIp(), bearer(own));
    const secret = enable.json<{ secret: string }>().secret;
    const confirm = await post(
      '/auth/security/2fa/verify',
      { code: await totpCode(secret) },
      freshIp(),
      bearer(own),
    );
    expect(confirm.statusCode).toBe(200);
    const challenge = (await login(context.app, 'challenge@example.com', GOOD_PASSWORD, freshIp())).json<{
      challengeToken: string;
    }>().challengeToken;
    // As if the confirmation had been in an earlier step, so this step's code is unused when its turn comes.
    await releaseMemberTotpStep(context.deps.db, 'challenge@example.com', secret);
    const right = await unusedTotpCode(secret);
    const wrong = right === '000000' ? '000001' : '000000';
    const responses = await burst(BURST, (index) =>
      post('/auth/login/2fa', { challengeToken: challenge, code: index === BURST / 2 ? right : wrong }),
    );
    expect(responses[BURST / 2]?.json()).toMatchObject({ error: { code: 'LOGIN_CHALLENGE_INVALID' } });
    const codes = responses.map((response) => response.json<{ error: { code: string } }>().error.code);
    expect(codes.filter((code) => code === 'TWO_FACTOR_CODE_INVALID')).toHaveLength(5);
    expect(codes.filter((code) => code === 'LOGIN_CHALLENGE_INVALID')).toHaveLength(BURST - 5);
  }, 60_000);

  it(`oauth exchange: exactly ${IP_MAX} bogus codes from one IP are looked up`, async () => {
    const ip = freshIp();
    const responses = await burst(BURST, (index) =>
      post('/auth/oauth/exchange', { code: `stc_bogus${index}` }, ip),
    );
    expect(tally(responses)).toEqual({ 400: IP_MAX, 429: BURST - IP_MAX });
  });
});
