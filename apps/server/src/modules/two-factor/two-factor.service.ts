import type { TwoFactorEnabled, TwoFactorSetup } from '@streamit/contract';
import { generateSecret, generateURI } from 'otplib';
import QRCode from 'qrcode';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { decryptTotpSecret, encryptTotpSecret } from '../../lib/security/totp-cipher.js';
import { requireUser } from '../members/member-view.js';
import { releaseAttempt, reserveAttempt } from '../auth-limits/auth-limits.service.js';
import type { ClientContext } from '../sessions/client-context.js';
import { raiseAlert } from '../sessions/security-alerts.service.js';
import { generateRecoveryCodes, verifySecondFactor, verifyTotpOnce } from './two-factor.codes.js';
import {
  deleteTwoFactor,
  findTwoFactor,
  markEnabled,
  replaceRecoveryCodes,
  savePendingSecret,
  type TwoFactorRow,
} from './two-factor.repository.js';

const ISSUER = 'StreamIt';

/** Starts setup: a new secret with its otpauth URI and QR code; 2FA stays off until a code confirms it. */
export async function startTwoFactorSetup(deps: AppDeps, userId: string): Promise<TwoFactorSetup> {
  const existing = await findTwoFactor(deps.db, userId);
  if (existing?.enabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  const user = await requireUser(deps, userId);
  const secret = generateSecret();
  await savePendingSecret(deps.db, userId, encryptTotpSecret(deps.config, userId, secret, 'member'));
  const otpauthUrl = generateURI({
    issuer: ISSUER,
    label: user.email ?? user.displayName ?? user.id,
    secret,
  });
  return { secret, otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl) };
}

/** The member's two-factor row with its secret decrypted (stored AES-256-GCM, bound to the member). */
async function loadTwoFactor(deps: AppDeps, userId: string): Promise<TwoFactorRow | undefined> {
  const row = await findTwoFactor(deps.db, userId);
  if (!row) return undefined;
  return { ...row, secret: decryptTotpSecret(deps.config, userId, row.secret, 'member') };
}

/** Reserves the attempt before the code is checked; a right code gives its slot back. */
async function assertCodeAccepted(
  deps: AppDeps,
  userId: string,
  context: ClientContext,
  check: () => Promise<boolean>,
): Promise<void> {
  const reservation = await reserveAttempt(deps, 'two-factor', { account: userId, ip: context.ip });
  if (await check()) return releaseAttempt(deps, reservation);
  throw new AppError('TWO_FACTOR_CODE_INVALID');
}

/** Confirms setup with a first code: 2FA goes on and recovery codes are returned once. */
export async function confirmTwoFactorSetup(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  code: string,
  context: ClientContext,
): Promise<TwoFactorEnabled> {
  const row = await loadTwoFactor(deps, userId);
  if (row?.enabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  if (!row) throw new AppError('TWO_FACTOR_SETUP_NOT_STARTED');
  await assertCodeAccepted(deps, userId, context, () => verifyTotpOnce(deps.db, row, code.trim()));
  await markEnabled(deps.db, userId);
  const { codes, hashes } = await generateRecoveryCodes();
  await replaceRecoveryCodes(deps.db, userId, hashes);
  await raiseAlert(deps, log, userId, {
    kind: 'TWO_FACTOR_ENABLED',
    message: 'Two-factor authentication was turned on.',
    ip: context.ip,
  });
  return { enabled: true, recoveryCodes: codes };
}

/** Turns 2FA off; needs a current TOTP code or an unused recovery code. */
export async function disableTwoFactor(
  deps: AppDeps,
  log: FastifyBaseLogger,
  userId: string,
  code: string,
  context: ClientContext,
): Promise<{ enabled: false }> {
  const row = await loadTwoFactor(deps, userId);
  if (!row?.enabledAt) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  await assertCodeAccepted(deps, userId, context, () => verifySecondFactor(deps.db, row, code));
  await deleteTwoFactor(deps.db, userId);
  await raiseAlert(deps, log, userId, {
    kind: 'TWO_FACTOR_DISABLED',
    message: 'Two-factor authentication was turned off.',
    ip: context.ip,
  });
  return { enabled: false };
}

/** Checks a second factor during sign-in (limits per account and IP). */
export async function checkSignInSecondFactor(
  deps: AppDeps,
  userId: string,
  code: string,
  context: ClientContext,
): Promise<void> {
  const row = await loadTwoFactor(deps, userId);
  if (!row?.enabledAt) throw new AppError('LOGIN_CHALLENGE_INVALID');
  await assertCodeAccepted(deps, userId, context, () => verifySecondFactor(deps.db, row, code));
}
