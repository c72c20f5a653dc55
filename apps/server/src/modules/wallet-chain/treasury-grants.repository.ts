import type { TreasuryGrantStatus } from '@streamit/contract';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { notePayingWait, recordPayingTx, type RecordedTx } from '../../db/paying-row.js';
import { treasuryGrants } from './treasury-grants.schema.js';

/** A stored treasury grant. */
export type GrantRow = typeof treasuryGrants.$inferSelect;
/** The columns a new grant is written with. */
export type NewGrantRow = typeof treasuryGrants.$inferInsert;

/** Inserts a grant; answers undefined when a unique index says it exists (welcome once, one key once). */
export async function insertGrant(db: Executor, row: NewGrantRow): Promise<GrantRow | undefined> {
  const [inserted] = await db.insert(treasuryGrants).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** One grant by id. */
export async function findGrant(db: Executor, id: string): Promise<GrantRow | undefined> {
  const [row] = await db.select().from(treasuryGrants).where(eq(treasuryGrants.id, id));
  return row;
}

/** The member's welcome grant, if one was made. */
export async function findWelcomeGrant(db: Executor, userId: string): Promise<GrantRow | undefined> {
  const [row] = await db
    .select()
    .from(treasuryGrants)
    .where(and(eq(treasuryGrants.userId, userId), eq(treasuryGrants.kind, 'WELCOME')));
  return row;
}

/** A staff member's grant made under an Idempotency-Key. */
export async function findGrantByKey(db: Executor, adminId: string, key: string) {
  const [row] = await db
    .select()
    .from(treasuryGrants)
    .where(and(eq(treasuryGrants.adminId, adminId), eq(treasuryGrants.idempotencyKey, key)));
  return row;
}

/** Moves a grant between states in one conditional UPDATE; undefined when it was no longer in `from`. */
export async function moveGrant(
  db: Executor,
  id: string,
  from: TreasuryGrantStatus,
  to: TreasuryGrantStatus,
  changes: Partial<NewGrantRow> = {},
): Promise<GrantRow | undefined> {
  const [row] = await db
    .update(treasuryGrants)
    .set({ ...changes, status: to, updatedAt: sql`now()` })
    .where(and(eq(treasuryGrants.id, id), eq(treasuryGrants.status, from)))
    .returning();
  return row;
}

/** Records the transaction about to be broadcast, only while PAYING with the transaction `row` holds. */
export function recordGrantTx(db: Executor, row: GrantRow, tx: RecordedTx): Promise<boolean> {
  return recordPayingTx(db, treasuryGrants, row, tx);
}

/** Notes why a PAYING grant waits (its job retries), leaving updated_at for the sweeper. */
export function noteGrantWait(db: Executor, id: string, reason: string): Promise<void> {
  return notePayingWait(db, treasuryGrants, id, reason);
}

/** Grants queued or paying and untouched for `minutes`: their job message was lost or gave up. */
export async function listStalledGrants(db: Executor, minutes: number): Promise<string[]> {
  const rows = await db
    .select({ id: treasuryGrants.id })
    .from(treasuryGrants)
    .where(
      and(
        inArray(treasuryGrants.status, ['QUEUED', 'PAYING']),
        lt(treasuryGrants.updatedAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return rows.map((row) => row.id);
}
