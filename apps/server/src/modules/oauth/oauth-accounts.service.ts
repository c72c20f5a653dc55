import { isReservedDisplayName } from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import {
  findUserByEmail,
  findUserByProvider,
  insertUser,
  updateUser,
  type OAuthProvider,
  type UserRow,
} from '../members/members.queries.js';
import {
  ensureReferralCode,
  normaliseReferralCode,
  recordReferral,
  resolveReferral,
} from '../referrals/referrals.service.js';
import { raiseAlert } from '../sessions/security-alerts.service.js';
import { revokeSessions } from '../sessions/sessions.queries.js';
import { grantWelcomeBonus } from '../points/points-bonus.service.js';
import { readMaintenance } from '../site-settings/maintenance-state.js';
import { PROVIDER_NAMES, type ProviderIdentity } from './oauth-providers.js';
import { lookupCountry } from '../geo/geo-lookup.js';

function providerColumn(provider: OAuthProvider, subject: string) {
  return provider === 'google' ? { googleId: subject } : { twitterId: subject };
}

/**
 * Links a provider to the account that owns its verified email. If that account never verified its
 * email, whoever created it did not prove the mailbox: its password and sessions are dropped so a
 * pre-registered account cannot be used to hijack the real owner's sign-in.
 */
async function linkToExisting(
  deps: AppDeps,
  log: FastifyBaseLogger,
  existing: UserRow,
  provider: OAuthProvider,
  identity: ProviderIdentity,
  ip: string,
): Promise<UserRow> {
  const unproven = existing.emailVerifiedAt === null;
  const patch = {
    ...providerColumn(provider, identity.subject),
    emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
    ...(unproven ? { passwordHash: null } : {}),
  };
  const updated = await deps.db.transaction(async (tx) => {
    const row = await updateUser(tx, existing.id, patch);
    if (unproven) await grantWelcomeBonus(tx, existing.id);
    return row;
  });
  if (unproven) await revokeSessions(deps.db, existing.id, 'unverified account claimed by provider sign-in');
  await raiseAlert(deps, log, existing.id, {
    kind: 'PROVIDER_LINKED',
    message: `${PROVIDER_NAMES[provider]} sign-in was linked to your account.`,
    ip,
  });
  return updated ?? existing;
}

/** The provider's name to show, unless it poses as staff or the product (then none: the UI falls back). */
function shownProviderName(identity: ProviderIdentity): string | null {
  const name = identity.displayName ?? identity.firstName ?? null;
  return name && !isReservedDisplayName(name) ? name : null;
}

async function createFromIdentity(
  deps: AppDeps,
  provider: OAuthProvider,
  identity: ProviderIdentity,
  context: { ip: string; ref: string | null },
) {
  // Staff closed registration (/admin/settings): a provider sign-up is a registration too; sign-ins still work.
  if (!(await readMaintenance(deps)).registrationOpen) throw new AppError('REGISTRATION_CLOSED');
  // An unverified provider email is not stored: it would block the address's real owner.
  const email = identity.emailVerified ? identity.email : null;
  const code = normaliseReferralCode(context.ref);
  // A bad ?ref= on a provider sign-up is ignored rather than failing a sign-in the person already approved.
  const referral = code ? await resolveReferral(deps, code).catch(() => undefined) : undefined;
  return deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email,
      emailVerifiedAt: email ? new Date() : null,
      firstName: identity.firstName,
      lastName: identity.lastName,
      displayName: shownProviderName(identity),
      ...providerColumn(provider, identity.subject),
      signupCountry: lookupCountry(context.ip),
      signupMethod: provider === 'google' ? 'GOOGLE' : 'TWITTER',
    });
    if (!user) throw new AppError('CONFLICT');
    if (user.emailVerifiedAt) await grantWelcomeBonus(tx, user.id);
    await ensureReferralCode(tx, user.id);
    if (referral) await recordReferral(tx, user.id, referral);
    return user;
  });
}

/** The account for a provider identity: keyed on provider + subject, linked by verified email, or new. */
export async function resolveProviderAccount(
  deps: AppDeps,
  log: FastifyBaseLogger,
  provider: OAuthProvider,
  identity: ProviderIdentity,
  context: { ip: string; ref: string | null },
): Promise<UserRow> {
  const linked = await findUserByProvider(deps.db, provider, identity.subject);
  if (linked) return linked;
  const existing = identity.email ? await findUserByEmail(deps.db, identity.email) : undefined;
  if (existing && !identity.emailVerified) throw new AppError('OAUTH_EMAIL_UNVERIFIED_CONFLICT');
  if (existing) return linkToExisting(deps, log, existing, provider, identity, context.ip);
  return createFromIdentity(deps, provider, identity, context);
}
