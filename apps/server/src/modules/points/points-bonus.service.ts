import type { Transaction } from '../../db/database.js';
import { memberLockKey } from './points-accounts.js';
import { insertStreakDay, setStreakPosting } from './points-bonus.repository.js';
import { loadGlobalConfig } from './points-config.service.js';
import { lockKey } from './points-ledger.repository.js';
import { sumEarnings } from './points-earning.repository.js';
import { memberAndPool, postPoints } from './points-ledger.service.js';
import { formatUtcDay, utcDayNumber } from './points-calculation.js';
import { buildLedgerReason } from './points-reasons.js';
import { planReferralVesting, runInAccountOrder, type OrderedWrite } from './points-referral.service.js';

/** A streak bonus paid with a completion: the streak's length and the points. */
export interface StreakAward {
  days: number;
  points: number;
}

/** A UTC day as YYYY-MM-DD, `offset` days from `now`. */
export function utcDay(now: Date, offset = 0): string {
  return formatUtcDay(utcDayNumber(now) + offset);
}

/**
 * With a member's first reward of the UTC day: records the day and pays the streak bonus. The
 * (member, day) primary key and the posting's key `streak:<member>:<day>` each make it once a day,
 * whatever runs in parallel; the caller holds the member's lock and its transaction.
 */
export async function awardStreakBonus(tx: Transaction, userId: string, now: Date) {
  const day = utcDay(now);
  const days = await insertStreakDay(tx, userId, day);
  if (days === null) return null;
  const { streakBonus } = await loadGlobalConfig(tx);
  if (streakBonus <= 0) return { days, points: 0 } satisfies StreakAward;
  const posted = await postPoints(tx, {
    kind: 'earn',
    source: 'bonus',
    idempotencyKey: `streak:${userId}:${day}`,
    ...buildLedgerReason('streak', { day: days }),
    breakdown: { streakDays: days, points: streakBonus },
    lines: memberAndPool(userId, streakBonus),
  });
  await setStreakPosting(tx, userId, day, posted.posting.id);
  return { days, points: streakBonus } satisfies StreakAward;
}

/**
 * The welcome bonus, once per member (posting key `welcome:<member>`), paid when their email is
 * verified or, for a provider sign-up that arrives verified, when the account is created; and the
 * referral's vesting when the member had already earned.
 */
export async function grantWelcomeBonus(tx: Transaction, userId: string): Promise<void> {
  await lockKey(tx, memberLockKey(userId));
  const { welcomeBonus } = await loadGlobalConfig(tx);
  const writes: OrderedWrite[] = [];
  if (welcomeBonus > 0)
    writes.push({
      accountId: userId,
      run: () =>
        postPoints(tx, {
          kind: 'earn',
          source: 'bonus',
          idempotencyKey: `welcome:${userId}`,
          ...buildLedgerReason('welcomeBonus', {}),
          breakdown: { welcomeBonus },
          lines: memberAndPool(userId, welcomeBonus),
        }),
    });
  // A member who earned before verifying (a provider sign-up without an email) vests their referral now.
  const vesting =
    (await sumEarnings(tx, userId, new Date(0))) > 0 ? await planReferralVesting(tx, userId) : null;
  if (vesting) writes.push(vesting);
  await runInAccountOrder(writes);
}
