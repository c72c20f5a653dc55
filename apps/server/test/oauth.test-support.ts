import { afterAll, beforeAll } from 'vitest';
import { memberAuthEnv, nextIp, type MemberSuite } from './member-auth.test-support.js';
import { startOAuthTestServer, type OAuthTestServer } from './oauth-test-server.js';
import { startSmtpSink } from './smtp-sink.js';
import { createTestContext, type TestContext } from './test-app.js';

/** A member suite whose Google and X settings point at a local OAuth server. */
export interface OAuthSuite extends MemberSuite {
  provider: OAuthTestServer;
}

/**
 * The set-up the OAuth suites share: an SMTP sink, the OAuth test server and the app on `memberAuthEnv`
 * with the server's env, started before the suite's tests and stopped after them.
 */
export function useOAuthSuite(): OAuthSuite {
  const suite = {} as OAuthSuite;
  beforeAll(async () => {
    suite.sink = await startSmtpSink();
    suite.provider = await startOAuthTestServer();
    suite.context = await createTestContext(memberAuthEnv(suite.sink, suite.provider.env));
  });
  afterAll(async () => {
    await suite.context.close();
    await suite.provider.stop();
    await suite.sink.close();
  });
  return suite;
}

/** The ID token claims of a Google account (Grace Hopper), verified unless said otherwise. */
export function googleUser(sub: string, email: string, verified = true) {
  return {
    sub,
    email,
    email_verified: verified,
    given_name: 'Grace',
    family_name: 'Hopper',
    name: 'Grace Hopper',
  };
}

/** Exchanges a one-time sign-in code from the OAuth callback for a session, from a fresh address. */
export function exchangeSignInCode(context: TestContext, code: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/oauth/exchange',
    remoteAddress: nextIp(),
    payload: { code },
  });
}
