import { createRemoteJWKSet, customFetch, jwtVerify } from 'jose';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { fetchOutbound } from '../../lib/egress/outbound-fetch.js';
import { oauthClientCredentials } from '../../lib/oauth-provider-config.js';
import type { OAuthProvider } from '../members/members.queries.js';

/** What a provider tells us about the person who signed in. */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
}

/** Endpoints and credentials of a configured provider. */
export interface ProviderSettings {
  id: OAuthProvider;
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  scope: string;
}

/** The provider's name in messages to the member. */
export const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', twitter: 'X (Twitter)' };

const TIMEOUT_MS = 10_000;

/** The provider's settings, or undefined when its client id and secret are not configured. */
export function providerSettings(deps: AppDeps, id: OAuthProvider): ProviderSettings | undefined {
  const c = deps.config;
  const credentials = oauthClientCredentials(c, id);
  if (!credentials) return undefined;
  if (id === 'google') {
    return {
      id,
      ...credentials,
      authUrl: c.GOOGLE_AUTH_URL,
      tokenUrl: c.GOOGLE_TOKEN_URL,
      scope: 'openid email profile',
    };
  }
  return {
    id,
    ...credentials,
    authUrl: c.TWITTER_AUTH_URL,
    tokenUrl: c.TWITTER_TOKEN_URL,
    scope: 'users.read tweet.read',
  };
}

/** Where the provider sends the browser back to. */
export function callbackUrl(deps: AppDeps, id: OAuthProvider): string {
  return `${deps.config.publicUrl}/api/v1/auth/${id}/callback`;
}

/** Trades the authorization code (with the PKCE verifier) for the provider's tokens. */
export async function exchangeCode(
  deps: AppDeps,
  settings: ProviderSettings,
  code: string,
  codeVerifier: string,
): Promise<{ accessToken: string; idToken?: string }> {
  const basic = Buffer.from(
    `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
  ).toString('base64');
  const response = await fetchOutbound(deps, `oauth-${settings.id}`, settings.tokenUrl, {
    method: 'POST',
    // Never followed: a redirect would carry our credentials to another address (ASVS V15.3.2).
    redirect: 'error',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${basic}`,
      accept: 'application/json',
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: callbackUrl(deps, settings.id),
      code_verifier: codeVerifier,
      client_id: settings.clientId,
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch(() => undefined);
  if (!response?.ok) throw new AppError('OAUTH_FAILED');
  const body = (await response.json()) as { access_token?: unknown; id_token?: unknown };
  if (typeof body.access_token !== 'string') throw new AppError('OAUTH_FAILED');
  return {
    accessToken: body.access_token,
    ...(typeof body.id_token === 'string' ? { idToken: body.id_token } : {}),
  };
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

// Google's keys are fetched through the egress allow-list too (jose does not follow redirects either).
function keySetFor(deps: AppDeps, url: string) {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), {
      [customFetch]: (target, options) =>
        fetchOutbound(deps, 'oauth-google-keys', target, { ...options, redirect: 'manual' }),
    });
    keySets.set(url, keySet);
  }
  return keySet;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** Verifies Google's ID token (signature, issuer, audience, expiry, nonce) and reads the identity. */
export async function readGoogleIdentity(
  deps: AppDeps,
  idToken: string | undefined,
  nonce: string,
): Promise<ProviderIdentity> {
  if (!idToken) throw new AppError('OAUTH_FAILED');
  const { payload } = await jwtVerify(idToken, keySetFor(deps, deps.config.GOOGLE_JWKS_URL), {
    issuer: deps.config.GOOGLE_ISSUER,
    audience: deps.config.GOOGLE_CLIENT_ID,
  }).catch(() => {
    throw new AppError('OAUTH_FAILED');
  });
  if (payload.nonce !== nonce || !payload.sub) throw new AppError('OAUTH_FAILED');
  return {
    subject: payload.sub,
    email: text(payload.email)?.toLowerCase() ?? null,
    emailVerified: payload.email_verified === true,
    firstName: text(payload.given_name),
    lastName: text(payload.family_name),
    displayName: text(payload.name),
  };
}

/** Reads the X (Twitter) account behind an access token; X does not share an email here. */
export async function readTwitterIdentity(deps: AppDeps, accessToken: string): Promise<ProviderIdentity> {
  const response = await fetchOutbound(deps, 'oauth-twitter', deps.config.TWITTER_USERINFO_URL, {
    // Never followed: a redirect would carry our credentials to another address (ASVS V15.3.2).
    redirect: 'error',
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch(() => undefined);
  if (!response?.ok) throw new AppError('OAUTH_FAILED');
  const body = (await response.json()) as { data?: { id?: unknown; name?: unknown; username?: unknown } };
  const subject = text(body.data?.id);
  if (!subject) throw new AppError('OAUTH_FAILED');
  return {
    subject,
    email: null,
    emailVerified: false,
    firstName: null,
    lastName: null,
    displayName: text(body.data?.name) ?? text(body.data?.username),
  };
}

/** The provider's query on the callback. */
export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/** Trades the callback's code (with the state's PKCE verifier) and reads who signed in at the provider. */
export async function readProviderIdentity(
  deps: AppDeps,
  settings: ProviderSettings,
  state: { codeVerifier: string; nonce: string },
  query: CallbackQuery,
): Promise<ProviderIdentity> {
  if (query.error || !query.code) throw new AppError('OAUTH_FAILED');
  const tokens = await exchangeCode(deps, settings, query.code, state.codeVerifier);
  return settings.id === 'google'
    ? readGoogleIdentity(deps, tokens.idToken, state.nonce)
    : readTwitterIdentity(deps, tokens.accessToken);
}
