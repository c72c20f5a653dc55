import type { BurnItemStatus, BurnStatus } from '@streamit/contract';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { users } from '../members/members.schema.js';
import { burnItems, burnRuns } from './web3.schema.js';

/** A stored burn run. */
export type BurnRunRow = typeof burnRuns.$inferSelect;
/** A stored burn item. */
export type BurnItemRow = typeof burnItems.$inferSelect;

/** Which of `ids` are members. */
export async function selectExistingUsers(db: Executor, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Writes a run and one PENDING item per member, in the order given. */
export async function insertBurnRun(
  db: Executor,
  run: { adminId: string; ratioMicros: number; userIds: string[] },
): Promise<BurnRunRow> {
  const [row] = await db
    .insert(burnRuns)
    .values({ adminId: run.adminId, ratioMicros: run.ratioMicros, total: run.userIds.length })
    .returning();
  if (!row) throw new Error('burn run insert returned no row');
  await db
    .insert(burnItems)
    .values(run.userIds.map((userId, position) => ({ runId: row.id, userId, position })));
  return row;
}

/** One run by id. */
export async function findBurnRun(db: Executor, id: string): Promise<BurnRunRow | undefined> {
  const [row] = await db.select().from(burnRuns).where(eq(burnRuns.id, id));
  return row;
}

/** A run's items in their order. */
export function listBurnItems(db: Executor, runId: string): Promise<BurnItemRow[]> {
  return db.select().from(burnItems).where(eq(burnItems.runId, runId)).orderBy(asc(burnItems.position));
}

/** How many of a run's items are finished (anything but PENDING). */
export async function countProcessed(db: Executor, runId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(burnItems)
    .where(and(eq(burnItems.runId, runId), ne(burnItems.status, 'PENDING')));
  return row?.n ?? 0;
}

/** Moves a run between states in one conditional UPDATE. */
export async function moveBurnRun(
  db: Executor,
  id: string,
  from: BurnStatus,
  to: BurnStatus,
  changes: Partial<typeof burnRuns.$inferInsert> = {},
): Promise<BurnRunRow | undefined> {
  const [row] = await db
    .update(burnRuns)
    .set({ ...changes, status: to })
    .where(and(eq(burnRuns.id, id), eq(burnRuns.status, from)))
    .returning();
  return row;
}

/** Sets columns of a run whatever its state (the supply before, read once). */
export async function updateBurnRun(
  db: Executor,
  id: string,
  changes: Partial<typeof burnRuns.$inferInsert>,
) {
  await db.update(burnRuns).set(changes).where(eq(burnRuns.id, id));
}

/** Finishes one item, only while it is still PENDING. */
export async function finishBurnItem(
  db: Executor,
  runId: string,
  userId: string,
  result: {
    status: Exclude<BurnItemStatus, 'PENDING'>;
    address?: string | null;
    amountWei?: string;
    txHash?: string | null;
    note?: string | null;
  },
): Promise<void> {
  await db
    .update(burnItems)
    .set(result)
    .where(and(eq(burnItems.runId, runId), eq(burnItems.userId, userId), eq(burnItems.status, 'PENDING')));
}

/** Sum of the amounts a run burned. */
export async function sumBurned(db: Executor, runId: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${burnItems.amountWei}), 0)::text` })
    .from(burnItems)
    .where(and(eq(burnItems.runId, runId), eq(burnItems.status, 'BURNED')));
  return BigInt(row?.total ?? '0');
}
