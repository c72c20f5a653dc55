import { POINTS_GLOBAL_DEFAULTS } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  GOOD_PASSWORD,
  login,
  loginToken,
  memberAuthEnv,
  nextIp,
  register,
  registerVerified,
} from '../../../test/member-auth.test-support.js';
import { runOAuthFlow, startOAuthTestServer, type OAuthTestServer } from '../../../test/oauth-test-server.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let context: TestContext;
let sink: SmtpSink;
let provider: OAuthTestServer;
let token: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  provider = await startOAuthTestServer();
  context = await createTestContext(memberAuthEnv(sink, provider.env));
  await registerVerified(context.app, sink, { email: 'account@example.com' });
  token = await loginToken(context.app, 'account@example.com');
});
afterAll(async () => {
  await context.close();
  await provider.stop();
  await sink.close();
});

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string } }).error;
const get = (url: string, auth = token) =>
  context.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(auth) });
const send = (method: 'POST' | 'DELETE', url: string, auth: string, payload?: object) =>
  context.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(auth),
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });

async function googleOnlyMember(sub: string, email: string): Promise<string> {
  provider.useClaims({ sub, email, email_verified: true, name: 'Google Member' });
  const { spa } = await runOAuthFlow(context.app, 'google');
  const exchanged = await context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/oauth/exchange',
    payload: { code: spa.searchParams.get('code') },
  });
  return exchanged.json<{ accessToken: string }>().accessToken;
}

describe('profile and dashboard', () => {
  it('GET /auth/profile-with-providers answers the user and the linked providers record', async () => {
    const response = await get('/auth/profile-with-providers');
    expect(response.json()).toMatchObject({
      user: { email: 'account@example.com', twoFactorEnabled: false, avatarUrl: null },
      linkedProviders: {
        email: 'account@example.com',
        providers: ['email'],
        hasPassword: true,
        hasGoogle: false,
        hasTwitter: false,
      },
    });
  });

  it('GET /auth/dashboard-stats reports real figures', async () => {
    const stats = (await get('/auth/dashboard-stats')).json<Record<string, unknown>>();
    expect(stats).toMatchObject({
      // Verifying the address paid the welcome bonus (points-bonus.service.ts).
      totalPoints: POINTS_GLOBAL_DEFAULTS.welcomeBonus,
      tier: 'BASIC',
      emailVerified: true,
      referrals: { total: 0, verified: 0 },
    });
    expect(stats.security).toMatchObject({ activeSessions: 1, twoFactorEnabled: false });
    expect(stats.lastLoginAt).toEqual(expect.any(String));
  });

  it('GET /auth/welcome-tokens-status offers the configured grant until a first wallet claims it', async () => {
    expect((await get('/auth/welcome-tokens-status')).json()).toMatchObject({
      available: true,
      claimed: false,
      amount: '10',
      requirements: { emailVerified: true, walletCreated: false },
      status: null,
      txHash: null,
    });
  });

  it('member routes refuse a missing token with 401', async () => {
    for (const url of [
      '/auth/profile',
      '/auth/dashboard-stats',
      '/auth/linked-providers',
      '/referral/my-code',
    ]) {
      expect((await context.app.inject({ method: 'GET', url: `/api/v1${url}` })).statusCode).toBe(401);
    }
  });
});

describe('change password', () => {
  it('needs the current password, signs out the other sessions and keeps this one', async () => {
    const other = await loginToken(context.app, 'account@example.com');
    const wrong = await send('POST', '/auth/change-password', token, {
      currentPassword: 'nope-nope-nope',
      newPassword: 'cobalt-willow-trail-8',
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).message).toBe('Current password is incorrect');
    const weak = await send('POST', '/auth/change-password', token, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'qwertyuiop',
    });
    expect(errorOf(weak).code).toBe('PASSWORD_TOO_COMMON');
    const done = await send('POST', '/auth/change-password', token, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'cobalt-willow-trail-8',
      confirmPassword: 'cobalt-willow-trail-8',
    });
    expect(done.statusCode).toBe(200);
    expect((await get('/auth/profile', other)).statusCode).toBe(401);
    expect((await get('/auth/profile')).statusCode).toBe(200);
    expect((await login(context.app, 'account@example.com', 'cobalt-willow-trail-8')).statusCode).toBe(200);
    await sink.waitFor('account@example.com', /security alert/);
  });

  it('refuses an account without a password', async () => {
    const googleToken = await googleOnlyMember('nopass-sub', 'nopass@example.com');
    const response = await send('POST', '/auth/change-password', googleToken, {
      currentPassword: 'x',
      newPassword: 'cobalt-willow-trail-8',
    });
    expect(errorOf(response).code).toBe('PASSWORD_NOT_SET');
  });
});

