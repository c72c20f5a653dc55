import { createHash, randomBytes } from 'node:crypto';
import type { LoginResult } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { generateToken, hashToken } from '../../lib/security/tokens.js';
import type { OAuthProvider } from '../members/members.queries.js';
import { isSuspended } from '../members/member-view.js';
import { completeFirstFactor } from '../accounts/login-completion.service.js';
import { releaseAttempt, reserveAttempt } from '../auth-limits/auth-limits.service.js';
import type { ClientContext } from '../sessions/client-context.js';
import { resolveProviderAccount } from './oauth-accounts.service.js';
import {
  callbackUrl,
  exchangeCode,
  providerSettings,
  readGoogleIdentity,
  readTwitterIdentity,
  type ProviderSettings,
} from './oauth-providers.js';
import {
  insertExchangeCode,
  insertOAuthState,
  takeExchangeCode,
  takeOAuthState,
} from './oauth.repository.js';

const STATE_TTL_MS = 10 * 60_000;
const EXCHANGE_CODE_TTL_MS = 60_000;

function configured(deps: AppDeps, provider: OAuthProvider): ProviderSettings {
  const settings = providerSettings(deps, provider);
  if (!settings) throw new AppError('OAUTH_NOT_CONFIGURED');
  return settings;
}

/** Starts a sign-in: stores state, PKCE verifier and nonce (single use, ten minutes) and returns the provider URL. */
export async function startAuthorization(
  deps: AppDeps,
  provider: OAuthProvider,
  ref: string | undefined,
): Promise<string> {
  const settings = configured(deps, provider);
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = randomBytes(32).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  await insertOAuthState(deps.db, {
    stateHash: hashToken(state),
    provider,
    codeVerifier,
    nonce,
    referralCode: ref?.slice(0, 64) ?? null,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  const url = new URL(settings.authUrl);
  const params = {
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: callbackUrl(deps, provider),
    scope: settings.scope,
    state,
    code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
    ...(provider === 'google' ? { nonce } : {}),
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

async function takeState(deps: AppDeps, provider: OAuthProvider, state: string | undefined) {
  if (!state) throw new AppError('OAUTH_STATE_INVALID');
  const row = await takeOAuthState(deps.db, hashToken(state), provider);
  if (!row) throw new AppError('OAUTH_STATE_INVALID');
  return row;
}

/** The provider's query on the callback. */
export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/**
 * Handles the provider's redirect: the state is used up first (so a replayed callback fails), then the
 * code is exchanged and the account resolved. Returns a one-time code for the SPA, never a token.
 */
export async function handleCallback(
  deps: AppDeps,
  log: FastifyBaseLogger,
  provider: OAuthProvider,
  query: CallbackQuery,
  ip: string,
): Promise<string> {
  const settings = configured(deps, provider);
  const state = await takeState(deps, provider, query.state);
  if (query.error || !query.code) throw new AppError('OAUTH_FAILED');
  const tokens = await exchangeCode(deps, settings, query.code, state.codeVerifier);
  const identity =
    provider === 'google'
      ? await readGoogleIdentity(deps, tokens.idToken, state.nonce)
      : await readTwitterIdentity(deps, tokens.accessToken);
  const user = await resolveProviderAccount(deps, log, provider, identity, { ip, ref: state.referralCode });
  if (isSuspended(user)) throw new AppError('ACCOUNT_SUSPENDED');
  const code = generateToken('code');
  await insertExchangeCode(deps.db, {
    codeHash: hashToken(code),
    userId: user.id,
    provider,
    expiresAt: new Date(Date.now() + EXCHANGE_CODE_TTL_MS),
  });
  return code;
}

/** POST /auth/oauth/exchange: the one-time code becomes a session, or a 2FA challenge when 2FA is on. */
export async function exchangeOneTimeCode(
  deps: AppDeps,
  log: FastifyBaseLogger,
  code: string,
  context: ClientContext,
): Promise<LoginResult> {
  const reservation = await reserveAttempt(deps, 'oauth-exchange', { ip: context.ip });
  const row = await takeExchangeCode(deps.db, hashToken(code));
  if (!row) throw new AppError('OAUTH_CODE_INVALID');
  await releaseAttempt(deps, reservation);
  return completeFirstFactor(
    deps,
    log,
    row.userId,
    context,
    row.provider === 'google' ? 'google' : 'twitter',
  );
}
