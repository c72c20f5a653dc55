import type {
  AdminLoginRequest,
  AdminLoginResponse,
  AdminLoginResult,
  AdminTotpEnrollmentRequired,
  AdminTotpEnrollRequest,
} from '@streamit/contract';
import { AppError } from '../../http/app-error.js';
import { verifyAgainstDecoy, verifyPassword } from '../../lib/security/password.js';
import { generateToken, hashToken } from '../../lib/security/tokens.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import {
  consumeChallenge,
  burnChallengeAttempt,
  expireChallengesOf,
  insertChallenge,
  claimTotpStep,
  findAdminByEmail,
  findAdminById,
  updateAdmin,
  type AdminUserRow,
} from '../admins/admins.queries.js';
import { markAdminLoginSucceeded, reserveAdminLoginAttempt } from './admin-login-limits.js';
import { openAdminSession, type AdminDeps, type RequestContext } from './admin-sessions.service.js';
import { buildOtpauthUrl, createTotpSecret, verifyTotpCode } from './admin-totp.js';
import { decryptTotpSecret, encryptTotpSecret } from '../../lib/security/totp-cipher.js';

/** How long the authenticator enrollment step of login stays open. */
const ENROLLMENT_TTL_MS = 10 * 60_000;

/** Emails are compared and stored lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The admin whose password this is; a decoy hash is checked for unknown emails so timing matches. */
async function findByPassword(
  deps: AdminDeps,
  email: string,
  password: string,
): Promise<AdminUserRow | null> {
  const admin = await findAdminByEmail(deps.db, email);
  if (!admin?.passwordHash || admin.disabledAt) return verifyAgainstDecoy(password).then(() => null);
  return (await verifyPassword(admin.passwordHash, password)) ? admin : null;
}

/** The time step of a right, unused code of an admin's authenticator, or null. */
async function checkAdminCode(
  deps: AdminDeps,
  admin: AdminUserRow,
  code: string | undefined,
): Promise<number | null> {
  if (!code || !admin.totpSecretEncrypted) return null;
  const secret = decryptTotpSecret(deps.config, admin.id, admin.totpSecretEncrypted);
  const step = await verifyTotpCode(secret, code, admin.totpLastStep);
  // The conditional update makes a code single-use even between concurrent requests.
  return step !== null && (await claimTotpStep(deps.db, admin.id, step)) ? step : null;
}

/** The reserved attempt stays counted as a failure. */
function refuseLogin(): never {
  throw new AppError('INVALID_ADMIN_CREDENTIALS');
}

/** Starts the one-time enrollment step for an admin with a right password but no authenticator. */
async function beginTotpEnrollment(
  deps: AdminDeps,
  admin: AdminUserRow,
): Promise<AdminTotpEnrollmentRequired> {
  const secret = createTotpSecret();
  const enrollmentToken = generateToken('code');
  const expiresAt = new Date(Date.now() + ENROLLMENT_TTL_MS);
  await deps.db.transaction(async (tx) => {
    await expireChallengesOf(tx, admin.id, 'TOTP_ENROLLMENT');
    await insertChallenge(tx, {
      tokenHash: hashToken(enrollmentToken),
      adminId: admin.id,
      purpose: 'TOTP_ENROLLMENT',
      totpSecretEncrypted: encryptTotpSecret(deps.config, admin.id, secret),
      expiresAt,
    });
  });
  return {
    totpEnrollmentRequired: true,
    enrollmentToken,
    otpauthUrl: buildOtpauthUrl(admin.email, secret),
    secret,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Staff login (spec §7). Every failure (unknown email, wrong password, missing, wrong or reused
 * code) is the same 'Invalid admin credentials', so the answer never tells which part was right.
 */
export async function loginAdmin(
  deps: AdminDeps,
  body: AdminLoginRequest,
  context: RequestContext,
): Promise<AdminLoginResult> {
  const email = normalizeEmail(body.email);
  const attemptId = await reserveAdminLoginAttempt(deps, email, context.ip);
  const admin = await findByPassword(deps, email, body.password);
  if (!admin) return refuseLogin();
  if (!admin.totpEnabled) {
    await markAdminLoginSucceeded(deps, attemptId);
    return beginTotpEnrollment(deps, admin);
  }
  if ((await checkAdminCode(deps, admin, body.totpCode)) === null) return refuseLogin();
  await markAdminLoginSucceeded(deps, attemptId);
  return deps.db.transaction((tx) => openAdminSession(deps, tx, admin, context, 'password_totp'));
}

/** Finishes the enrollment step: a right code from the new authenticator turns TOTP on and signs in. */
export async function enrollAdminTotp(
  deps: AdminDeps,
  body: AdminTotpEnrollRequest,
  context: RequestContext,
): Promise<AdminLoginResponse> {
  const challenge = await burnChallengeAttempt(deps.db, hashToken(body.enrollmentToken), 'TOTP_ENROLLMENT');
  const admin = challenge && (await findAdminById(deps.db, challenge.adminId));
  if (
    !challenge?.totpSecretEncrypted ||
    !admin ||
    admin.disabledAt ||
    admin.totpEnabled ||
    !admin.passwordHash
  ) {
    throw new AppError('ADMIN_ENROLLMENT_INVALID');
  }
  const encrypted = challenge.totpSecretEncrypted;
  const step = await verifyTotpCode(decryptTotpSecret(deps.config, admin.id, encrypted), body.totpCode);
  if (step === null) throw new AppError('ADMIN_TOTP_CODE_INVALID');
  return deps.db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, challenge.id))) throw new AppError('ADMIN_ENROLLMENT_INVALID');
    const enrolled = await updateAdmin(tx, admin.id, {
      totpSecretEncrypted: encrypted,
      totpEnabled: true,
      totpLastStep: step,
      lastLoginAt: new Date(),
    });
    if (!enrolled) throw new AppError('ADMIN_ENROLLMENT_INVALID');
    await recordAuditEvent(tx, {
      actorAdminId: admin.id,
      action: 'admin.totp_enrolled',
      targetType: 'admin_user',
      targetId: admin.id,
      ip: context.ip,
    });
    return openAdminSession(deps, tx, enrolled, context, 'totp_enrollment');
  });
}
