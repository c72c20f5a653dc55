import { randomBytes } from 'node:crypto';
import { verify } from 'otplib';
import type { Executor } from '../../db/database.js';
import { hashPassword, verifyPassword } from '../../lib/security/password.js';
import { hashToken } from '../../lib/security/tokens.js';
import {
  claimTimeStep,
  consumeRecoveryCode,
  findLegacyRecoveryCodes,
  findUnusedRecoveryCodes,
  rehashRecoveryCode,
  type TwoFactorRow,
} from './two-factor.repository.js';

const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
// Only the current 30 s step: ASVS 5.0 V6.5.5 gives a TOTP code at most 30 seconds (no drift window).
const EPOCH_TOLERANCE_SECONDS = 0;

function drawRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * A code's SHA-256, the input to its Argon2id hash: it is exactly what rows before decision 066 stored, so
 * those rows upgrade in place (Argon2id of the stored value) without anyone knowing the codes.
 */
function prehash(code: string): string {
  return hashToken(normaliseRecoveryCode(code));
}

const isLegacyHash = (stored: string) => !stored.startsWith('$argon2');

/** Fresh recovery codes (shown once) and what is stored: Argon2id with its own salt, as for passwords. */
export async function generateRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, drawRecoveryCode);
  // One at a time: ten parallel hashes would hold ten times Argon2's 19 MiB.
  const hashes: string[] = [];
  for (const code of codes) hashes.push(await hashPassword(prehash(code)));
  return { codes, hashes };
}

/** Whether a stored hash (Argon2id, or a legacy plain SHA-256 not yet upgraded) is of this code. */
async function matchesRecoveryCode(stored: string, prehashed: string): Promise<boolean> {
  return isLegacyHash(stored) ? stored === prehashed : verifyPassword(stored, prehashed);
}

/** Uses up the member's unused recovery code that matches; false when none does (or it was just used). */
async function useRecoveryCode(db: Executor, userId: string, code: string): Promise<boolean> {
  const prehashed = prehash(code);
  for (const row of await findUnusedRecoveryCodes(db, userId))
    if (await matchesRecoveryCode(row.codeHash, prehashed)) return consumeRecoveryCode(db, row.id);
  return false;
}

/**
 * Re-hashes up to `limit` unused recovery codes still stored as plain SHA-256 with Argon2id; returns how
 * many it found. Those codes keep working throughout: either form is checked.
 */
export async function upgradeLegacyRecoveryCodes(db: Executor, limit: number): Promise<number> {
  const rows = await findLegacyRecoveryCodes(db, limit);
  for (const row of rows)
    await rehashRecoveryCode(db, row.id, row.codeHash, await hashPassword(row.codeHash));
  return rows.length;
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
  if (normaliseRecoveryCode(trimmed).length !== 10) return false;
  return useRecoveryCode(db, row.userId, trimmed);
}
