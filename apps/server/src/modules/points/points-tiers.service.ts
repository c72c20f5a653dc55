import { TIERS, type Tier } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { tierChangeEmail, type TierChangeCause } from '../email/email.templates.js';
import { insertOutboxEmails } from '../email/email.queries.js';
import { loadTierRules, type TierRules } from './points-config.service.js';
import { sumLifetimeEarnings } from './points-earning.repository.js';
import { raiseAllTiers, raiseTier } from './points-tiers.repository.js';

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
export async function queueTierEmails(
  db: Executor,
  mailer: TierMailer,
  changes: { email: string | null; tier: string }[],
  cause: TierChangeCause,
) {
  const emails = changes.flatMap(({ email, tier }) => (email ? [tierChangeEmail(email, tier, cause)] : []));
  await insertOutboxEmails(db, emails, mailer.smtp);
}

/**
 * Immediate promotion when an award crosses a threshold, in the award's transaction, unless a staff lock
 * holds the member's tier; returns the new tier.
 */
export async function promoteOnEarning(
  db: Executor,
  userId: string,
  mailer: TierMailer,
  now = new Date(),
): Promise<Tier | null> {
  const tier = tierForLifetime(await loadTierRules(db), await sumLifetimeEarnings(db, userId));
  return raiseAndTell(db, { userId, tier, now }, mailer);
}

async function raiseAndTell(
  db: Executor,
  target: { userId: string; tier: Tier; now: Date },
  mailer: TierMailer,
) {
  const raised = await raiseTier(db, target.userId, { tier: target.tier, order: TIERS, now: target.now });
  if (!raised) return null;
  await queueTierEmails(db, mailer, [{ email: raised.email, tier: target.tier }], 'earning');
  return target.tier;
}

/**
 * promoteOnEarning for a caller that already knows the member's lifetime points after the award (read with
 * the rules, under the member's lock): the member's row is touched only when a threshold above their tier
 * is crossed, instead of summing their lines and updating on every award.
 */
export async function promoteIfCrossed(
  db: Executor,
  member: { userId: string; tier: string; lifetime: number },
  mailer: TierMailer,
  now = new Date(),
): Promise<Tier | null> {
  const tier = tierForLifetime(await loadTierRules(db), member.lifetime);
  if (TIERS.indexOf(tier) <= TIERS.indexOf(member.tier as Tier)) return null;
  return raiseAndTell(db, { userId: member.userId, tier, now }, mailer);
}

/**
 * The tier update: every member whose lifetime points reached a higher tier is raised to it and emailed,
 * except those whose staff-set tier is locked at `now` (counted as skipped).
 */
export async function updateAllTiers(
  db: Executor,
  mailer: TierMailer,
  now = new Date(),
): Promise<{ promoted: number; skippedLocked: number }> {
  await loadTierRules(db); // seeds the rules on a fresh database
  const { raised, skippedLocked } = await raiseAllTiers(db, TIERS, now);
  await queueTierEmails(db, mailer, raised, 'nightly');
  return { promoted: raised.length, skippedLocked };
}
