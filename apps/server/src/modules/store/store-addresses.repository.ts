import type { ShippingAddress } from '@streamit/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { storeAddresses } from './store.schema.js';

export type SavedAddressRow = typeof storeAddresses.$inferSelect;

/** The member's saved addresses, oldest first. */
export function listAddresses(db: Executor, userId: string): Promise<SavedAddressRow[]> {
  return db
    .select()
    .from(storeAddresses)
    .where(eq(storeAddresses.userId, userId))
    .orderBy(asc(storeAddresses.createdAt), asc(storeAddresses.id));
}

/** How many addresses the member saved. */
export async function countAddresses(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(storeAddresses)
    .where(eq(storeAddresses.userId, userId));
  return row?.n ?? 0;
}

/** Saves one address. */
export async function insertAddress(db: Executor, userId: string, address: ShippingAddress) {
  const [row] = await db.insert(storeAddresses).values({ userId, address }).returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

/** Removes one of the member's addresses; false when it was not theirs or not there. */
export async function deleteAddress(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(storeAddresses)
    .where(and(eq(storeAddresses.id, id), eq(storeAddresses.userId, userId)))
    .returning({ id: storeAddresses.id });
  return rows.length === 1;
}

/** Account deletion: every saved address goes. */
export async function deleteAllAddresses(db: Executor, userId: string): Promise<void> {
  await db.delete(storeAddresses).where(eq(storeAddresses.userId, userId));
}
