import { and, eq, gt, gte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { executeNamed } from '../../db/prepared-query.js';
import type { LedgerSource } from '@streamit/contract';
import { suspensionInForce, users } from '../members/members.schema.js';
import { pointsEntries, pointsPostings } from './points-ledger.schema.js';

/** The member fields earning depends on. */
export async function selectEarner(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      tier: users.tier,
      suspended: suspensionInForce,
      totalPoints: users.totalPoints,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Points a member earned since a moment: from activities only by default (what the daily and weekly caps
 * count), or from every source with `source: 'any'` (what the daily goal counts).
 */
export async function sumEarnings(
  db: Executor,
  userId: string,
  since: Date,
  source: LedgerSource | 'any' = 'activity',
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsEntries.amount}), 0)::int` })
    .from(pointsEntries)
    .innerJoin(pointsPostings, eq(pointsPostings.id, pointsEntries.postingId))
    .where(
      and(
        eq(pointsEntries.accountId, userId),
        gte(pointsEntries.createdAt, since),
        source === 'any' ? undefined : eq(pointsPostings.source, source),
        eq(pointsPostings.kind, 'earn'),
      ),
    );
  return row?.total ?? 0;
}

/** Lifetime points: everything a member ever earned (kind earn), whatever they spent since. */
export async function sumLifetimeEarnings(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsEntries.amount}), 0)::int` })
    .from(pointsEntries)
    .innerJoin(pointsPostings, eq(pointsPostings.id, pointsEntries.postingId))
    .where(
      and(eq(pointsEntries.accountId, userId), eq(pointsPostings.kind, 'earn'), gt(pointsEntries.amount, 0)),
    );
  return row?.total ?? 0;
}

/** Everything the completion rules read about a member and an activity, besides the evidence. */
export interface EarningState {
  member: { id: string; tier: string; suspended: boolean; totalPoints: number };
  completions: number;
  lastAt: Date | null;
  lastAnyAt: Date | null;
  dayEarned: number;
  weekEarned: number;
  lifetime: number;
  earnedToday: boolean;
  /** Whether any completion of theirs was paid before (the first one vests a referral). */
  paidBefore: boolean;
  /** Whether an award for this activity waits for a cooldown (a payment settles it; none: no write). */
  awardWaiting: boolean;
}

interface EarningStateRow extends Record<string, unknown> {
  i: number;
  id: string;
  tier: string;
  suspended: boolean;
  total_points: number;
  completions: number;
  last_at: number | null;
  last_any_at: number | null;
  day_earned: number;
  week_earned: number;
  lifetime: number;
  earned_today: boolean;
  paid_before: boolean;
  award_waiting: boolean;
  found: boolean | null;
}

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

/** A member and an activity whose earning state is asked for. */
export interface EarningPair {
  userId: string;
  activityId: string;
}

/** The windows the cap sums and the streak day are read in. */
export interface EarningWindows {
  dayStart: Date;
  weekStart: Date;
  today: string;
}

/** A PostgreSQL array literal of uuids, sent as one text parameter. */
const uuidArray = (values: string[]) => `{${values.join(',')}}`;

/**
 * Whether the pair `t` has evidence since its last completion `c.last_at`, for the statement's `t.type`: a
 * passed quiz attempt, a winning game round (`scorePercent` of the maximum), a read story; null for other types.
 */
function evidenceSql(scorePercent: number) {
  return sql`CASE t.type
      WHEN 'QUIZ' THEN EXISTS (SELECT 1 FROM quiz_attempts q WHERE q.user_id = t.user_id
        AND q.activity_id = t.activity_id AND q.passed AND (c.last_at IS NULL OR q.finished_at > c.last_at))
      WHEN 'GAME' THEN EXISTS (SELECT 1 FROM game_rounds g WHERE g.user_id = t.user_id
        AND g.activity_id = t.activity_id AND g.outcome = 'SOLVED' AND g.score * 100 >= g.max_score * ${scorePercent}
        AND (c.last_at IS NULL OR g.submitted_at > c.last_at))
      WHEN 'FEATURED' THEN EXISTS (SELECT 1 FROM story_readings s WHERE s.user_id = t.user_id
        AND s.activity_id = t.activity_id AND s.completed_at IS NOT NULL
        AND (c.last_at IS NULL OR s.completed_at > c.last_at))
      END`;
}

