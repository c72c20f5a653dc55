import { afterAll, describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  bearer,
  login,
  memberAuthEnv,
  register,
  registerVerified,
} from '../../../test/member-auth.test-support.js';
import {
  followCallback,
  ID_TOKEN_FORGERIES,
  runOAuthFlow,
  startOAuthFlow,
  TEST_CLIENT_ID,
} from '../../../test/oauth-test-server.js';
import { createTestContext } from '../../../test/test-app.js';
import { hashToken } from '../../lib/security/tokens.js';
import { forgetMaintenance } from '../site-settings/maintenance-state.js';
import { exchangeSignInCode, googleUser, useOAuthSuite } from '../../../test/oauth.test-support.js';

const suite = useOAuthSuite();

const exchange = (code: string) => exchangeSignInCode(suite.context, code);

describe('Google sign-in through a real OIDC server', () => {
  it('signs up a new member: the SPA gets a one-time code, never a token, and exchanges it once', async () => {
    suite.provider.useClaims(googleUser('google-sub-1', 'grace@example.com'));
    const { spa } = await runOAuthFlow(suite.context.app, 'google');
    expect(spa.pathname).toBe('/auth/callback');
    const code = spa.searchParams.get('code') ?? '';
    expect(code).not.toMatch(/^stm_/);
    expect(spa.search).not.toMatch(/token/i);
    const response = await exchange(code);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ accessToken: string; user: Record<string, unknown>; wallet: unknown }>();
    expect(body.accessToken).toMatch(/^stm_/);
    expect(body.wallet).toBeNull();
    expect(body.user).toMatchObject({
      email: 'grace@example.com',
      emailVerified: true,
      providers: ['google'],
      hasPassword: false,
      displayName: 'Grace Hopper',
    });
    const replayed = await exchange(code);
    expect(replayed.json()).toMatchObject({ error: { code: 'OAUTH_CODE_INVALID' } });
  });

  it('does not show a provider name that poses as staff: the new member has no display name', async () => {
    suite.provider.useClaims({
      ...googleUser('google-sub-staff', 'poser@example.com'),
      name: 'StreamIt Suppоrt',
    });
    const { spa } = await runOAuthFlow(suite.context.app, 'google');
    const body = (await exchange(spa.searchParams.get('code') ?? '')).json<{
      user: Record<string, unknown>;
    }>();
    expect(body.user).toMatchObject({ email: 'poser@example.com', displayName: null, firstName: 'Grace' });
  });

  it('signs the same provider subject back into the same account', async () => {
    suite.provider.useClaims(googleUser('google-sub-1', 'grace@example.com'));
    const { spa } = await runOAuthFlow(suite.context.app, 'google');
    const body = (await exchange(spa.searchParams.get('code') ?? '')).json<{ user: { email: string } }>();
    expect(body.user.email).toBe('grace@example.com');
    const { rows } = await suite.context.database.pool.query(
      "SELECT count(*)::int AS n FROM users WHERE google_id = 'google-sub-1'",
    );
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('keeps the PKCE verifier encrypted at rest, and the provider accepts the one decrypted at the callback', async () => {
    suite.provider.useClaims(googleUser('google-sub-pkce', 'pkce@example.com'));
    const { callbackPath, cookie } = await startOAuthFlow(suite.context.app, 'google');
    const state = new URL(callbackPath, 'http://x').searchParams.get('state') ?? '';
    const { rows } = await suite.context.database.pool.query<{ code_verifier_encrypted: string }>(
      'SELECT code_verifier_encrypted FROM oauth_states WHERE state_hash = $1',
      [hashToken(state)],
    );
    expect(rows[0]?.code_verifier_encrypted).toMatch(/^v1\.[\w-]{16}\.[\w-]{58}\.[\w-]{22}$/);
    const spa = await followCallback(suite.context.app, callbackPath, cookie);
    expect(spa.searchParams.get('code')).toBeTruthy();
  });

  it('refuses a replayed callback: the state works once', async () => {
    suite.provider.useClaims(googleUser('google-sub-2', 'replay@example.com'));
    const { callbackPath, cookie, spa } = await runOAuthFlow(suite.context.app, 'google');
    expect(spa.searchParams.get('code')).toBeTruthy();
    const replay = await followCallback(suite.context.app, callbackPath, cookie);
    expect(replay.searchParams.get('error')).toBe('OAUTH_STATE_INVALID');
    expect(replay.searchParams.get('code')).toBeNull();
  });

  it('refuses a bad state', async () => {
    suite.provider.useClaims(googleUser('google-sub-3', 'state@example.com'));
    const { callbackPath, cookie } = await startOAuthFlow(suite.context.app, 'google');
    const back = new URL(callbackPath, 'http://app.test');
    back.searchParams.set('state', 'forged-state');
    const spa = await followCallback(suite.context.app, `${back.pathname}${back.search}`, cookie);
    expect(spa.searchParams.get('error')).toBe('OAUTH_STATE_INVALID');
  });

  it("refuses one provider's state at the other provider's callback (no mix-up)", async () => {
    suite.provider.useClaims(googleUser('google-sub-7', 'mixup@example.com'));
    const { callbackPath, cookie } = await startOAuthFlow(suite.context.app, 'google');
    const back = new URL(callbackPath, 'http://app.test');
    const atX = back.pathname.replace('/google/', '/twitter/');
    expect(atX).not.toBe(back.pathname);
    const spa = await followCallback(suite.context.app, `${atX}${back.search}`, cookie);
    expect(spa.searchParams.get('error')).toBe('OAUTH_STATE_INVALID');
    expect(spa.searchParams.get('code')).toBeNull();
  });

  it('refuses an ID token issued to another audience', async () => {
    suite.provider.useClaims({ ...googleUser('google-sub-4', 'aud@example.com'), aud: 'some-other-client' });
    const { spa } = await runOAuthFlow(suite.context.app, 'google');
    expect(spa.searchParams.get('error')).toBe('OAUTH_FAILED');
    const { rows } = await suite.context.database.pool.query(
      "SELECT count(*)::int AS n FROM users WHERE email = 'aud@example.com'",
    );
    expect(rows[0]).toEqual({ n: 0 });
    suite.provider.useClaims({ ...googleUser('google-sub-4', 'aud@example.com'), aud: TEST_CLIENT_ID });
    expect((await runOAuthFlow(suite.context.app, 'google')).spa.searchParams.get('code')).toBeTruthy();
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    suite.provider.useClaims({
      ...googleUser('google-sub-5', 'nonce@example.com'),
      nonce: 'another-sign-in',
    });
    expect((await runOAuthFlow(suite.context.app, 'google')).spa.searchParams.get('error')).toBe(
      'OAUTH_FAILED',
    );
  });

  it('refuses an ID token that is unsigned, altered, or signed by any key but the provider set', async () => {
    suite.provider.useClaims(googleUser('google-sub-6', 'forged@example.com'));
    for (const [forgery, forge] of Object.entries(ID_TOKEN_FORGERIES)) {
      suite.provider.forgeNextIdToken(forge);
      const { spa } = await runOAuthFlow(suite.context.app, 'google');
      expect(spa.searchParams.get('error'), forgery).toBe('OAUTH_FAILED');
    }
    const { rows } = await suite.context.database.pool.query(
      "SELECT count(*)::int AS n FROM users WHERE email = 'forged@example.com'",
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('never lets an unverified provider email take over an existing account', async () => {
    await registerVerified(suite.context.app, suite.sink, { email: 'owner@example.com' });
    suite.provider.useClaims(googleUser('attacker-sub', 'owner@example.com', false));
    const { spa } = await runOAuthFlow(suite.context.app, 'google');
    expect(spa.searchParams.get('error')).toBe('OAUTH_EMAIL_UNVERIFIED_CONFLICT');
    const { rows } = await suite.context.database.pool.query(
      "SELECT google_id FROM users WHERE email = 'owner@example.com'",
    );
    expect(rows[0]).toEqual({ google_id: null });
    expect((await login(suite.context.app, 'owner@example.com')).statusCode).toBe(200);
  });

  it('links a verified Google email to the existing account', async () => {
    await registerVerified(suite.context.app, suite.sink, { email: 'linker@example.com' });
    suite.provider.useClaims(googleUser('linker-sub', 'linker@example.com'));
    const { spa } = await runOAuthFlow(suite.context.app, 'google');
    const body = (await exchange(spa.searchParams.get('code') ?? '')).json<{
      accessToken: string;
      user: { providers: string[] };
    }>();
    expect(body.user.providers).toEqual(['email', 'google']);
    const linked = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/linked-providers',
      headers: bearer(body.accessToken),
    });
    expect(linked.json()).toEqual({
      email: 'linker@example.com',
      providers: ['email', 'google'],
      hasPassword: true,
      hasGoogle: true,
      hasTwitter: false,
    });
  });

  it('drops the password of a never-verified account that a verified Google sign-in claims', async () => {
    await register(suite.context.app, { email: 'squatted@example.com' });
    suite.provider.useClaims(googleUser('real-owner-sub', 'squatted@example.com'));
    const { spa } = await runOAuthFlow(suite.context.app, 'google');
    expect((await exchange(spa.searchParams.get('code') ?? '')).statusCode).toBe(200);
    expect((await login(suite.context.app, 'squatted@example.com', GOOD_PASSWORD)).statusCode).toBe(401);
  });

  it('asks for the second factor when the account has 2FA on', async () => {
    await suite.context.database.pool.query(
      "INSERT INTO member_two_factor (user_id, secret, enabled_at) SELECT id, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', now() FROM users WHERE email = 'grace@example.com'",
    );
    suite.provider.useClaims(googleUser('google-sub-1', 'grace@example.com'));
    const { spa } = await runOAuthFlow(suite.context.app, 'google');
    const body = (await exchange(spa.searchParams.get('code') ?? '')).json<Record<string, unknown>>();
    expect(body).toMatchObject({ twoFactorRequired: true });
    expect(body).not.toHaveProperty('accessToken');
  });
});

describe('while staff have closed registration', () => {
  async function setRegistrationOpen(open: boolean) {
    await suite.context.database.pool.query(
      `INSERT INTO site_settings (id, registration_open) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET registration_open = $1`,
      [open],
    );
    forgetMaintenance(suite.context.deps);
  }
  afterAll(() => setRegistrationOpen(true));

  it('refuses a new account through Google, and still signs an existing member in', async () => {
    await setRegistrationOpen(false);
    suite.provider.useClaims(googleUser('google-sub-closed', 'closed@example.com'));
    const { spa } = await runOAuthFlow(suite.context.app, 'google');
    expect(spa.searchParams.get('error')).toBe('REGISTRATION_CLOSED');
    expect(spa.searchParams.get('code')).toBeNull();
    const { rows } = await suite.context.database.pool.query(
      "SELECT count(*)::int AS n FROM users WHERE google_id = 'google-sub-closed'",
    );
    expect(rows[0]).toEqual({ n: 0 });

    suite.provider.useClaims(googleUser('google-sub-1', 'grace@example.com'));
    const existing = await runOAuthFlow(suite.context.app, 'google');
    expect(existing.spa.searchParams.get('code')).toBeTruthy();
  });
});

describe('provider configuration', () => {
  it('lists configured providers', async () => {
    const response = await suite.context.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
    expect(response.json()).toEqual({
      providers: [
        { id: 'google', configured: true, startPath: '/api/v1/auth/google' },
        { id: 'twitter', configured: true, startPath: '/api/v1/auth/twitter' },
      ],
    });
  });

  it('answers "not configured" without client ids', async () => {
    const bare = await createTestContext(memberAuthEnv(suite.sink));
    try {
      const start = await bare.app.inject({ method: 'GET', url: '/api/v1/auth/google' });
      expect(start.statusCode).toBe(400);
      expect(start.json()).toEqual({
        error: { code: 'OAUTH_NOT_CONFIGURED', message: 'Sign-in with this provider is not configured.' },
      });
      const list = await bare.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });
      expect(
        list.json<{ providers: { configured: boolean }[] }>().providers.map((p) => p.configured),
      ).toEqual([false, false]);
    } finally {
      await bare.close();
    }
  });
});
