import { EXCHANGE_STATUSES } from '@streamit/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { pointsExchanges } from '../wallet-exchange/exchange.schema.js';

const FINISHED = new Set(['SETTLED', 'FAILED', 'REJECTED', 'CANCELLED']);
const OPEN_EXCHANGE_STATUSES = EXCHANGE_STATUSES.filter((status) => !FINISHED.has(status));

/** How many of the member's exchanges still hold points or wait to be paid. */
export async function countOpenExchanges(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pointsExchanges)
    .where(and(eq(pointsExchanges.userId, userId), inArray(pointsExchanges.status, OPEN_EXCHANGE_STATUSES)));
  return row?.count ?? 0;
}

/** Transaction-scoped advisory lock on a text key (same hashing as the points ledger's member lock). */
export async function lockOnKey(db: Executor, key: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
