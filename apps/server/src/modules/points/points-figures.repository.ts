import { and, desc, eq, gte, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { definePreparedQuery } from '../../db/prepared-query.js';
import { groupStatements, READ_GROUPS_IN_FLIGHT } from '../../db/statement-groups.js';
import { users } from '../members/members.schema.js';
import { CONFIG_STAMP_SQL } from './points-config.repository.js';
import type { EarningsWindow } from './points-member-earnings.repository.js';
import { pointsMemberEarnings } from './points-member-earnings.schema.js';
import { pointsStreakDays, REWARD_POOL_ID_SQL } from './points-ledger.schema.js';

/** Everything the points figures and the /points overview read about one member, from one statement. */
export interface FiguresRow {
  userId: string;
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
 * Points held by the member's exchanges neither paid nor returned. A hold takes points from the member, so its
 * line is a debit on a member's account: saying so (`e.amount < 0`, not the pool) lets the plan start from the
 * member's debits (a partial index) instead of every posting or every earn line of the member (decision 096).
 */
const heldSql = sql<number>`(select coalesce(sum(-e.amount), 0)::int
  from points_entries e join points_postings p on p.id = e.posting_id
  where e.account_id = ${users.id} and e.amount < 0 and e.account_id <> ${REWARD_POOL_ID_SQL}
    and p.kind = 'hold' and p.source = 'exchange'
    and not ${closedExchange('settle')} and not ${closedExchange('release')})`;

/** A figure of the member's earnings row (decision 072) if it is of the window asked for, else nothing yet. */
const ofWindow = (column: SQLWrapper, at: SQLWrapper, name: string) =>
  sql<number>`coalesce(case when ${at} = ${sql.placeholder(name)}::date then ${column} end, 0)`;

const figuresQuery = definePreparedQuery('select_points_figures_of', (db, name) => {
  const streak = db
    .select({ day: pointsStreakDays.day, days: pointsStreakDays.days, postingId: pointsStreakDays.postingId })
    .from(pointsStreakDays)
    .where(
      and(eq(pointsStreakDays.userId, users.id), gte(pointsStreakDays.day, sql.placeholder('streakSince'))),
    )
    .orderBy(desc(pointsStreakDays.day))
    .limit(1)
    .as('streak');
  return db
    .select({
      userId: users.id,
      tier: users.tier,
      balance: users.totalPoints,
      lifetime: sql<number>`coalesce(${pointsMemberEarnings.lifetime}, 0)`,
      today: ofWindow(pointsMemberEarnings.dayActivity, pointsMemberEarnings.day, 'day'),
      week: ofWindow(pointsMemberEarnings.weekActivity, pointsMemberEarnings.week, 'week'),
      held: heldSql,
      completions: sql<number>`(select count(*)::int from activity_completions c where c.user_id = ${users.id})`,
      streakDay: sql<string | null>`${streak.day}::text`,
      streakDays: streak.days,
      streakPosted: sql<boolean>`${streak.postingId} is not null`,
      configStamp: CONFIG_STAMP_SQL,
    })
    .from(users)
    .leftJoin(pointsMemberEarnings, eq(pointsMemberEarnings.userId, users.id))
    .leftJoinLateral(streak, sql`true`)
    .where(sql`${users.id} = any(${sql.placeholder('userIds')}::uuid[])`)
    .prepare(name);
});

type FiguresWindow = EarningsWindow & { streakSince: string };

/** The figures of several members at one window, one statement. */
async function selectFiguresAt(db: Executor, userIds: string[], window: FiguresWindow) {
  const rows: FiguresRow[] = await figuresQuery(db).execute({ userIds: [...new Set(userIds)], ...window });
  return new Map(rows.map((row) => [row.userId, row]));
}

type FiguresInput = { userId: string; window: FiguresWindow };
const windowKey = ({ day, week, streakSince }: FiguresWindow) => `${day}|${week}|${streakSince}`;

// The reads of requests arriving together are one statement per window asked for: one, but at midnight (078).
const lookUpFigures = groupStatements(
  async (db: Executor, inputs: FiguresInput[]) => {
    const found = new Map<string, Map<string, FiguresRow>>();
    for (const { window } of inputs) {
      const key = windowKey(window);
      if (found.has(key)) continue;
      const userIds = inputs.filter((input) => windowKey(input.window) === key).map((input) => input.userId);
      found.set(key, await selectFiguresAt(db, userIds, window));
    }
    return inputs.map((input) => found.get(windowKey(input.window))?.get(input.userId));
  },
  { inFlight: READ_GROUPS_IN_FLIGHT },
);

/**
 * A member's figures (decision 048) in one round trip (issue 25), sent as a prepared statement: the balance
 * projection, lifetime and this day's and week's activity earnings from the member's earnings row (decision
 * 072: one row, not a scan of every earn line), the points held by open exchanges, their completions, their
 * latest streak day since `streakSince` and the rules' stamp. Undefined when the member does not exist.
 */
export function selectPointsFigures(
  db: Executor,
  userId: string,
  window: FiguresWindow,
): Promise<FiguresRow | undefined> {
  return lookUpFigures(db, { userId, window });
}
