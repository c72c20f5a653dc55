import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

/** Transaction-scoped advisory lock of one signer (the treasury or a custodial wallet) on one chain. */
export async function lockTreasury(db: Executor, chainId: number, address: string): Promise<void> {
  const key = `chain:treasury:${chainId}:${address.toLowerCase()}`;
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
