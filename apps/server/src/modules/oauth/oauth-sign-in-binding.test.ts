import { describe, expect, it } from 'vitest';
import { followCallback, startOAuthFlow } from '../../../test/oauth-test-server.js';
import { exchangeSignInCode, googleUser, useOAuthSuite } from '../../../test/oauth.test-support.js';

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