describe('linked providers', () => {
  it('link-password checks match, length and an existing password (spec §5)', async () => {
    const googleToken = await googleOnlyMember('link-sub', 'link@example.com');
    const mismatch = await send('POST', '/auth/link-password', googleToken, {
      password: 'saffron-kettle-91',
      confirmPassword: 'saffron-kettle-92',
    });
    expect(errorOf(mismatch).message).toBe('Passwords do not match');
    const short = await send('POST', '/auth/link-password', googleToken, {
      password: 'short',
      confirmPassword: 'short',
    });
    expect(errorOf(short).message).toBe('Password must be at least 8 characters long');
    const linked = await send('POST', '/auth/link-password', googleToken, {
      password: 'saffron-kettle-91',
      confirmPassword: 'saffron-kettle-91',
    });
    expect(linked.json()).toMatchObject({ providers: ['email', 'google'], hasPassword: true });
    const again = await send('POST', '/auth/link-password', googleToken, {
      password: 'saffron-kettle-93',
      confirmPassword: 'saffron-kettle-93',
    });
    expect(errorOf(again)).toEqual({
      code: 'PASSWORD_ALREADY_SET',
      message: 'Password is already set for this account',
    });
    expect((await login(context.app, 'link@example.com', 'saffron-kettle-91')).statusCode).toBe(200);
  });

  it('unlinks a provider only while another method remains', async () => {
    const googleToken = await googleOnlyMember('only-sub', 'only@example.com');
    const refused = await send('DELETE', '/auth/unlink-provider/google', googleToken);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe(
      'Cannot unlink the only authentication method. Please link another provider or set a password first.',
    );
    expect(errorOf(await send('DELETE', '/auth/unlink-provider/twitter', googleToken)).code).toBe(
      'PROVIDER_NOT_LINKED',
    );
    expect((await send('DELETE', '/auth/unlink-provider/facebook', googleToken)).statusCode).toBe(400);
    await send('POST', '/auth/link-password', googleToken, {
      password: 'juniper-beacon-64',
      confirmPassword: 'juniper-beacon-64',
    });
    const unlinked = await send('DELETE', '/auth/unlink-provider/google', googleToken);
    expect(unlinked.json()).toMatchObject({ providers: ['email'], hasGoogle: false });
  });
});

describe('sign-up with an email that came through a provider', () => {
  it('answers the Google-specific message with its suggestion', async () => {
    await googleOnlyMember('dupe-sub', 'dupe@example.com');
    const response = await register(context.app, { email: 'dupe@example.com' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: 'EMAIL_REGISTERED_WITH_GOOGLE',
      message: 'This email is already registered with Google. Please sign in with Google instead.',
    });
  });
});

describe('X sign-in and referrals', () => {
  it('signs up through X with ?ref=: no email, the referral counts for the referrer', async () => {
    const myCode = (await get('/referral/my-code')).json<{ code: string; link: string; active: boolean }>();
    expect(myCode.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(myCode.link).toBe(`http://localhost:5999/auth/sign-up?ref=${myCode.code}`);
    expect(myCode.active).toBe(true);
    provider.useTwitterUser({ id: 'x-42', name: 'Xavier', username: 'xavier' });
    const { spa } = await runOAuthFlow(context.app, 'twitter', `?ref=${myCode.code}`);
    const exchanged = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oauth/exchange',
      payload: { code: spa.searchParams.get('code') },
    });
    const body = exchanged.json<{ accessToken: string; user: Record<string, unknown> }>();
    expect(body.user).toMatchObject({ email: null, providers: ['twitter'], displayName: 'Xavier' });
    const noEmail = await send('POST', '/auth/link-password', body.accessToken, {
      password: 'heron-quartz-17',
      confirmPassword: 'heron-quartz-17',
    });
    expect(errorOf(noEmail).code).toBe('EMAIL_REQUIRED_FOR_PASSWORD');
    const stats = (await get('/referral/stats')).json<Record<string, unknown>>();
    expect(stats).toMatchObject({
      code: myCode.code,
      totalReferrals: 1,
      verifiedReferrals: 0,
      recent: [{ displayName: 'Xavier', emailVerified: false }],
    });
  });
});
