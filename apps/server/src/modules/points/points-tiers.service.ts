import { TIERS, type ChangeTierResult, type Tier } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { tierChangeEmail, type TierChangeCause } from '../email/email.templates.js';
import { insertOutboxEmails } from '../email/email.queries.js';
import { updateUser } from '../members/members.queries.js';
import { memberLockKey } from './points-accounts.js';
import type { PointsOperator } from './points-admin.service.js';
import { loadTierRules, type TierRules } from './points-config.service.js';
import { raiseAllTiers, raiseTier, selectEarner, sumLifetimeEarnings } from './points-earning.repository.js';
import { lockKey } from './points-ledger.repository.js';

/** Where tier emails go: the outbox, due at once when SMTP is configured. */
export interface TierMailer {
  smtp: boolean;
}

/** The mailer of a running app. */
export const tierMailerOf = (deps: AppDeps): TierMailer => ({ smtp: Boolean(deps.config.SMTP_URL) });

/** The highest tier whose threshold a lifetime total reaches. */
export function tierForLifetime(rules: TierRules, lifetime: number): Tier {
  let reached: Tier = 'BASIC';
  for (const tier of TIERS) if (lifetime >= rules[tier].threshold) reached = tier;
  return reached;
}

/** Queues the tier emails of changed members (those with an address) in the caller's transaction. */
async function queueTierEmails(
  db: Executor,
  mailer: TierMailer,
  changes: { email: string | null; tier: string }[],
  cause: TierChangeCause,
) {
  const emails = changes.flatMap(({ email, tier }) => (email ? [tierChangeEmail(email, tier, cause)] : []));
  await insertOutboxEmails(db, emails, mailer.smtp);
}

/** Immediate promotion when an award crosses a threshold, in the award's transaction; returns the new tier. */
export async function promoteOnEarning(
  db: Executor,
  userId: string,
  mailer: TierMailer,
): Promise<Tier | null> {
  const tier = tierForLifetime(await loadTierRules(db), await sumLifetimeEarnings(db, userId));
  const raised = await raiseTier(db, userId, tier, TIERS);
  if (!raised) return null;
  await queueTierEmails(db, mailer, [{ email: raised.email, tier }], 'earning');
  return tier;
}

/** The tier update: every member whose lifetime points reached a higher tier is raised to it and emailed. */
export async function updateAllTiers(db: Executor, mailer: TierMailer): Promise<{ promoted: number }> {
  await loadTierRules(db); // seeds the rules on a fresh database
  const raised = await raiseAllTiers(db, TIERS);
  await queueTierEmails(db, mailer, raised, 'nightly');
  return { promoted: raised.length };
}

/** POST /admin/tasks/tier-update: runs the nightly tier update now, audited. */
export async function runTierUpdateTask(deps: AppDeps, operator: { adminId: string; ip: string }) {
  return deps.db.transaction(async (tx) => {
    const result = await updateAllTiers(tx, tierMailerOf(deps));
    await recordAuditEvent(tx, {
      actorAdminId: operator.adminId,
      action: 'points.tier_update_run',
      ip: operator.ip,
      details: result,
    });
    return result;
  });
}

/**
 * POST /admin/users/:id/tier: sets a member's tier under their points lock (so no award promotes them
 * in between), audited with the reason, and emails them. Setting the tier they have changes nothing.
 */
export async function changeMemberTier(
  deps: AppDeps,
  operator: PointsOperator,
  userId: string,
  input: { tier: Tier; reason: string },
): Promise<ChangeTierResult> {
  return deps.db.transaction(async (tx) => {
    await lockKey(tx, memberLockKey(userId));
    const member = await selectEarner(tx, userId);
    if (!member) throw new AppError('USER_NOT_FOUND');
    const previousTier = member.tier as Tier;
    if (previousTier === input.tier) return { userId, tier: input.tier, previousTier, changed: false };
    const updated = await updateUser(tx, userId, { tier: input.tier });
    await recordAuditEvent(tx, {
      actorAdminId: operator.adminId,
      action: 'points.tier_changed',
      ip: operator.ip,
      targetType: 'user',
      targetId: userId,
      details: { from: previousTier, to: input.tier, reason: input.reason },
    });
    await queueTierEmails(
      tx,
      tierMailerOf(deps),
      [{ email: updated?.email ?? null, tier: input.tier }],
      'staff',
    );
    return { userId, tier: input.tier, previousTier, changed: true };
  });
}
