import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** A member whose earnings row (decision 072) differs from a scan of their earn lines. */
export interface EarningsDifference {
  userId: string;
  kept: { lifetime: number; today: number; week: number };
  derived: { lifetime: number; today: number; week: number };
}

/** The windows the figures are read for: this UTC day and ISO week, as dates ('YYYY-MM-DD'). */
export interface EarningsWindow {
  day: string;
  week: string;
}

/**
 * The figures derived from the lines themselves, the way decision 048 defines them (every positive earn line;
 * activity earn lines of the day and of the week), per member; `member` narrows it to one.
 */
function derivedEarnings(window: EarningsWindow, member?: string) {
  return sql`select a.user_id,
      coalesce(sum(e.amount) filter (where e.amount > 0), 0)::int as lifetime,
      coalesce(sum(e.amount) filter (where p.source = 'activity'
        and (e.created_at at time zone 'UTC')::date = ${window.day}::date), 0)::int as today,
      coalesce(sum(e.amount) filter (where p.source = 'activity'
        and date_trunc('week', e.created_at at time zone 'UTC')::date = ${window.week}::date), 0)::int as week
    from points_entries e
    join points_postings p on p.id = e.posting_id and p.kind = 'earn'
    join points_accounts a on a.id = e.account_id and a.user_id is not null
    ${member === undefined ? sql`` : sql`where e.account_id = ${member}::uuid`}
    group by a.user_id`;
}

/** Every member whose kept row and derived figures differ, compared in one snapshot (the nightly check). */
export async function findEarningsDifferences(
  db: Executor,
  window: EarningsWindow,
): Promise<EarningsDifference[]> {
  const result = await db.execute<{ user_id: string; kept: number[]; derived: number[] }>(sql`
    with derived as (${derivedEarnings(window)}), kept as (
      select user_id, lifetime,
        case when day = ${window.day}::date then day_activity else 0 end as today,
        case when week = ${window.week}::date then week_activity else 0 end as week
      from points_member_earnings
    )
    select * from (
      select user_id,
        array[coalesce(k.lifetime, 0), coalesce(k.today, 0), coalesce(k.week, 0)] as kept,
        array[coalesce(d.lifetime, 0), coalesce(d.today, 0), coalesce(d.week, 0)] as derived
      from derived d full join kept k using (user_id)
    ) compared where kept <> derived`);
  const figures = ([lifetime = 0, today = 0, week = 0]: number[]) => ({ lifetime, today, week });
  return result.rows.map((row) => ({
    userId: row.user_id,
    kept: figures(row.kept),
    derived: figures(row.derived),
  }));
}

/**
 * Sets one member's row to what their lines say, under their users row lock: every award holds that lock
 * when its lines commit (and the trigger adds them), so none lands between the scan and the write.
 */
export async function resetMemberEarnings(db: Executor, userId: string, window: EarningsWindow) {
  await db.execute(sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`);
  await db.execute(sql`
    insert into points_member_earnings as m (user_id, lifetime, day, day_activity, week, week_activity)
    select ${userId}::uuid, coalesce(d.lifetime, 0), ${window.day}::date, coalesce(d.today, 0),
      ${window.week}::date, coalesce(d.week, 0)
    from (select 1) one left join (${derivedEarnings(window, userId)}) d on true
    on conflict (user_id) do update set lifetime = excluded.lifetime, day = excluded.day,
      day_activity = excluded.day_activity, week = excluded.week, week_activity = excluded.week_activity`);
}
