import type { FastifyInstance } from 'fastify';
import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';

/** Claims the next ID tokens carry (merged over the server's defaults). */
export type Claims = Record<string, unknown>;

/** A real OAuth 2.0 / OIDC server on a free loopback port, standing in for Google and X in tests. */
export interface OAuthTestServer {
  server: OAuth2Server;
  issuer: string;
  /** Env pointing the app's Google and X settings at this server. */
  env: Record<string, string>;
  /** Every token issued from now on carries these claims (until the next call). */
  useClaims(claims: Claims): void;
  /** The X userinfo answer from now on. */
  useTwitterUser(user: { id: string; name: string; username: string }): void;
  stop(): Promise<void>;
}

export const TEST_CLIENT_ID = 'streamit-test-client';

/** Starts the server with one RS256 key on `port` of the loopback interface (0: a free one). */
export async function startOAuthTestServer(port = 0): Promise<OAuthTestServer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  const issuer = server.issuer.url ?? '';
  let claims: Claims = {};
  let twitterUser = { id: 'x-1', name: 'X Person', username: 'xperson' };
  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, claims);
  });
  server.service.on('beforeUserinfo', (response: MutableResponse) => {
    response.body = { data: twitterUser };
  });
  return {
    server,
    issuer,
    env: {
      GOOGLE_CLIENT_ID: TEST_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: 'google-test-secret',
      GOOGLE_ISSUER: issuer,
      GOOGLE_AUTH_URL: `${issuer}/authorize`,
      GOOGLE_TOKEN_URL: `${issuer}/token`,
      GOOGLE_JWKS_URL: `${issuer}/jwks`,
      TWITTER_CLIENT_ID: 'x-test-client',
      TWITTER_CLIENT_SECRET: 'x-test-secret',
      TWITTER_AUTH_URL: `${issuer}/authorize`,
      TWITTER_TOKEN_URL: `${issuer}/token`,
      TWITTER_USERINFO_URL: `${issuer}/userinfo`,
    },
    useClaims(next) {
      claims = next;
    },
    useTwitterUser(user) {
      twitterUser = user;
    },
    stop: () => server.stop(),
  };
}

/** What the browser ends up with after a provider round trip. */
export interface OAuthRoundTrip {
  /** The app's callback path with the provider's code and state, for replay tests. */
  callbackPath: string;
  /** The SPA URL the app redirected to: `/auth/callback?code=` or `?error=`. */
  spa: URL;
}

/** Drives the browser's part: start redirect → provider authorize → app callback → SPA redirect. */
export async function runOAuthFlow(
  app: FastifyInstance,
  provider: 'google' | 'twitter',
  query = '',
): Promise<OAuthRoundTrip> {
  const start = await app.inject({ method: 'GET', url: `/api/v1/auth/${provider}${query}` });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location') ?? '');
  const callbackPath = `${back.pathname}${back.search}`;
  return { callbackPath, spa: await followCallback(app, callbackPath) };
}

/** Calls the app's callback and returns where it sends the browser. */
export async function followCallback(app: FastifyInstance, callbackPath: string): Promise<URL> {
  const callback = await app.inject({ method: 'GET', url: callbackPath });
  if (callback.statusCode !== 302)
    throw new Error(`callback answered ${callback.statusCode}: ${callback.body}`);
  return new URL(String(callback.headers.location));
}
