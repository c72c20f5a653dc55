import { randomBytes } from 'node:crypto';
import { verify } from 'otplib';
import type { Executor } from '../../db/database.js';
import { hashToken } from '../../lib/security/tokens.js';
import { claimTimeStep, consumeRecoveryCode, type TwoFactorRow } from './two-factor.repository.js';

const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
// One step either side tolerates clock drift of up to 30 s between phone and server.
const EPOCH_TOLERANCE_SECONDS = 30;

function drawRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Fresh recovery codes (shown once) and the hashes that are stored. */
export function generateRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, drawRecoveryCode);
  return { codes, hashes: codes.map((code) => hashToken(normaliseRecoveryCode(code))) };
}

function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** Checks a TOTP code and claims its time step, so the same code never works twice. */
export async function verifyTotpOnce(db: Executor, row: TwoFactorRow, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    const result = await verify({
      secret: row.secret,
      token: code,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(row.lastUsedStep === null ? {} : { afterTimeStep: row.lastUsedStep }),
    });
    if (!result.valid || !('timeStep' in result)) return false;
    return await claimTimeStep(db, row.userId, result.timeStep);
  } catch {
    return false;
  }
}

/** Accepts a TOTP code, or else an unused recovery code (which is then used up). */
export async function verifySecondFactor(db: Executor, row: TwoFactorRow, code: string): Promise<boolean> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) return verifyTotpOnce(db, row, trimmed);
  const normalised = normaliseRecoveryCode(trimmed);
  if (normalised.length !== 10) return false;
  return consumeRecoveryCode(db, row.userId, hashToken(normalised));
}
