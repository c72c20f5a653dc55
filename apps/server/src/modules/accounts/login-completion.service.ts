import type { LoginResult, MemberLoginResponse } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { generateToken, hashToken } from '../../lib/security/tokens.js';
import { rememberPreferredLanguage } from '../members/members.queries.js';
import type { ClientContext } from '../sessions/client-context.js';
import { createSession, recordFailedLogin, type SignInMethod } from '../sessions/sessions.service.js';
import {
  burnChallengeAttempt,
  consumeChallenge,
  insertChallenge,
  isTwoFactorEnabled,
} from '../two-factor/two-factor.queries.js';
import { checkSignInSecondFactor } from '../two-factor/two-factor.service.js';
import { loadWalletSummary } from '../wallet-custody/wallet-custody.service.js';
import { loadMemberUser } from './member-user.service.js';

const CHALLENGE_TTL_MS = 5 * 60_000;
const CHALLENGE_MAX_ATTEMPTS = 5;
const METHODS: readonly SignInMethod[] = ['password', 'google', 'twitter'];

/** Opens a session and answers accessToken, user and the public wallet (null before the first wallet). */
export async function issueLogin(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  context: ClientContext,
  method: SignInMethod,
): Promise<MemberLoginResponse> {
  const { token, session } = await createSession(deps, log, userId, context, method);
  if (context.language) await rememberPreferredLanguage(deps.db, userId, context.language);
  return {
    accessToken: token,
    expiresAt: session.absoluteExpiresAt.toISOString(),
    user: await loadMemberUser(deps, userId),
    wallet: await loadWalletSummary(deps, userId),
  };
}

/**
 * Finishes any first factor (password or OAuth): with 2FA on, the answer is a challenge to send with a
 * code to POST /auth/login/2fa; otherwise a session.
 */
export async function completeFirstFactor(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  context: ClientContext,
  method: SignInMethod,
): Promise<LoginResult> {
  if (!(await isTwoFactorEnabled(deps.db, userId))) return issueLogin(deps, log, userId, context, method);
  const token = generateToken('code');
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
  await insertChallenge(deps.db, { tokenHash: hashToken(token), userId, method, expiresAt });
  return { twoFactorRequired: true, challengeToken: token, expiresAt: expiresAt.toISOString() };
}

/** Completes a challenged sign-in with a TOTP or recovery code. */
export async function completeSecondFactor(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: { challengeToken: string; code: string },
  context: ClientContext,
): Promise<MemberLoginResponse> {
  // The attempt is spent before the code is checked, so the sixth code is refused even when right.
  const challenge = await burnChallengeAttempt(
    deps.db,
    hashToken(input.challengeToken),
    CHALLENGE_MAX_ATTEMPTS,
  );
  if (!challenge) throw new AppError('LOGIN_CHALLENGE_INVALID');
  try {
    await checkSignInSecondFactor(deps, challenge.userId, input.code, context);
  } catch (error) {
    await recordFailedLogin(deps, challenge.userId, context, challenge.method, 'second factor refused');
    throw error;
  }
  if (!(await consumeChallenge(deps.db, challenge.id))) throw new AppError('LOGIN_CHALLENGE_INVALID');
  const method = METHODS.find((known) => known === challenge.method) ?? 'password';
  return issueLogin(deps, log, challenge.userId, context, method);
}
