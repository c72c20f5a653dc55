import type {
  AdminLoginResponse,
  AdminSetupChallenge,
  AdminSetupRequest,
  AdminSetupStartRequest,
  AdminSetupToken,
} from '@streamit/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { lookUpBreachedPassword } from '../../lib/security/breached-passwords.js';
import { hashPassword } from '../../lib/security/password.js';
import { generateToken, hashToken } from '../../lib/security/tokens.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import {
  consumeChallenge,
  burnChallengeAttempt,
  expireChallengesOf,
  findLiveChallenge,
  insertChallenge,
  keepChallengeSecret,
  type AdminChallengeRow,
  findAdminById,
  updateAdmin,
  type AdminUserRow,
} from '../admins/admins.queries.js';
import { openAdminSession, type AdminDeps, type RequestContext } from './admin-sessions.service.js';
import { buildOtpauthUrl, createTotpSecret, verifyTotpCode } from './admin-totp.js';
import { decryptTotpSecret, encryptTotpSecret } from '../../lib/security/totp-cipher.js';

/**
 * Makes a one-time setup token for an admin, replacing any open ones. Only its hash is stored; the
 * token itself is e-mailed to a new admin (admin-invitation.ts) or shown once to the SUPER_ADMIN.
 */
export async function issueSetupToken(
  deps: AdminDeps,
  db: Executor,
  adminId: string,
): Promise<AdminSetupToken> {
  const setupToken = generateToken('code');
  const expiresAt = new Date(Date.now() + deps.config.ADMIN_SETUP_TOKEN_HOURS * 3_600_000);
  await expireChallengesOf(db, adminId);
  await insertChallenge(db, { tokenHash: hashToken(setupToken), adminId, purpose: 'SETUP', expiresAt });
  return { setupToken, setupExpiresAt: expiresAt.toISOString() };
}

interface OpenSetup {
  challenge: AdminChallengeRow;
  admin: AdminUserRow;
}

/** The open setup of a token; `spendAttempt` counts a code attempt first (atomically, before any check). */
async function findOpenSetup(deps: AdminDeps, setupToken: string, spendAttempt = false): Promise<OpenSetup> {
  const tokenHash = hashToken(setupToken);
  const challenge = spendAttempt
    ? await burnChallengeAttempt(deps.db, tokenHash, 'SETUP')
    : await findLiveChallenge(deps.db, tokenHash, 'SETUP');
  const admin = challenge && (await findAdminById(deps.db, challenge.adminId));
  if (!challenge || !admin || admin.disabledAt) throw new AppError('ADMIN_SETUP_TOKEN_INVALID');
  return { challenge, admin };
}

/** Opens a setup link: who it is for and the authenticator secret (the same one on every call). */
export async function startAdminSetup(
  deps: AdminDeps,
  body: AdminSetupStartRequest,
): Promise<AdminSetupChallenge> {
  const { challenge, admin } = await findOpenSetup(deps, body.setupToken);
  const fresh = encryptTotpSecret(deps.config, admin.id, createTotpSecret());
  const stored = (await keepChallengeSecret(deps.db, challenge.id, fresh)) ?? fresh;
  const secret = decryptTotpSecret(deps.config, admin.id, stored);
  return {
    email: admin.email,
    name: admin.name,
    otpauthUrl: buildOtpauthUrl(admin.email, secret),
    secret,
    expiresAt: challenge.expiresAt.toISOString(),
  };
}

/** Finishes setup: sets the password, turns the proven authenticator on and signs the admin in. */
export async function completeAdminSetup(
  deps: AdminDeps,
  body: AdminSetupRequest,
  context: RequestContext,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<AdminLoginResponse> {
  const { challenge, admin } = await findOpenSetup(deps, body.setupToken, true);
  const encrypted = challenge.totpSecretEncrypted;
  if (!encrypted) throw new AppError('ADMIN_SETUP_TOKEN_INVALID');
  const step = await verifyTotpCode(decryptTotpSecret(deps.config, admin.id, encrypted), body.totpCode);
  if (step === null) throw new AppError('ADMIN_TOTP_CODE_INVALID');
  // Checked once the token and code are proven, so an anonymous caller cannot drive look-ups.
  if (
    (await lookUpBreachedPassword(deps, deps.config.BREACHED_PASSWORD_API_URL, body.password, log)) ===
    'breached'
  )
    throw new AppError('PASSWORD_BREACHED');
  const passwordHash = await hashPassword(body.password);
  return deps.db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, challenge.id))) throw new AppError('ADMIN_SETUP_TOKEN_INVALID');
    const ready = await updateAdmin(tx, admin.id, {
      passwordHash,
      totpSecretEncrypted: encrypted,
      totpEnabled: true,
      totpLastStep: step,
      lastLoginAt: new Date(),
    });
    if (!ready) throw new AppError('ADMIN_SETUP_TOKEN_INVALID');
    await recordAuditEvent(tx, {
      actorAdminId: admin.id,
      action: 'admin.setup_completed',
      targetType: 'admin_user',
      targetId: admin.id,
      ip: context.ip,
    });
    return openAdminSession(deps, tx, ready, context, 'setup');
  });
}
