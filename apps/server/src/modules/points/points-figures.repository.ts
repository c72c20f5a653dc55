import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { CONFIG_STAMP_SQL } from './points-config.repository.js';

/** Everything the points figures and the /points overview read about one member, from one statement. */
export interface FiguresRow {
  tier: string;
  balance: number;
  lifetime: number;
  held: number;
  today: number;
  week: number;
  completions: number;
  streakDay: string | null;
  streakDays: number | null;
  streakPosted: boolean;
  /** The rules' stamp (points-config-cache.ts): the process's snapshot serves them while it matches. */
  configStamp: string | null;
}

/** Whether an exchange's hold was closed (paid or returned): the postings the exchange module keys so. */
const closedExchange = (outcome: 'settle' | 'release') => sql`exists (select 1 from points_postings c
  where c.issuer = 'system' and c.idempotency_key = ${`exchange:${outcome}:`} || (p.breakdown->>'exchangeId'))`;

/**
 * A member's figures (decision 048) in one round trip (issue 25): the balance projection, one pass over
 * their earn lines for lifetime, today and this week (activity earnings, what the caps count), the points
 * held by open exchanges, their completions, their latest streak day since `streakSince` and the rules'
 * stamp. Undefined when the member does not exist.
 */
export async function selectPointsFigures(
  db: Executor,
  userId: string,
  window: { dayStart: Date; weekStart: Date; streakSince: string },
): Promise<FiguresRow | undefined> {
  const result = await db.execute(sql`
    with earned as (
      select
        coalesce(sum(e.amount) filter (where e.amount > 0), 0)::int as lifetime,
        coalesce(sum(e.amount) filter (where p.source = 'activity'
          and e.created_at >= ${window.dayStart.toISOString()}::timestamptz), 0)::int as today,
        coalesce(sum(e.amount) filter (where p.source = 'activity'
          and e.created_at >= ${window.weekStart.toISOString()}::timestamptz), 0)::int as week
      from points_entries e join points_postings p on p.id = e.posting_id
      where e.account_id = ${userId}::uuid and p.kind = 'earn'
    ), held as (
      select coalesce(sum(-e.amount), 0)::int as held
      from points_entries e join points_postings p on p.id = e.posting_id
      where e.account_id = ${userId}::uuid and p.kind = 'hold' and p.source = 'exchange'
        and not ${closedExchange('settle')} and not ${closedExchange('release')}
    ), streak as (
      select day::text as day, days, posting_id is not null as posted from points_streak_days
      where user_id = ${userId}::uuid and day >= ${window.streakSince}::date
      order by day desc limit 1
    )
    select u.tier, u.total_points as balance, earned.lifetime, earned.today, earned.week, held.held,
      (select count(*)::int from activity_completions c where c.user_id = u.id) as completions,
      streak.day as "streakDay", streak.days as "streakDays", coalesce(streak.posted, false) as "streakPosted",
      ${CONFIG_STAMP_SQL} as "configStamp"
    from users u cross join earned cross join held left join streak on true
    where u.id = ${userId}::uuid`);
  return result.rows[0] as FiguresRow | undefined;
}