/** The activity types whose evidence the states statement reads too, and the game's passing score. */
export interface EvidenceAsked {
  types: string[];
  scorePercent: number;
}

/** The cap sums and lifetime from a scan of the member's earn lines: exact even after the transaction's own awards. */
function earningsFromLines(windows: EarningWindows) {
  return sql`CROSS JOIN LATERAL (SELECT
        coalesce(sum(n.amount) FILTER (WHERE p.source = 'activity'
          AND n.created_at >= ${windows.dayStart.toISOString()}::timestamptz), 0)::int AS day_earned,
        coalesce(sum(n.amount) FILTER (WHERE p.source = 'activity'
          AND n.created_at >= ${windows.weekStart.toISOString()}::timestamptz), 0)::int AS week_earned,
        coalesce(sum(n.amount) FILTER (WHERE n.amount > 0), 0)::int AS lifetime
      FROM points_entries n JOIN points_postings p ON p.id = n.posting_id
      WHERE n.account_id = users.id AND p.kind = 'earn') e`;
}

/**
 * The same figures from the member's earnings row (decision 072), one row instead of every line. The row is
 * added to when a transaction commits, so it equals the scan only in a transaction that has written no earn
 * line for the member yet (decision 084): a batch's first round, not a member's later rounds.
 */
function earningsFromRow(windows: EarningWindows) {
  const week = windows.weekStart.toISOString().slice(0, 10);
  return sql`LEFT JOIN LATERAL (SELECT
        coalesce(CASE WHEN m.day = ${windows.today}::date THEN m.day_activity END, 0)::int AS day_earned,
        coalesce(CASE WHEN m.week = ${week}::date THEN m.week_activity END, 0)::int AS week_earned,
        coalesce(m.lifetime, 0)::int AS lifetime
      FROM (SELECT 1) one LEFT JOIN points_member_earnings m ON m.user_id = users.id) e ON true`;
}

/**
 * The member (tier, suspension, balance), their completions of the activity, their last completion of any,
 * the cap sums (activity earnings since the day and week start), lifetime points and whether today's streak
 * day is in and whether an award for the activity waits, for every pair in ONE statement: one round trip and
 * one scan of each member's lines instead of six queries per pair. Null for a pair whose member is gone.
 * With `evidence`, the same statement also answers each pair's evidence since its last completion (`found`).
 */
async function selectStateRows(
  db: Executor,
  pairs: EarningPair[],
  windows: EarningWindows,
  evidence?: EvidenceAsked,
  fromRow = false,
): Promise<(EarningStateRow | null)[]> {
  const epochMs = (column: SQL) => sql`(extract(epoch from ${column}) * 1000)::float8`;
  const types = evidence ? evidence.types : pairs.map(() => '');
  // Four texts (earnings from the row or the lines, with or without evidence), each planned once per connection.
  const name = `earning_states_${fromRow ? 'row' : 'lines'}_${evidence ? 'evidence' : 'plain'}`;
  const result = await executeNamed<EarningStateRow>(
    db,
    name,
    sql`
    SELECT t.i::int AS i, users.id, users.tier, ${suspensionInForce} AS suspended, users.total_points,
      c.completions, ${epochMs(sql`c.last_at`)} AS last_at,
      ${epochMs(sql`(SELECT max(completed_at) FROM activity_completions WHERE user_id = users.id)`)} AS last_any_at,
      e.day_earned, e.week_earned, e.lifetime,
      EXISTS (SELECT 1 FROM points_streak_days WHERE user_id = users.id AND day = ${windows.today}::date) AS earned_today,
      EXISTS (SELECT 1 FROM activity_completions WHERE user_id = users.id AND posting_id IS NOT NULL) AS paid_before,
      EXISTS (SELECT 1 FROM points_pending_awards WHERE user_id = users.id AND activity_id = t.activity_id
        AND status = 'WAITING') AS award_waiting,
      ${evidence ? evidenceSql(evidence.scorePercent) : sql`NULL::boolean`} AS found
    FROM unnest(${uuidArray(pairs.map((p) => p.userId))}::uuid[], ${uuidArray(pairs.map((p) => p.activityId))}::uuid[],
      ${`{${types.map((type) => `"${type}"`).join(',')}}`}::text[])
      WITH ORDINALITY AS t(user_id, activity_id, type, i)
    JOIN users ON users.id = t.user_id
    CROSS JOIN LATERAL (SELECT count(*)::int AS completions, max(completed_at) AS last_at
      FROM activity_completions WHERE user_id = users.id AND activity_id = t.activity_id) c
    ${fromRow ? earningsFromRow(windows) : earningsFromLines(windows)}`,
  );
  const rows: (EarningStateRow | null)[] = pairs.map(() => null);
  for (const row of result.rows) rows[row.i - 1] = row;
  return rows;
}

