import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { shiftBalanceStatement } from '../members/members.queries.js';
import { pointsAccounts, pointsEntries, pointsPostings } from './points-ledger.schema.js';

export type PostingRow = typeof pointsPostings.$inferSelect;
type NewPosting = typeof pointsPostings.$inferInsert;

/** Opens a member's ledger account (its id is the member's id) unless it exists. */
export async function ensureMemberAccounts(db: Executor, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(pointsAccounts)
    .values(userIds.map((id) => ({ id, kind: 'MEMBER', userId: id })))
    .onConflictDoNothing();
}

/** Inserts a posting unless its issuer already used the key; null then. */
export async function insertPosting(db: Executor, posting: NewPosting): Promise<PostingRow | null> {
  const [row] = await db.insert(pointsPostings).values(posting).onConflictDoNothing().returning();
  return row ?? null;
}

/** The posting an issuer made with a key. */
export async function findPostingByKey(
  db: Executor,
  issuer: string,
  key: string,
): Promise<PostingRow | null> {
  const [row] = await db
    .select()
    .from(pointsPostings)
    .where(and(eq(pointsPostings.issuer, issuer), eq(pointsPostings.idempotencyKey, key)));
  return row ?? null;
}

/** All lines of a posting, in one statement. */
export async function insertEntries(
  db: Executor,
  postingId: string,
  lines: { accountId: string; amount: number }[],
): Promise<void> {
  await db.insert(pointsEntries).values(lines.map((line) => ({ ...line, postingId })));
}

/** A posting's one member, how far it moves their projection, and whether it may go below zero. */
export interface MemberShift {
  userId: string;
  delta: number;
  allowNegative: boolean;
}

/**
 * A posting that moves ONE member (an award, a bonus): their account opened if needed, the posting, all its
 * lines and the member's projected balance in one statement, one round trip instead of four. Null when the
 * issuer already used the key (nothing written); `balance` null when the member would go below zero (nothing
 * may commit then: the caller throws). Data-modifying CTEs share a snapshot, so each part joins on the
 * posting it inserted: after a key conflict no line and no balance moves. The account is opened before the
 * member's users row is locked, the order the multi-member path takes too: PostgreSQL runs a CTE nobody reads
 * only after the main query, so a new member's account would be opened after their row was locked, and a
 * posting that opened it in between and waits for that row deadlocked (40P01) with this one.
 */
export async function insertMemberPosting(
  db: Executor,
  posting: NewPosting,
  lines: { accountId: string; amount: number }[],
  member: MemberShift,
): Promise<{ posting: PostingRow; balance: number | null } | null> {
  const result = await db.execute<{ id: string; created_at: number; balance: number | null }>(sql`
    WITH account AS (
      INSERT INTO points_accounts (id, kind, user_id) VALUES (${member.userId}::uuid, 'MEMBER', ${member.userId}::uuid)
      ON CONFLICT DO NOTHING RETURNING id
    ), posting AS (
      INSERT INTO points_postings (kind, source, issuer, issuer_admin_id, idempotency_key, reason, reason_code,
        reason_values, breakdown, activity_id, reverses_posting_id, fraud_reversal)
      VALUES (${posting.kind}, ${posting.source}, ${posting.issuer}, ${posting.issuerAdminId ?? null}::uuid,
        ${posting.idempotencyKey}, ${posting.reason ?? ''}, ${posting.reasonCode ?? null},
        ${JSON.stringify(posting.reasonValues ?? {})}::jsonb, ${JSON.stringify(posting.breakdown ?? {})}::jsonb,
        ${posting.activityId ?? null}::uuid, ${posting.reversesPostingId ?? null}::uuid, ${posting.fraudReversal ?? false})
      ON CONFLICT DO NOTHING RETURNING id, created_at
    ), lines AS (
      INSERT INTO points_entries (posting_id, account_id, amount)
      SELECT posting.id, line.account_id, line.amount FROM posting,
        unnest(${arrayLiteral(lines.map((l) => l.accountId))}::uuid[], ${arrayLiteral(lines.map((l) => l.amount))}::int[])
          AS line(account_id, amount)
    ), balance AS (
      ${shiftBalanceStatement(member, sql`EXISTS (SELECT 1 FROM posting) AND (SELECT count(*) FROM account) >= 0`)}
    )
    SELECT posting.id, (extract(epoch from posting.created_at) * 1000)::float8 AS created_at,
      (SELECT total_points FROM balance) AS balance
    FROM posting`);
  const row = result.rows[0];
  if (!row) return null;
  return { posting: postingRowOf(posting, row.id, new Date(row.created_at)), balance: row.balance };
}

/** A PostgreSQL array literal of uuids or integers, sent as one text parameter. */
const arrayLiteral = (values: (string | number)[]) => `{${values.join(',')}}`;

function postingRowOf(posting: NewPosting, id: string, createdAt: Date): PostingRow {
  return {
    id,
    kind: posting.kind,
    source: posting.source,
    issuer: posting.issuer,
    issuerAdminId: posting.issuerAdminId ?? null,
    idempotencyKey: posting.idempotencyKey,
    reason: posting.reason ?? '',
    reasonCode: posting.reasonCode ?? null,
    reasonValues: posting.reasonValues ?? {},
    breakdown: posting.breakdown ?? {},
    activityId: posting.activityId ?? null,
    reversesPostingId: posting.reversesPostingId ?? null,
    fraudReversal: posting.fraudReversal ?? false,
    createdAt,
  };
}

/** A member whose projected balance is not the sum of their ledger lines. */
export interface BalanceDifference {
  userId: string;
  projected: number;
  derived: number;
}

/** Every member whose users.total_points differs from their ledger, in one snapshot. */
export async function findBalanceDifferences(db: Executor): Promise<BalanceDifference[]> {
  const result = await db.execute<{ user_id: string; projected: number; derived: string }>(sql`
    SELECT u.id AS user_id, u.total_points AS projected, coalesce(l.total, 0) AS derived
    FROM users u
    LEFT JOIN (SELECT account_id, sum(amount) AS total FROM points_entries GROUP BY account_id) l
      ON l.account_id = u.id
    WHERE u.total_points <> coalesce(l.total, 0)`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    projected: row.projected,
    derived: Number(row.derived),
  }));
}

/** Postings whose lines do not sum to zero (or that have fewer than two); the trigger makes this 0. */
export async function countUnbalancedPostings(db: Executor): Promise<number> {
  const result = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM points_postings p
    LEFT JOIN (SELECT posting_id, count(*) AS lines, sum(amount) AS total FROM points_entries GROUP BY posting_id) e
      ON e.posting_id = p.id
    WHERE coalesce(e.lines, 0) < 2 OR e.total <> 0`);
  return Number(result.rows[0]?.n ?? 0);
}

/** Takes the transaction-scoped advisory lock of a key (released at commit or rollback). */
export async function lockKey(db: Executor, key: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Opens a sponsored campaign's ledger account (its id is the campaign's id) unless it exists. */
export async function insertCampaignAccount(db: Executor, campaignId: string): Promise<void> {
  await db.insert(pointsAccounts).values({ id: campaignId, kind: 'CAMPAIGN' }).onConflictDoNothing();
}

/** A campaign account's balance: the sum of its lines (no projection; decision 061). */
export async function selectAccountBalance(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsEntries.amount}), 0)::int` })
    .from(pointsEntries)
    .where(eq(pointsEntries.accountId, accountId));
  return row?.total ?? 0;
}
