import { generateKeyPairSync, sign } from 'node:crypto';
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
  /** The next token answer carries its ID token changed by `forge` (one of ID_TOKEN_FORGERIES). */
  forgeNextIdToken(forge: (idToken: string) => string): void;
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
    forgeNextIdToken(forge) {
      server.service.once('beforeResponse', (response: MutableResponse) => {
        if (response.body !== '' && typeof response.body.id_token === 'string')
          response.body.id_token = forge(response.body.id_token);
      });
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
  /** The `name=value` of the sign-in cookie the start set, as the starting browser sends it back. */
  cookie: string;
  /** The SPA URL the app redirected to: `/auth/callback?code=` or `?error=`. */
  spa: URL;
}

/** The `name=value` pairs a response sets, joined as a browser's Cookie header would carry them. */
export function cookiesSetBy(setCookie: string | string[] | number | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie === undefined ? [] : [String(setCookie)];
  return all.map((cookie) => cookie.split(';')[0] ?? '').join('; ');
}

/** The browser's first two steps: the app's start redirect (and its cookie), then the provider's authorize. */
export async function startOAuthFlow(
  app: FastifyInstance,
  provider: 'google' | 'twitter',
  query = '',
): Promise<{ callbackPath: string; cookie: string }> {
  const start = await app.inject({ method: 'GET', url: `/api/v1/auth/${provider}${query}` });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location') ?? '');
  return {
    callbackPath: `${back.pathname}${back.search}`,
    cookie: cookiesSetBy(start.headers['set-cookie']),
  };
}

/** Drives the browser's part: start redirect → provider authorize → app callback → SPA redirect. */
export async function runOAuthFlow(
  app: FastifyInstance,
  provider: 'google' | 'twitter',
  query = '',
): Promise<OAuthRoundTrip> {
  const { callbackPath, cookie } = await startOAuthFlow(app, provider, query);
  return { callbackPath, cookie, spa: await followCallback(app, callbackPath, cookie) };
}

/** Calls the app's callback (with the browser's cookies, if any) and returns where it sends the browser. */
export async function followCallback(app: FastifyInstance, callbackPath: string, cookie = ''): Promise<URL> {
  const headers = cookie === '' ? {} : { cookie };
  const callback = await app.inject({ method: 'GET', url: callbackPath, headers });
  if (callback.statusCode !== 302)
    throw new Error(`callback answered ${callback.statusCode}: ${callback.body}`);
  return new URL(String(callback.headers.location));
}

const encodePart = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decodePart = (part: string | undefined) =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
const strangerKey = generateKeyPairSync('rsa', { modulusLength: 2048 });

function signWithStranger(header: Record<string, unknown>, payload: string): string {
  const body = `${encodePart(header)}.${payload}`;
  return `${body}.${sign('RSA-SHA256', Buffer.from(body), strangerKey.privateKey).toString('base64url')}`;
}

/** ID tokens an attacker could hand the app instead of the provider's: each must be refused. */
export const ID_TOKEN_FORGERIES: Record<string, (idToken: string) => string> = {
  unsigned: (token) => `${encodePart({ alg: 'none', typ: 'JWT' })}.${token.split('.')[1] ?? ''}.`,
  'altered after signing': (token) => {
    const [header, payload, signature] = token.split('.');
    return `${header ?? ''}.${encodePart({ ...decodePart(payload), sub: 'google-sub-1' })}.${signature ?? ''}`;
  },
  'signed by a key it carries itself': (token) =>
    signWithStranger(
      { alg: 'RS256', typ: 'JWT', jwk: strangerKey.publicKey.export({ format: 'jwk' }) },
      token.split('.')[1] ?? '',
    ),
  'signed by another key under the provider key id': (token) =>
    signWithStranger(decodePart(token.split('.')[0]), token.split('.')[1] ?? ''),
};
