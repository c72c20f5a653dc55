import { randomBytes } from 'node:crypto';
import type { ReferralCodeResponse, ReferralStats, ReferralStatus } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import {
  countReferralOutcomes,
  countReferrals,
  findCodeOfUser,
  findCodeWithOwner,
  insertCode,
  insertReferral,
  listRecentReferrals,
} from './referrals.repository.js';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function drawCode(): string {
  return [...randomBytes(CODE_LENGTH)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** The member's referral code, created on first use. */
export async function ensureReferralCode(
  db: Executor,
  userId: string,
): Promise<{ code: string; disabledAt: Date | null }> {
  for (;;) {
    const existing = await findCodeOfUser(db, userId);
    if (existing) return existing;
    await insertCode(db, userId, drawCode());
  }
}

/** A code as typed at sign-up, normalised; empty means none. */
export function normaliseReferralCode(code: string | null | undefined): string | undefined {
  const trimmed = code?.trim().toUpperCase();
  return trimmed ? trimmed : undefined;
}

/** Checks a sign-up's referral code: unknown is invalid; disabled or a suspended referrer is no longer valid. */
export async function resolveReferral(
  deps: AppDeps,
  code: string,
): Promise<{ code: string; referrerUserId: string }> {
  const row = await findCodeWithOwner(deps.db, code);
  if (!row) throw new AppError('REFERRAL_INVALID');
  if (row.disabledAt || row.suspended) throw new AppError('REFERRAL_NO_LONGER_VALID');
  return { code: row.code, referrerUserId: row.userId };
}

/** Links a new member to their referrer. */
export async function recordReferral(
  db: Executor,
  referredUserId: string,
  referral: { code: string; referrerUserId: string },
): Promise<void> {
  await insertReferral(db, { referredUserId, referrerUserId: referral.referrerUserId, code: referral.code });
}

/** GET /referral/my-code. */
export async function getMyReferralCode(deps: AppDeps, userId: string): Promise<ReferralCodeResponse> {
  const { code, disabledAt } = await ensureReferralCode(deps.db, userId);
  return { code, link: `${deps.config.publicUrl}/auth/sign-up?ref=${code}`, active: disabledAt === null };
}

/**
 * GET /referral/stats: real counts from the referrals table, with the reward a referral earns (the points
 * rules are the points module's, which reads this one's tables: its caller passes the figure in).
 */
export async function getReferralStats(
  deps: AppDeps,
  userId: string,
  rewardPoints: number,
): Promise<ReferralStats> {
  const { code } = await ensureReferralCode(deps.db, userId);
  const counts = await countReferrals(deps.db, userId);
  const outcomes = await countReferralOutcomes(deps.db, userId);
  const recent = await listRecentReferrals(deps.db, userId);
  return {
    code,
    totalReferrals: counts.total,
    verifiedReferrals: counts.verified,
    vestedReferrals: outcomes.vested,
    refusedReferrals: outcomes.refused,
    pointsEarned: outcomes.points,
    rewardPoints,
    recent: recent.map((row) => ({
      displayName: row.displayName,
      joinedAt: row.joinedAt.toISOString(),
      emailVerified: row.verifiedAt !== null,
      status: row.status as ReferralStatus,
    })),
  };
}
