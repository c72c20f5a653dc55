import { ARTFI_TOKEN, type WelcomeTokensStatus } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { listWallets } from './wallets.repository.js';
import { findWelcomeGrant } from '../wallet-chain/chain.queries.js';
import { formatUnits } from 'viem';
import { welcomeAmountWei } from '../wallet-chain/welcome-grant.service.js';

const artfiOf = (wei: string | bigint) => formatUnits(BigInt(wei), ARTFI_TOKEN.decimals);

const MESSAGES = {
  off: 'Welcome tokens are not available.',
  waiting: 'Create your wallet to receive your welcome tokens.',
  QUEUED: 'Your welcome tokens are on their way.',
  PAYING: 'Your welcome tokens are on their way.',
  SETTLED: 'Your welcome tokens were sent to your wallet.',
  FAILED: 'Sending your welcome tokens failed; our team will retry.',
} as const;

/** GET /auth/welcome-tokens-status: the grant (once per member, on their first wallet) and its payout. */
export async function describeWelcomeTokens(
  deps: AppDeps,
  userId: string,
  emailVerified: boolean,
): Promise<WelcomeTokensStatus> {
  const [grant, wallets] = await Promise.all([
    findWelcomeGrant(deps.db, userId),
    listWallets(deps.db, userId),
  ]);
  const amount = welcomeAmountWei(deps);
  const available = amount > 0n;
  const status = grant ? (grant.status as WelcomeTokensStatus['status']) : null;
  return {
    available,
    claimed: grant !== undefined,
    amount: grant ? artfiOf(grant.amountWei) : available ? artfiOf(amount) : null,
    requirements: { emailVerified, walletCreated: wallets.length > 0 },
    message: status ? MESSAGES[status] : available ? MESSAGES.waiting : MESSAGES.off,
    status,
    txHash: grant?.txHash ?? null,
  };
}