/** The earning state of every pair in one statement (selectStateRows); null for a pair whose member is gone. */
export async function selectEarningStates(
  db: Executor,
  pairs: EarningPair[],
  windows: EarningWindows,
): Promise<(EarningState | null)[]> {
  const rows = await selectStateRows(db, pairs, windows);
  return rows.map((row) => (row ? earningStateOf(row) : null));
}

/**
 * selectEarningStates with each pair's evidence of its type (`evidence.types`, in the pairs' order) since its
 * last completion, in the same statement: null evidence for a type it does not read (a video's is summed
 * from watch sessions by its caller). `fromRow` reads the members' earnings rows instead of their lines: only
 * where the transaction has written no earn line for these members yet.
 */
export async function selectEarningStatesWithEvidence(
  db: Executor,
  pairs: EarningPair[],
  windows: EarningWindows,
  evidence: EvidenceAsked,
  { fromRow }: { fromRow: boolean },
): Promise<({ state: EarningState; found: boolean | null } | null)[]> {
  const rows = await selectStateRows(db, pairs, windows, evidence, fromRow);
  return rows.map((row) => (row ? { state: earningStateOf(row), found: row.found } : null));
}

/** selectEarningStates for one member and activity. */
export async function selectEarningState(
  db: Executor,
  pair: EarningPair,
  windows: EarningWindows,
): Promise<EarningState | null> {
  const [state] = await selectEarningStates(db, [pair], windows);
  return state ?? null;
}

function earningStateOf(row: EarningStateRow): EarningState {
  return {
    member: { id: row.id, tier: row.tier, suspended: row.suspended, totalPoints: row.total_points },
    completions: row.completions,
    lastAt: dateOf(row.last_at),
    lastAnyAt: dateOf(row.last_any_at),
    dayEarned: row.day_earned,
    weekEarned: row.week_earned,
    lifetime: row.lifetime,
    earnedToday: row.earned_today,
    paidBefore: row.paid_before,
    awardWaiting: row.award_waiting,
  };
}

/**
 * Records a completion and, when a creator's share is due, accrues it (decision 046) in the same statement:
 * one round trip. The unique (member, activity, sequence) indexes refuse a second completion and ignore a
 * second accrual of the same award.
 */
export async function insertCompletionWithShare(
  db: Executor,
  completion: {
    userId: string;
    activityId: string;
    sequence: number;
    postingId: string | null;
    points: number;
    completedAt: Date;
  },
  accrual: { creatorId: string; memberPoints: number; share: number } | null,
): Promise<void> {
  const { userId, activityId, sequence } = completion;
  const share = accrual
    ? sql`, share AS (INSERT INTO points_creator_accruals (creator_id, member_id, activity_id, sequence, member_points, share)
        VALUES (${accrual.creatorId}::uuid, ${userId}::uuid, ${activityId}::uuid, ${sequence}, ${accrual.memberPoints},
          ${accrual.share}) ON CONFLICT DO NOTHING)`
    : sql``;
  await db.execute(sql`
    WITH completion AS (
      INSERT INTO activity_completions (user_id, activity_id, sequence, posting_id, points, completed_at)
      VALUES (${userId}::uuid, ${activityId}::uuid, ${sequence}, ${completion.postingId}::uuid, ${completion.points},
        ${completion.completedAt.toISOString()}::timestamptz)
      RETURNING id)${share}
    SELECT id FROM completion`);
}
