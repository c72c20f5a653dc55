import type { LinkedProviders, LinkPasswordRequest } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from '../../lib/security/password.js';
import { reserveAttempt } from '../auth-limits/auth-limits.service.js';
import type { ClientContext } from '../sessions/client-context.js';
import { raiseAlert } from '../sessions/security-alerts.service.js';
import { updateUser, type OAuthProvider } from '../members/members.queries.js';
import { linkedProvidersOf, providersOf, requireUser } from '../members/member-view.js';
import { assertNewPasswordAcceptable } from './password-policy.js';

/** GET /auth/linked-providers. */
export async function getLinkedProviders(deps: AppDeps, userId: string): Promise<LinkedProviders> {
  return linkedProvidersOf(await requireUser(deps, userId));
}

/** POST /auth/link-password (spec §5): match, minimum 8, only when no password is set yet. */
export async function linkPassword(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  input: LinkPasswordRequest,
  context: ClientContext,
): Promise<LinkedProviders> {
  await reserveAttempt(deps, 'link-password', { account: userId, ip: context.ip });
  const user = await requireUser(deps, userId);
  if (input.password !== input.confirmPassword) throw new AppError('PASSWORDS_DO_NOT_MATCH');
  await assertNewPasswordAcceptable(deps, log, input.password, user);
  if (user.passwordHash) throw new AppError('PASSWORD_ALREADY_SET');
  // Without an email there is nothing to sign in with, so the password would only hide the real methods.
  if (!user.email) throw new AppError('EMAIL_REQUIRED_FOR_PASSWORD');
  const updated = await updateUser(deps.db, userId, { passwordHash: await hashPassword(input.password) });
  await raiseAlert(deps, log, userId, {
    kind: 'PASSWORD_SET',
    message: 'A password was added to your account.',
    ip: context.ip,
  });
  return linkedProvidersOf(updated ?? user);
}

/** DELETE /auth/unlink-provider/:provider: only while another method (or a password) remains. */
export async function unlinkProvider(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  provider: OAuthProvider,
  context: ClientContext,
): Promise<LinkedProviders> {
  const user = await requireUser(deps, userId);
  const providers = providersOf(user);
  if (!providers.includes(provider)) throw new AppError('PROVIDER_NOT_LINKED');
  if (providers.length < 2) throw new AppError('CANNOT_UNLINK_ONLY_METHOD');
  const patch = provider === 'google' ? { googleId: null } : { twitterId: null };
  const updated = await updateUser(deps.db, userId, patch);
  const name = provider === 'google' ? 'Google' : 'X (Twitter)';
  await raiseAlert(deps, log, userId, {
    kind: 'PROVIDER_UNLINKED',
    message: `${name} sign-in was unlinked.`,
    ip: context.ip,
  });
  return linkedProvidersOf(updated ?? user);
}
