import { and, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { activities } from '../activities/activities.schema.js';
import type { Executor } from '../../db/database.js';
import {
  activityCompletions,
  pointsEntries,
  pointsMemberPreferences,
  pointsPostings,
} from './points-ledger.schema.js';

/** Filters of a member's history. */
export interface HistoryFilter {
  kind?: string | undefined;
  source?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  cursor?: number | undefined;
}

/**
 * Where an exchange's held points are now, read from the ledger itself: the exchange module closes a hold
 * with a posting keyed `exchange:settle:<id>` (paid, in the same transaction as SETTLED) or
 * `exchange:release:<id>` (returned, with REJECTED or CANCELLED); see exchange-settlement.service.ts. The
 * points module cannot import the exchange module (it imports points), and the ledger is the truth anyway.
 * Both lookups hit the unique (issuer, idempotency_key) index.
 */
function closedAs(exchangeId: SQL, outcome: 'settle' | 'release'): SQL {
  return sql`exists (select 1 from points_postings c where c.issuer = 'system'
    and c.idempotency_key = ${`exchange:${outcome}:`} || ${exchangeId})`;
}

const exchangeIdOf = sql`(${pointsPostings.breakdown}->>'exchangeId')`;

/** The exchange an `exchange` posting belongs to and where its points are: held, paid or returned. */
const exchangeStateOf = sql<string | null>`case
  when ${pointsPostings.source} <> 'exchange' or ${exchangeIdOf} is null then null
  when ${closedAs(exchangeIdOf, 'settle')} then 'paid'
  when ${closedAs(exchangeIdOf, 'release')} then 'returned'
  else 'held' end`;

/** A page of a member's ledger lines with their postings, newest first; `limit + 1` rows tell if more follow. */
export function selectHistory(db: Executor, userId: string, filter: HistoryFilter, limit: number) {
  return db
    .select({
      entry: pointsEntries,
      posting: pointsPostings,
      exchangeId: sql<
        string | null
      >`case when ${pointsPostings.source} = 'exchange' then ${exchangeIdOf} end`,
      exchangeState: exchangeStateOf,
    })
    .from(pointsEntries)
    .innerJoin(pointsPostings, eq(pointsPostings.id, pointsEntries.postingId))
    .where(
      and(
        eq(pointsEntries.accountId, userId),
        filter.kind ? eq(pointsPostings.kind, filter.kind) : undefined,
        filter.source ? eq(pointsPostings.source, filter.source) : undefined,
        filter.from ? gte(pointsEntries.createdAt, filter.from) : undefined,
        filter.to ? lte(pointsEntries.createdAt, filter.to) : undefined,
        filter.cursor ? lt(pointsEntries.id, filter.cursor) : undefined,
      ),
    )
    .orderBy(desc(pointsEntries.id))
    .limit(limit + 1);
}

/** A ranked leaderboard row with what a public name is made of. */
export interface LeaderboardRow {
  rank: number;
  points: number;
  userId: string;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  avatarFile: string | null;
}

/**
 * Members ranked by points earned since `since` (all time when null): the top `limit` and the member
 * `me` wherever they stand. Ties go to who reached their total first, then to the id, so the order
 * never changes between two reads. Hidden and suspended members are left out.
 */
export async function selectLeaderboard(db: Executor, since: Date | null, limit: number, me: string | null) {
  const result = await db.execute(sql`
    WITH scores AS (
      SELECT e.account_id AS user_id, sum(e.amount)::int AS points, max(e.created_at) AS reached_at
      FROM points_entries e JOIN points_postings p ON p.id = e.posting_id
      WHERE p.kind = 'earn' AND e.amount > 0 AND (${since}::timestamptz IS NULL OR e.created_at >= ${since}::timestamptz)
      GROUP BY e.account_id
    ), ranked AS (
      SELECT s.user_id, s.points,
        row_number() OVER (ORDER BY s.points DESC, s.reached_at ASC, s.user_id ASC)::int AS rank
      FROM scores s
      JOIN users u ON u.id = s.user_id
      LEFT JOIN points_member_preferences pr ON pr.user_id = s.user_id
      WHERE NOT (u.suspended_at IS NOT NULL AND (u.suspended_until IS NULL OR u.suspended_until > now())) AND NOT coalesce(pr.hide_from_leaderboard, false)
    )
    SELECT r.rank, r.points, r.user_id, u.display_name, u.first_name, u.last_name, u.avatar_file
    FROM ranked r JOIN users u ON u.id = r.user_id
    WHERE r.rank <= ${limit} OR r.user_id = ${me}::uuid
    ORDER BY r.rank`);
  return result.rows.map((row): LeaderboardRow => ({
    rank: row.rank as number,
    points: row.points as number,
    userId: row.user_id as string,
    displayName: row.display_name as string | null,
    firstName: row.first_name as string | null,
    lastName: row.last_name as string | null,
    avatarFile: row.avatar_file as string | null,
  }));
}

/** Shows or hides a member on the leaderboard. */
export async function upsertLeaderboardVisibility(
  db: Executor,
  userId: string,
  hidden: boolean,
): Promise<void> {
  await db
    .insert(pointsMemberPreferences)
    .values({ userId, hideFromLeaderboard: hidden })
    .onConflictDoUpdate({
      target: pointsMemberPreferences.userId,
      set: { hideFromLeaderboard: hidden, updatedAt: new Date() },
    });
}

/** How many videos (and featured items) a member completed and the points those completions paid. */
export async function selectVideoEarnings(db: Executor, userId: string) {
  const [row] = await db
    .select({ completed: count(), points: sql<number>`coalesce(sum(${activityCompletions.points}), 0)::int` })
    .from(activityCompletions)
    .innerJoin(activities, eq(activities.id, activityCompletions.activityId))
    .where(and(eq(activityCompletions.userId, userId), inArray(activities.type, ['VIDEO', 'FEATURED'])));
  return { completed: row?.completed ?? 0, points: row?.points ?? 0 };
}

/** Whether a member chose to hide themself from the leaderboard (no preference row: shown). */
export async function findLeaderboardHidden(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ hidden: pointsMemberPreferences.hideFromLeaderboard })
    .from(pointsMemberPreferences)
    .where(eq(pointsMemberPreferences.userId, userId));
  return row?.hidden ?? false;
}
