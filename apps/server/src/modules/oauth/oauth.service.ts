import { createHash, randomBytes } from 'node:crypto';
import type { LoginResult } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { decryptSecretColumn, encryptSecretColumn } from '../../lib/security/column-cipher.js';
import { generateToken, hashToken } from '../../lib/security/tokens.js';
import type { OAuthProvider } from '../members/members.queries.js';
import { isSuspended } from '../members/member-view.js';
import { completeFirstFactor } from '../accounts/login-completion.service.js';
import { releaseAttempt, reserveAttempt } from '../auth-limits/auth-limits.service.js';
import type { ClientContext } from '../sessions/client-context.js';
import { resolveProviderAccount } from './oauth-accounts.service.js';
import { isBoundTo } from './oauth-link-cookie.js';
import { assertLinkable, finishLink } from './oauth-link.service.js';
import {
  callbackUrl,
  providerSettings,
  readProviderIdentity,
  type CallbackQuery,
  type ProviderSettings,
} from './oauth-providers.js';
import {
  insertExchangeCode,
  insertOAuthState,
  takeExchangeCode,
  takeOAuthState,
  type OpenedOAuthState,
} from './oauth.repository.js';

/** How long a sign-in or link state (and a link's browser cookie) lives. */
export const STATE_TTL_MS = 10 * 60_000;
const EXCHANGE_CODE_TTL_MS = 60_000;

function configured(deps: AppDeps, provider: OAuthProvider): ProviderSettings {
  const settings = providerSettings(deps, provider);
  if (!settings) throw new AppError('OAUTH_NOT_CONFIGURED');
  return settings;
}

/**
 * What a state is bound to: the browser that started it (the hash of its binding cookie), plus a referral on
 * a sign-up, or the member (and page) of a link intent.
 */
interface StateBinding {
  browserBindingHash: string;
  ref?: string | undefined;
  linkUserId?: string;
  returnPath?: string;
}

// The PKCE verifier is encrypted at rest (ASVS V14.2.4), bound to its state: it cannot be moved to another row.
const verifierBinding = (stateHash: string) => `oauth-state-verifier:${stateHash}`;

/** Stores state, PKCE verifier and nonce (single use, ten minutes) and returns the provider URL. */
async function startAuthorization(
  deps: AppDeps,
  provider: OAuthProvider,
  binding: StateBinding,
): Promise<string> {
  const settings = configured(deps, provider);
  const state = randomBytes(32).toString('base64url');
  const codeVerifier = randomBytes(32).toString('base64url');
  const nonce = randomBytes(16).toString('base64url');
  const stateHash = hashToken(state);
  await insertOAuthState(deps.db, {
    stateHash,
    provider,
    codeVerifierEncrypted: encryptSecretColumn(deps.config, verifierBinding(stateHash), codeVerifier),
    nonce,
    referralCode: binding.ref?.slice(0, 64) ?? null,
    linkUserId: binding.linkUserId ?? null,
    returnPath: binding.returnPath ?? null,
    browserBindingHash: binding.browserBindingHash,
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

async function takeState(
  deps: AppDeps,
  provider: OAuthProvider,
  state: string | undefined,
): Promise<OpenedOAuthState> {
  if (!state) throw new AppError('OAUTH_STATE_INVALID');
  const row = await takeOAuthState(deps.db, hashToken(state), provider);
  if (!row) throw new AppError('OAUTH_STATE_INVALID');
  const { codeVerifierEncrypted, ...rest } = row;
  return {
    ...rest,
    codeVerifier: decryptSecretColumn(deps.config, verifierBinding(row.stateHash), codeVerifierEncrypted),
  };
}

/**
 * GET /auth/:provider: a sign-in bound, through `browserBinding` (the caller sets it as a cookie; only its hash
 * is stored), to this browser, so nobody can finish their own sign-in in someone else's browser (login CSRF).
 */
export async function startSignIn(
  deps: AppDeps,
  provider: OAuthProvider,
  ref: string | undefined,
): Promise<{ url: string; browserBinding: string }> {
  const browserBinding = randomBytes(32).toString('base64url');
  const url = await startAuthorization(deps, provider, {
    ref,
    browserBindingHash: hashToken(browserBinding),
  });
  return { url, browserBinding };
}

/**
 * POST /auth/link-provider/:provider: a link intent bound to the signed-in member and, through `browserBinding`
 * (the caller sets it as a cookie; only its hash is stored), to this browser. Answers the provider URL.
 */
export async function startLink(
  deps: AppDeps,
  userId: string,
  provider: OAuthProvider,
  returnPath: string,
): Promise<{ url: string; browserBinding: string }> {
  configured(deps, provider);
  await assertLinkable(deps, userId, provider);
  const browserBinding = randomBytes(32).toString('base64url');
  const url = await startAuthorization(deps, provider, {
    linkUserId: userId,
    returnPath,
    browserBindingHash: hashToken(browserBinding),
  });
  return { url, browserBinding };
}

/** Who is on the callback: their address and the binding cookies their browser sent, if any. */
export interface CallbackClient {
  ip: string;
  linkBinding: string | undefined;
  signInBinding: string | undefined;
}

/**
 * Handles the provider's redirect: the state is used up first (so a replayed callback fails), then the
 * code is exchanged. A link state attaches the identity to its member; otherwise the account is resolved
 * and the SPA gets a one-time code, never a token. Returns the SPA path to send the browser to.
 */
export async function handleCallback(
  deps: AppDeps,
  log: FastifyBaseLogger,
  provider: OAuthProvider,
  query: CallbackQuery,
  client: CallbackClient,
): Promise<string> {
  const settings = configured(deps, provider);
  const state = await takeState(deps, provider, query.state);
  const { linkUserId } = state;
  if (linkUserId) return finishLink(deps, log, settings, { ...state, linkUserId }, query, client);
  // A sign-in finished in a browser that did not start it would sign that browser into someone else's account.
  if (!isBoundTo(state.browserBindingHash, client.signInBinding)) throw new AppError('OAUTH_STATE_INVALID');
  const identity = await readProviderIdentity(deps, settings, state, query);
  const user = await resolveProviderAccount(deps, log, provider, identity, {
    ip: client.ip,
    ref: state.referralCode,
  });
  if (isSuspended(user)) throw new AppError('ACCOUNT_SUSPENDED');
  const code = generateToken('code');
  await insertExchangeCode(deps.db, {
    codeHash: hashToken(code),
    userId: user.id,
    provider,
    expiresAt: new Date(Date.now() + EXCHANGE_CODE_TTL_MS),
  });
  return `/auth/callback?${new URLSearchParams({ code }).toString()}`;
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
