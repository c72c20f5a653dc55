import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { wallets } from './wallets.schema.js';

/** The address exchanges and grants are paid to, or undefined when the member has no payout wallet yet. */
export async function findPayoutAddress(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ address: wallets.address })
    .from(wallets)
    .where(and(eq(wallets.userId, userId), eq(wallets.isPayout, true)));
  return row?.address;
}
