import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyRecaptcha } from '../src/modules/captcha/recaptcha.js';
import { exchangeCode, providerSettings, readTwitterIdentity } from '../src/modules/oauth/oauth-providers.js';
import { postWebhook } from '../src/modules/partners/partner-webhook-sender.js';
import { getFromX, createXClient } from '../src/modules/social/x-api.client.js';
import { transportFor } from '../src/modules/wallet-chain/chain-client.js';
import { checkKycVerification } from '../src/modules/wallet-kyc/kyc.service.js';
import { startRedirectTrap, type RedirectTrap } from './redirect-trap-test-server.js';
import { createTestContext, type TestContext } from './test-app.js';

/**
 * ASVS V15.3.2: the server's calls to other services never follow a redirect. Each client calls a stand-in
 * that answers 302 to a plausible success; the call must fail as the provider's failure, and nothing may
 * reach the redirect's target.
 */
let trap: RedirectTrap;
let context: TestContext;

beforeAll(async () => {
  trap = await startRedirectTrap();
  context = await createTestContext({
    RECAPTCHA_VERIFY_URL: `${trap.url}/recaptcha/api/siteverify`,
    MOBILUM_API_URL: `${trap.url}/mobilum/`,
    MOBILUM_API_KEY: 'kyc-key',
    TWITTER_CLIENT_ID: 'x-client',
    TWITTER_CLIENT_SECRET: 'x-secret',
    TWITTER_TOKEN_URL: `${trap.url}/x/oauth2/token`,
    TWITTER_USERINFO_URL: `${trap.url}/x/users/me`,
  });
});

beforeEach(() => {
  trap.redirected.length = 0;
  trap.landed.length = 0;
});

afterAll(async () => {
  await context.close();
  await trap.close();
});

function expectRedirectRefused(prefix: string) {
  expect(trap.redirected.some((path) => path.startsWith(prefix))).toBe(true);
  expect(trap.landed).toEqual([]);
}

describe('outbound calls answered with a redirect (ASVS V15.3.2)', () => {
  it('reCAPTCHA siteverify: counts as not verified, without following', async () => {
    expect(await verifyRecaptcha(context.deps, 'secret', 'token', '203.0.113.9')).toEqual({ success: false });
    expectRedirectRefused('/recaptcha/');
  });

  it('the OAuth token endpoint and user info: OAUTH_FAILED, without following', async () => {
    const settings = providerSettings(context.deps, 'twitter');
    if (!settings) throw new Error('X sign-in is configured in this test');
    await expect(exchangeCode(context.deps, settings, 'code', 'verifier')).rejects.toMatchObject({
      code: 'OAUTH_FAILED',
    });
    await expect(readTwitterIdentity(context.deps, 'access')).rejects.toMatchObject({ code: 'OAUTH_FAILED' });
    expectRedirectRefused('/x/oauth2/token');
    expectRedirectRefused('/x/users/me');
  });

  it('the KYC provider (Mobilum): KYC_PROVIDER_UNAVAILABLE, without following', async () => {
    await expect(checkKycVerification(context.deps, 'member-1')).rejects.toMatchObject({
      code: 'KYC_PROVIDER_UNAVAILABLE',
    });
    expectRedirectRefused('/mobilum/v1/kyc/verifications/member-1');
  });

  it('the X API: SOCIAL_X_UNAVAILABLE after its retries, without following', async () => {
    const client = createXClient({
      egress: context.deps,
      baseUrl: `${trap.url}/x-api`,
      bearerToken: 'bearer',
      cacheMs: 0,
      retryBaseMs: 1,
    });
    await expect(getFromX(client, 'users', '/2/users/by/username/streamit')).rejects.toMatchObject({
      code: 'SOCIAL_X_UNAVAILABLE',
    });
    expectRedirectRefused('/x-api/2/users/');
  });

  it('a partner webhook: the 302 is the attempt’s status, without following', async () => {
    const url = new URL(`${trap.url}/webhook`);
    const result = await postWebhook({ url, address: '127.0.0.1', family: 4 }, '{}', {});
    expect(result.statusCode).toBe(302);
    expectRedirectRefused('/webhook');
  });

  it('the chain RPC: the call fails after its retries, without following', async () => {
    const transport = transportFor(`${trap.url}/rpc`)({});
    await expect(transport.request({ method: 'eth_chainId' })).rejects.toThrow();
    expectRedirectRefused('/rpc');
  }, 20_000);

  it('every fetch in the server code refuses redirects', () => {
    const source = path.resolve(import.meta.dirname, '../src');
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const calls = files.flatMap((file) => {
      const text = readFileSync(path.join(source, file), 'utf8');
      return [...text.matchAll(/\bfetch(?:Outbound)?\(/g)].map((match) => ({
        file,
        call: text.slice(match.index, match.index + 600),
      }));
    });
    expect(calls.length).toBeGreaterThanOrEqual(6);
    // The egress module's own fetch passes on its caller's init, whose type requires `redirect`.
    const following = calls.filter(
      ({ file, call }) =>
        file !== path.join('lib', 'egress', 'outbound-fetch.ts') &&
        !/^fetch(?:Outbound)?\([^]*?\{[^]*?redirect: '(error|manual)'/.test(call),
    );
    expect(following.map(({ file }) => file)).toEqual([]);
  });
});
