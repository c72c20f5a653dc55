import { and, desc, eq, gt, isNotNull, lt, lte, ne } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { memberDataExports as t } from './member-data.schema.js';

export type MemberDataExportRow = typeof t.$inferSelect;

/** Records a new request (status PREPARING); a second one while another is prepared breaks the unique index. */
export async function insertDataExport(db: Executor, userId: string): Promise<MemberDataExportRow> {
  const [row] = await db.insert(t).values({ userId }).returning();
  if (!row) throw new Error('member_data_exports insert returned no row');
  return row;
}

/** The member's most recent request. */
export async function findLatestDataExport(
  db: Executor,
  userId: string,
): Promise<MemberDataExportRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.requestedAt)).limit(1);
  return row;
}

/** One request by id, whatever its state. */
export async function findDataExport(db: Executor, id: string): Promise<MemberDataExportRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.id, id));
  return row;
}

/** Marks a prepared request ready with its deletion time; false when it was no longer PREPARING. */
export async function markDataExportReady(
  db: Executor,
  id: string,
  readyAt: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ status: 'READY', readyAt, expiresAt })
    .where(and(eq(t.id, id), eq(t.status, 'PREPARING')))
    .returning({ id: t.id });
  return rows.length === 1;
}

/** Marks a prepared request failed, keeping the reason for staff. */
export async function markDataExportFailed(db: Executor, id: string, failure: string): Promise<void> {
  await db
    .update(t)
    .set({ status: 'FAILED', failure: failure.slice(0, 500) })
    .where(and(eq(t.id, id), eq(t.status, 'PREPARING')));
}

/** Stores the hash of a fresh one-time link token on the member's ready copy (a new link replaces the last). */
export async function setDataExportLink(
  db: Executor,
  id: string,
  tokenHash: string,
  linkExpiresAt: Date,
): Promise<void> {
  await db.update(t).set({ linkTokenHash: tokenHash, linkExpiresAt }).where(eq(t.id, id));
}

/**
 * Uses a link: in one statement, so of any number of parallel requests with the token exactly one gets the row.
 * Only a ready, unexpired copy with this unexpired token qualifies.
 */
export async function consumeDataExportLink(
  db: Executor,
  id: string,
  tokenHash: string,
  now: Date,
): Promise<MemberDataExportRow | undefined> {
  const [row] = await db
    .update(t)
    .set({ linkTokenHash: null, linkExpiresAt: null, downloadedAt: now })
    .where(
      and(
        eq(t.id, id),
        eq(t.status, 'READY'),
        eq(t.linkTokenHash, tokenHash),
        gt(t.linkExpiresAt, now),
        gt(t.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Ready copies whose period ended at or before `now`: their files are to be deleted. */
export function listExpiredDataExports(db: Executor, now: Date): Promise<MemberDataExportRow[]> {
  return db
    .select()
    .from(t)
    .where(and(eq(t.status, 'READY'), isNotNull(t.expiresAt), lte(t.expiresAt, now)));
}

/** Marks a copy whose file was deleted; its link can no longer open. */
export async function markDataExportExpired(db: Executor, id: string): Promise<void> {
  await db
    .update(t)
    .set({ status: 'EXPIRED', linkTokenHash: null, linkExpiresAt: null })
    .where(and(eq(t.id, id), eq(t.status, 'READY')));
}

/** The member's other ready copies: a new copy replaces them, so at most one file per member is kept. */
export function listOlderReadyDataExports(
  db: Executor,
  userId: string,
  keepId: string,
): Promise<MemberDataExportRow[]> {
  return db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.status, 'READY'), ne(t.id, keepId)));
}

/**
 * Marks FAILED every request still PREPARING since before `cutoff`: its job was lost or expired, and the
 * member could otherwise never ask again (one request in the making per member).
 */
export async function failAbandonedDataExports(db: Executor, cutoff: Date): Promise<number> {
  const rows = await db
    .update(t)
    .set({ status: 'FAILED', failure: 'abandoned: the job did not finish' })
    .where(and(eq(t.status, 'PREPARING'), lt(t.requestedAt, cutoff)))
    .returning({ id: t.id });
  return rows.length;
}
