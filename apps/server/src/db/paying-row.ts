import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.js';

/**
 * A payment table whose rows a job claims into PAYING and pays through the recorded-transfer runner
 * (decision 054): the exchange payouts and treasury grants. Each owner's repository calls these with its
 * own table, so the writes stay its own and the SQL is written once.
 */
export type PayingTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  txHash: AnyPgColumn;
  failureReason: AnyPgColumn;
};

/** A transaction signed for a row: its hash, nonce and raw bytes. */
export interface RecordedTx {
  hash: string;
  nonce: number;
  signed: string;
}

/**
 * Records the transaction about to be broadcast (with any `extra` columns), only while the row is PAYING
 * with the transaction the caller last saw, so two workers cannot both record one.
 */
export async function recordPayingTx(
  db: Executor,
  table: PayingTable,
  row: { id: string; txHash: string | null },
  tx: RecordedTx,
  extra: Record<string, unknown> = {},
): Promise<boolean> {
  const values = { ...extra, txHash: tx.hash, txNonce: tx.nonce, signedTx: tx.signed, updatedAt: sql`now()` };
  const lastSeen: SQL = row.txHash === null ? isNull(table.txHash) : eq(table.txHash, row.txHash);
  const rows = await db
    .update(table)
    .set(values)
    .where(and(eq(table.id, row.id), eq(table.status, 'PAYING'), lastSeen))
    .returning({ id: table.id });
  return rows.length === 1;
}

/** Notes why a PAYING row waits (its job retries); updated_at is left alone, so the sweeper still finds it. */
export async function notePayingWait(db: Executor, table: PayingTable, id: string, reason: string) {
  await db
    .update(table)
    .set({ failureReason: reason })
    .where(and(eq(table.id, id), eq(table.status, 'PAYING')));
}
