import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { executeNamed } from '../../db/prepared-query.js';
import { shiftBalancesStatement } from '../members/members.queries.js';
import { memberLockKey, PLATFORM_ACCOUNT_IDS } from './points-accounts.js';

// The set-based statements of a batch of completions (decision 073): one round trip each for the whole batch.

/**
 * Takes the points locks of the batch's members (the advisory lock every completion of theirs takes first), in
 * user-id order in one statement: two batches always lock in one order, so they cannot deadlock each other.
 */
export async function lockMembers(db: Executor, userIds: string[]): Promise<void> {
  const keys = [...new Set(userIds)].sort().map(memberLockKey);
  await executeNamed(
    db,
    'lock_batch_members',
    sql`
    SELECT pg_advisory_xact_lock(hashtextextended(t.key, 0))
    FROM jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb) WITH ORDINALITY AS t(key, i) ORDER BY t.i`,
  );
}

/** One award of a batch: the member's posting (member +points, reward pool −points), completion and share. */
export interface BatchAward {
  userId: string;
  activityId: string;
  sequence: number;
  points: number;
  idempotencyKey: string;
  reason: string;
  reasonCode: string | null;
  reasonValues: Record<string, unknown>;
  breakdown: Record<string, unknown>;
  /** The creator's accrued share (decision 046), when one is due. */
  share: { creatorId: string; points: number } | null;
}

/** What the batch wrote for an award: its posting (null when its key was already used) and the new balance. */
export interface WrittenAward {
  postingId: string | null;
  balance: number | null;
}

/** The awards as the statement's one JSON parameter, numbered from 1 in the batch's order. */
function awardsInput(awards: BatchAward[]): string {
  return JSON.stringify(
    awards.map((award, index) => ({
      i: index + 1,
      user_id: award.userId,
      activity_id: award.activityId,
      sequence: award.sequence,
      points: award.points,
      key: award.idempotencyKey,
      reason: award.reason,
      reason_code: award.reasonCode,
      reason_values: award.reasonValues,
      breakdown: award.breakdown,
      creator_id: award.share?.creatorId ?? null,
      share: award.share?.points ?? 0,
    })),
  );
}

/**
 * Every award of a batch in ONE statement, at most one per member (so a member's projection moves once):
 * the members' accounts opened if needed, the postings (ON CONFLICT DO NOTHING on their keys), both lines of
 * each, the projections, the completion rows and the creators' accruals, as data-modifying CTEs joined on the
 * postings they inserted, so an award whose key was used already writes nothing but its completion row's
 * absence (the caller then answers it alone, as before). The deferred balance triggers check every posting
 * at commit.
 */
export async function insertAwards(
  db: Executor,
  awards: BatchAward[],
  completedAt: Date,
): Promise<WrittenAward[]> {
  const input = awardsInput(awards);
  const result = await executeNamed<{ i: number; posting_id: string | null; balance: number | null }>(
    db,
    'insert_batch_awards',
    sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS x(i int, user_id uuid, activity_id uuid, sequence int,
        points int, key text, reason text, reason_code text, reason_values jsonb, breakdown jsonb, creator_id uuid, share int)
    ), account AS (
      INSERT INTO points_accounts (id, kind, user_id) SELECT user_id, 'MEMBER', user_id FROM input
      ON CONFLICT DO NOTHING
    ), posting AS (
      INSERT INTO points_postings (kind, source, issuer, idempotency_key, reason, reason_code, reason_values, breakdown,
        activity_id)
      SELECT 'earn', 'activity', 'system', key, reason, reason_code, reason_values, breakdown, activity_id FROM input
      ORDER BY i
      ON CONFLICT DO NOTHING RETURNING id, idempotency_key
    ), paid AS (
      SELECT input.*, posting.id AS posting_id FROM input JOIN posting ON posting.idempotency_key = input.key
    ), lines AS (
      INSERT INTO points_entries (posting_id, account_id, amount)
      SELECT paid.posting_id, line.account_id, line.amount FROM paid
      CROSS JOIN LATERAL (VALUES (paid.user_id, paid.points),
        (${PLATFORM_ACCOUNT_IDS.REWARD_POOL}::uuid, -paid.points)) AS line(account_id, amount)
    ), balance AS (
      ${shiftBalancesStatement(sql`paid`)}
    ), completion AS (
      INSERT INTO activity_completions (user_id, activity_id, sequence, posting_id, points, completed_at)
      SELECT user_id, activity_id, sequence, posting_id, points, ${completedAt.toISOString()}::timestamptz FROM paid
    ), share AS (
      INSERT INTO points_creator_accruals (creator_id, member_id, activity_id, sequence, member_points, share)
      SELECT creator_id, user_id, activity_id, sequence, points, share FROM paid WHERE share > 0
      ON CONFLICT DO NOTHING
    )
    SELECT input.i, paid.posting_id, balance.total_points AS balance FROM input
    LEFT JOIN paid ON paid.i = input.i LEFT JOIN balance ON balance.id = input.user_id`,
  );
  const written: WrittenAward[] = awards.map(() => ({ postingId: null, balance: null }));
  for (const row of result.rows) written[row.i - 1] = { postingId: row.posting_id, balance: row.balance };
  return written;
}
