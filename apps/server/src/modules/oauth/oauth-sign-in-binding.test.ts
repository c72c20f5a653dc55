import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAuthEnv } from '../../../test/member-auth.test-support.js';
import { followCallback, startOAuthFlow } from '../../../test/oauth-test-server.js';
import { exchangeSignInCode, googleUser, useOAuthSuite } from '../../../test/oauth.test-support.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

const suite = useOAuthSuite();

const exchange = (code: string) => exchangeSignInCode(suite.context, code);

describe('a sign-in is bound to the browser that started it (login CSRF, ASVS V10.1.2)', () => {
  const signedInUsers = async (column: 'google_id' | 'twitter_id', subject: string) =>
    (
      await suite.context.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM users WHERE ${column} = $1`,
        [subject],
      )
    ).rows[0]?.n;

  it('sets an HttpOnly, SameSite=Lax, ten-minute cookie on the start redirect, scoped to the auth routes', async () => {
    const start = await suite.context.app.inject({ method: 'GET', url: '/api/v1/auth/twitter' });
    expect(String(start.headers['set-cookie'])).toMatch(
      /^streamit_oauth_signin=[\w-]{43}; Path=\/api\/v1\/auth; HttpOnly; SameSite=Lax; Max-Age=600$/,
    );
  });

  it.each(['google', 'twitter'] as const)(
    "refuses a %s callback with a valid state from a browser without the starting browser's cookie, and spends the state",
    async (name) => {
      suite.provider.useClaims(googleUser('csrf-google-sub', 'csrf@example.com'));
      suite.provider.useTwitterUser({ id: 'csrf-x-id', username: 'csrf_on_x', name: 'Csrf' });
      const attacker = await startOAuthFlow(suite.context.app, name);
      const other = await startOAuthFlow(suite.context.app, name);
      for (const cookie of ['', other.cookie]) {
        const victim = await followCallback(suite.context.app, attacker.callbackPath, cookie);
        expect(victim.searchParams.get('error')).toBe('OAUTH_STATE_INVALID');
        expect(victim.searchParams.get('code')).toBeNull();
      }
      expect(
        await signedInUsers(
          name === 'google' ? 'google_id' : 'twitter_id',
          `csrf-${name === 'google' ? 'google-sub' : 'x-id'}`,
        ),
      ).toBe(0);
      // The refused callback used the state up: not even the starting browser can finish it now.
      const late = await followCallback(suite.context.app, attacker.callbackPath, attacker.cookie);
      expect(late.searchParams.get('error')).toBe('OAUTH_STATE_INVALID');
    },
  );

  it.each(['google', 'twitter'] as const)(
    'still signs in through %s in the browser that started it, and clears its cookie',
    async (name) => {
      suite.provider.useClaims(googleUser('bound-google-sub', 'bound@example.com'));
      suite.provider.useTwitterUser({ id: 'bound-x-id', username: 'bound_on_x', name: 'Bound' });
      const { callbackPath, cookie } = await startOAuthFlow(suite.context.app, name);
      const callback = await suite.context.app.inject({
        method: 'GET',
        url: callbackPath,
        headers: { cookie },
      });
      const spa = new URL(String(callback.headers.location));
      expect(spa.searchParams.get('error')).toBeNull();
      expect((await exchange(spa.searchParams.get('code') ?? '')).statusCode).toBe(200);
      expect(String(callback.headers['set-cookie'])).toMatch(/^streamit_oauth_signin=; .*Max-Age=0/);
    },
  );
});

// ASVS V3.3.1 and V3.3.3: on an https deployment the binding cookies are __Host- cookies (Secure, Path=/, no
// Domain), and a cookie of the bare name, as a sibling subdomain could plant, counts for nothing.
describe('binding cookies on an https deployment', () => {
  let https: TestContext;
  beforeAll(async () => {
    https = await createTestContext(
      memberAuthEnv(suite.sink, { ...suite.provider.env, PUBLIC_URL: 'https://streamit.example' }),
    );
  });
  afterAll(async () => {
    await https.close();
  });

  it('sets the sign-in cookie as __Host-: Secure, Path=/, HttpOnly, SameSite=Lax, no Domain', async () => {
    const start = await https.app.inject({ method: 'GET', url: '/api/v1/auth/twitter' });
    expect(String(start.headers['set-cookie'])).toMatch(
      /^__Host-streamit_oauth_signin=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/,
    );
  });

  it('signs in with the __Host- cookie, clears it, and ignores the same value under the bare name', async () => {
    suite.provider.useTwitterUser({ id: 'prefix-x-id', username: 'prefix_on_x', name: 'Prefix' });
    const planted = await startOAuthFlow(https.app, 'twitter');
    const bare = planted.cookie.replace(/^__Host-/, '');
    expect(bare).toMatch(/^streamit_oauth_signin=/);
    expect((await followCallback(https.app, planted.callbackPath, bare)).searchParams.get('error')).toBe(
      'OAUTH_STATE_INVALID',
    );
    const { callbackPath, cookie } = await startOAuthFlow(https.app, 'twitter');
    const callback = await https.app.inject({ method: 'GET', url: callbackPath, headers: { cookie } });
    const spa = new URL(String(callback.headers.location));
    expect(spa.origin).toBe('https://streamit.example');
    expect(spa.searchParams.get('error')).toBeNull();
    expect(spa.searchParams.get('code')).toBeTruthy();
    expect(String(callback.headers['set-cookie'])).toMatch(
      /^__Host-streamit_oauth_signin=; Path=\/; .*Max-Age=0/,
    );
  });
});
