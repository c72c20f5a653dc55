import {
  hasUnsafeNameCharacters,
  isReservedDisplayName,
  type ProductLanguage,
  type RegisterRequest,
  type RegisterResponse,
} from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from '../../lib/security/password.js';
import { reserveAttempt } from '../auth-limits/auth-limits.service.js';
import { verifyCaptcha } from '../captcha/captcha.service.js';
import {
  ensureReferralCode,
  normaliseReferralCode,
  recordReferral,
  resolveReferral,
} from '../referrals/referrals.service.js';
import type { ClientContext } from '../sessions/client-context.js';
import { lookupCountry } from '../geo/geo-lookup.js';
import { findUserByEmail, insertUser, type UserRow } from '../members/members.queries.js';
import { issueEmailCode } from './email-codes.service.js';
import { normaliseEmail } from '../members/member-view.js';
import { assertNewPasswordAcceptable } from './password-policy.js';

const RegistrationSchema = z.object({
  email: z.email().max(254),
  firstName: z.string().trim().max(100),
  lastName: z.string().trim().max(100),
  displayName: z.string().trim().max(100),
});
type Registration = z.infer<typeof RegistrationSchema>;

/** Control characters and angle brackets have no place in a name. */
function parseRegistration(input: RegisterRequest): Registration {
  const email = normaliseEmail(input.email);
  const firstName = input.firstName?.trim() ?? '';
  const lastName = input.lastName?.trim() ?? '';
  const displayName =
    input.displayName?.trim() || `${firstName} ${lastName}`.trim() || (email.split('@')[0] ?? '');
  const parsed = RegistrationSchema.safeParse({ email, firstName, lastName, displayName });
  if (!parsed.success || hasUnsafeNameCharacters(`${firstName}${lastName}${displayName}`)) {
    throw new AppError('INVALID_REGISTRATION_DATA');
  }
  // Checked on the name that will be shown, typed or derived, so nobody appears as staff or the product.
  if (isReservedDisplayName(parsed.data.displayName)) throw new AppError('DISPLAY_NAME_RESERVED');
  return parsed.data;
}

/** The spec's "already registered" answer, naming how the existing account signs in. */
export function alreadyRegisteredError(existing: UserRow): AppError {
  if (existing.passwordHash) return new AppError('EMAIL_REGISTERED_WITH_PASSWORD');
  if (existing.googleId) return new AppError('EMAIL_REGISTERED_WITH_GOOGLE');
  if (existing.twitterId) return new AppError('EMAIL_REGISTERED_WITH_TWITTER');
  return new AppError('EMAIL_ALREADY_REGISTERED');
}

async function createMember(
  deps: AppDeps,
  data: Registration & { preferredLanguage?: ProductLanguage },
  passwordHash: string,
  referralCode?: string,
  ip?: string,
) {
  const referral = referralCode ? await resolveReferral(deps, referralCode) : undefined;
  return deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: data.email,
      passwordHash,
      firstName: data.firstName || null,
      lastName: data.lastName || null,
      displayName: data.displayName,
      signupCountry: lookupCountry(ip),
      signupMethod: 'EMAIL',
      preferredLanguage: data.preferredLanguage,
    });
    if (!user) return undefined;
    await ensureReferralCode(tx, user.id);
    if (referral) await recordReferral(tx, user.id, referral);
    return user;
  });
}

/**
 * Registers a member: captcha, data, referral code and password policy are checked in that order;
 * the account starts unverified and a code is emailed. Existing emails get the spec's messages.
 */
export async function registerMember(
  deps: AppDeps,
  log: FastifyBaseLogger,
  input: RegisterRequest,
  context: ClientContext,
): Promise<RegisterResponse> {
  const keys = { account: normaliseEmail(input.email), ip: context.ip };
  await reserveAttempt(deps, 'register', keys);
  await verifyCaptcha(deps, input, context.ip);
  const data = parseRegistration(input);
  const referralCode = normaliseReferralCode(input.referralCode);
  if (referralCode) await resolveReferral(deps, referralCode);
  await assertNewPasswordAcceptable(deps, log, input.password, data);
  const existing = await findUserByEmail(deps.db, data.email);
  if (existing) throw alreadyRegisteredError(existing);
  const language = { preferredLanguage: context.language };
  const user = await createMember(
    deps,
    { ...data, ...language },
    await hashPassword(input.password),
    referralCode,
    context.ip,
  );
  if (!user) throw new AppError('EMAIL_ALREADY_REGISTERED');
  await issueEmailCode(deps, log, user, 'verify_email');
  return {
    message: 'Registration successful. Enter the code we emailed you to verify your address.',
    email: data.email,
    verificationRequired: true,
  };
}
