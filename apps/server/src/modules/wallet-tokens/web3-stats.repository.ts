import { ARTFI_TOKEN } from '@streamit/contract';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { formatUnits } from 'viem';
import type { Executor } from '../../db/database.js';
import { pointsExchanges } from '../wallet-exchange/exchange.schema.js';
import { wallets } from '../wallet-custody/wallets.schema.js';
import { treasuryGrants } from '../wallet-chain/treasury-grants.schema.js';

/** What the platform paid in ARTFI: settled exchanges and their sum, settled welcome grants, wallet holders. */
export async function countPaid(db: Executor) {
  const [[exchanges], [welcome], [holders]] = await Promise.all([
    db
      .select({
        settled: count(),
        wei: sql<string>`coalesce(sum(${pointsExchanges.tokenAmountWei}), 0)::text`,
      })
      .from(pointsExchanges)
      .where(eq(pointsExchanges.status, 'SETTLED')),
    db
      .select({ settled: count() })
      .from(treasuryGrants)
      .where(sql`${treasuryGrants.kind} = 'WELCOME' and ${treasuryGrants.status} = 'SETTLED'`),
    db.select({ members: countDistinct(wallets.userId) }).from(wallets),
  ]);
  return {
    exchangesSettled: exchanges?.settled ?? 0,
    artfiPaidByExchanges: formatUnits(BigInt(exchanges?.wei ?? '0'), ARTFI_TOKEN.decimals),
    welcomeGrantsSettled: welcome?.settled ?? 0,
    membersWithWallets: holders?.members ?? 0,
  };
}
