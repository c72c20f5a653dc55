// A payment worker the crash tests kill: it runs one payment of PAYMENT_KIND through the recorded-transfer
// runner and stops dead at CRASH_AT, printing a marker.
import PgBoss from 'pg-boss';
import { encodeFunctionData, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { AppDeps } from '../src/app-deps.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { startChain, type Chain } from '../src/modules/wallet-chain/chain-client.js';
import type { TransferHooks } from '../src/modules/wallet-transfers/recorded-transfer.types.js';
import { runPayout } from '../src/modules/wallet-exchange/exchange-payout.service.js';
import {
  spendFromCustodialWallet,
  type CustodialSpend,
} from '../src/modules/wallet-tokens/custodial-tx.service.js';
import { runGrantPayout } from '../src/modules/wallet-tokens/treasury-grant-payout.service.js';
import type { WalletReleaseMessage } from '../src/modules/wallet-tokens/wallet-release-queue.js';
import { releaseCustodialWallet } from '../src/modules/wallet-tokens/wallet-release.service.js';
import { runProbe } from './transfer-probe.test-support.js';

const config = loadConfig();
const database = openDatabase(config.DATABASE_URL ?? '', 4);
const { chain } = await startChain(config);
// The runs queue nothing; the queue object is only there to complete the dependencies.
const deps: AppDeps = { config, db: database.db, jobs: new PgBoss(config.DATABASE_URL ?? ''), chain };
const stopDead = (marker: string) => async () => {
  process.stdout.write(`${marker}\n`);
  await new Promise(() => undefined);
};
const crashAt = process.env.CRASH_AT;
const hooks: TransferHooks = {
  ...(crashAt === 'afterRecord' ? { afterRecord: stopDead('RECORDED') } : {}),
  ...(crashAt === 'afterBroadcast' ? { afterBroadcast: stopDead('BROADCAST') } : {}),
};
const id = process.env.PAYMENT_ID ?? '';

/** A send of exactly `amountWei` from the member's custodial wallet, as POST /wallet/send builds it. */
function custodialSpendOf(live: Chain): CustodialSpend {
  const spend = JSON.parse(process.env.CUSTODIAL_SPEND ?? '{}') as Record<string, string>;
  const amount = BigInt(spend.amountWei ?? '0');
  const to = spend.to as Address;
  return {
    userId: spend.userId ?? '',
    walletId: spend.walletId ?? '',
    account: privateKeyToAccount(spend.privateKey as `0x${string}`),
    purposeKey: spend.purposeKey ?? '',
    toAddress: to,
    amountFrom: (available) => (amount <= available ? amount : 0n),
    callFor: (value) =>
      encodeFunctionData({ abi: live.artifact.abi, functionName: 'transfer', args: [to, value] }),
  };
}

async function pay(kind: string | undefined, live: Chain): Promise<void> {
  if (kind === 'probe') await runProbe(deps.db, live, id, { hooks });
  else if (kind === 'exchange') await runPayout(deps, id, hooks);
  else if (kind === 'grant') await runGrantPayout(deps, id, hooks);
  else if (kind === 'custodial') await spendFromCustodialWallet(deps, live, custodialSpendOf(live), hooks);
  else if (kind === 'handOver')
    await releaseCustodialWallet(
      deps,
      JSON.parse(process.env.WALLET_RELEASE ?? '{}') as WalletReleaseMessage,
      hooks,
    );
  else throw new Error(`unknown PAYMENT_KIND ${kind}`);
}

await pay(process.env.PAYMENT_KIND, chain);
process.stdout.write('DONE\n');
process.exit(0);
