import { parseUnits } from 'viem';
import { ARTFI_TOKEN } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/database.js';
import { insertGrant } from './treasury-grants.repository.js';
import { sendGrantJob } from './treasury-grant-queue.js';

/** WELCOME_TOKENS_ARTFI in base units; 0 when the grant is off. */
export function welcomeAmountWei(deps: Pick<AppDeps, 'config'>): bigint {
  return parseUnits(deps.config.WELCOME_TOKENS_ARTFI, ARTFI_TOKEN.decimals);
}

/**
 * Grants the welcome tokens to a member's first wallet, in the transaction that creates it. The partial
 * unique index on (user) for WELCOME makes a second grant a no-op, whatever races; the payout job message
 * is sent only with the row that was inserted.
 */
export async function grantWelcomeTokens(
  deps: AppDeps,
  tx: Transaction,
  userId: string,
  address: string,
): Promise<void> {
  const amount = welcomeAmountWei(deps);
  if (amount <= 0n) return;
  const grant = await insertGrant(tx, {
    kind: 'WELCOME',
    userId,
    toAddress: address,
    amountWei: amount.toString(),
    reason: 'Welcome tokens',
  });
  if (grant) await sendGrantJob(deps.jobs, tx, grant.id);
}
