import type { ChangeTierResult, Tier, TierLock } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { updateUser } from '../members/members.queries.js';
import { memberLockKey } from './points-accounts.js';
import type { PointsOperator } from './points-admin.service.js';
import { selectEarner } from './points-earning.repository.js';
import { lockKey } from './points-ledger.repository.js';
import type { memberTierLocks } from './points-tier-lock.schema.js';
import { deleteTierLock, selectTierLock, upsertTierLock } from './points-tiers.repository.js';
import { queueTierEmails, tierMailerOf, type TierMailer } from './points-tiers.service.js';

type TierLockRow = typeof memberTierLocks.$inferSelect;

const toTierLock = (row: TierLockRow): TierLock => ({
  tier: row.tier as Tier,
  until: row.until?.toISOString() ?? null,
  reason: row.reason,
  lockedAt: row.lockedAt.toISOString(),
});

/** The same tier with the same lock end: a repeated request, which writes nothing. */
function isSameLock(row: TierLockRow | null, tier: Tier, until: Date | null) {
  return row !== null && row.tier === tier && row.until?.getTime() === until?.getTime();
}

/** Sets the tier and its lock, audited and emailed; under the member's points lock. */
async function writeTierChange(
  tx: Executor,
  operator: PointsOperator & { mailer: TierMailer },
  change: { userId: string; previousTier: Tier; tier: Tier; reason: string; until: Date | null },
) {
  const { userId, previousTier, tier, reason, until } = change;
  const lock = await upsertTierLock(tx, { userId, tier, until, reason, lockedBy: operator.adminId });
  if (previousTier !== tier) {
    const updated = await updateUser(tx, userId, { tier });
    await queueTierEmails(tx, operator.mailer, [{ email: updated?.email ?? null, tier }], 'staff');
  }
  await recordAuditEvent(tx, {
    actorAdminId: operator.adminId,
    action: 'points.tier_changed',
    ip: operator.ip,
    targetType: 'user',
    targetId: userId,
    details: { from: previousTier, to: tier, reason, lockedUntil: until?.toISOString() ?? null },
  });
  return lock;
}

/**
 * POST /admin/users/:id/tier: sets a member's tier and locks it (until `lockUntil`, or until cleared) under
 * their points lock, so no award promotes them in between; audited with the reason, and the member is
 * emailed when the tier moved. The same tier with the same lock changes nothing.
 */
export async function changeMemberTier(
  deps: AppDeps,
  operator: PointsOperator,
  userId: string,
  input: { tier: Tier; reason: string; lockUntil: string | null },
): Promise<ChangeTierResult> {
  const until = input.lockUntil ? new Date(input.lockUntil) : null;
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, memberLockKey(userId));
    const member = await selectEarner(tx, userId);
    if (!member) throw new AppError('USER_NOT_FOUND');
    const previousTier = member.tier as Tier;
    const current = await selectTierLock(tx, userId);
    if (previousTier === input.tier && current && isSameLock(current, input.tier, until))
      return { userId, tier: input.tier, previousTier, changed: false, lock: toTierLock(current) };
    const change = { userId, previousTier, tier: input.tier, reason: input.reason, until };
    const lock = await writeTierChange(tx, { ...operator, mailer: tierMailerOf(deps) }, change);
    return { userId, tier: input.tier, previousTier, changed: true, lock: toTierLock(lock) };
  });
}

/** DELETE /admin/users/:id/tier-lock: the next tier update (or award) may raise the member again; audited. */
export async function clearTierLock(
  deps: AppDeps,
  operator: { adminId: string; ip: string },
  userId: string,
): Promise<{ userId: string; cleared: boolean }> {
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, memberLockKey(userId));
    if (!(await selectEarner(tx, userId))) throw new AppError('USER_NOT_FOUND');
    const removed = await deleteTierLock(tx, userId);
    if (!removed) return { userId, cleared: false };
    await recordAuditEvent(tx, {
      actorAdminId: operator.adminId,
      action: 'points.tier_lock_cleared',
      ip: operator.ip,
      targetType: 'user',
      targetId: userId,
      details: { tier: removed.tier, until: removed.until?.toISOString() ?? null },
    });
    return { userId, cleared: true };
  });
}

/** A member's staff tier lock, if any (for the admin member page). */
export async function getTierLock(deps: AppDeps, userId: string): Promise<TierLock | null> {
  const row = await selectTierLock(deps.db, userId);
  return row ? toTierLock(row) : null;
}
