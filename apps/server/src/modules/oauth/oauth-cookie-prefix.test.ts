import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAuthEnv } from '../../../test/member-auth.test-support.js';
import {
  followCallback,
  startOAuthFlow,
  startOAuthTestServer,
  type OAuthTestServer,
} from '../../../test/oauth-test-server.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

/**
 * ASVS V3.3.1 and V3.3.3 on an https deployment: the sign-in and link binding cookies are __Host- cookies
 * (Secure, Path=/, no Domain), and a cookie of the bare name, as a sibling subdomain could plant, counts for nothing.
 */
let context: TestContext;
let sink: SmtpSink;
let provider: OAuthTestServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  provider = await startOAuthTestServer();
  context = await createTestContext(
    memberAuthEnv(sink, { ...provider.env, PUBLIC_URL: 'https://streamit.example' }),
  );
});
afterAll(async () => {
  await context.close();
  await provider.stop();
  await sink.close();
});

describe('binding cookies on an https deployment', () => {
  it('sets the sign-in cookie as __Host-: Secure, Path=/, HttpOnly, SameSite=Lax, no Domain', async () => {
    const start = await context.app.inject({ method: 'GET', url: '/api/v1/auth/twitter' });
    expect(String(start.headers['set-cookie'])).toMatch(
      /^__Host-streamit_oauth_signin=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600; Secure$/,
    );
  });

  it('signs in with the __Host- cookie, clears it, and ignores the same value under the bare name', async () => {
    provider.useTwitterUser({ id: 'prefix-x-id', username: 'prefix_on_x', name: 'Prefix' });
    const planted = await startOAuthFlow(context.app, 'twitter');
    const bare = planted.cookie.replace(/^__Host-/, '');
    expect(bare).toMatch(/^streamit_oauth_signin=/);
    expect((await followCallback(context.app, planted.callbackPath, bare)).searchParams.get('error')).toBe(
      'OAUTH_STATE_INVALID',
    );
    const { callbackPath, cookie } = await startOAuthFlow(context.app, 'twitter');
    const callback = await context.app.inject({ method: 'GET', url: callbackPath, headers: { cookie } });
    const spa = new URL(String(callback.headers.location));
    expect(spa.origin).toBe('https://streamit.example');
    expect(spa.searchParams.get('error')).toBeNull();
    expect(spa.searchParams.get('code')).toBeTruthy();
    expect(String(callback.headers['set-cookie'])).toMatch(
      /^__Host-streamit_oauth_signin=; Path=\/; .*Max-Age=0/,
    );
  });
});
