import type {
  BurnRun,
  ExecuteBurnBody,
  PendingMoneyApproval,
  SendArtfiDirectBody,
  TreasuryGrant,
} from '@streamit/contract';
import { randomUUID } from 'node:crypto';
import type { Address } from 'viem';
import type { AppDeps } from '../../app-deps.js';
import { findGrantByKey } from '../wallet-chain/chain.queries.js';
import { readTokenBalance } from '../wallet-chain/treasury-transfer.js';
import type { ExchangeOperator } from '../wallet-exchange/exchange-admin.service.js';
import { gateMoneyMove } from '../money-approvals/money-approvals.service.js';
import { findCustodialWallet } from '../wallet-custody/wallets.queries.js';
import { executeBurn } from './burn.service.js';
import { sendArtfiDirect } from './treasury-direct.service.js';
import { artfiOf } from './web3-view.js';

const MICROS = 1_000_000n;

/** POST /web3/send-artfi-direct through the four-eyes gate (decision 063); a replayed key answers its grant. */
export async function requestArtfiSend(
  deps: AppDeps,
  operator: ExchangeOperator,
  body: SendArtfiDirectBody,
  idempotencyKey: string,
): Promise<TreasuryGrant | PendingMoneyApproval> {
  const earlier = await findGrantByKey(deps.db, operator.adminId, idempotencyKey);
  const pending = earlier
    ? undefined
    : await gateMoneyMove(deps, operator, {
        kind: 'ARTFI_SEND',
        subject: `key:${operator.adminId}:${idempotencyKey}`,
        payload: { body, idempotencyKey },
        amount: body.amount,
        unit: 'ARTFI',
        subjectUserId: body.userId,
        note: body.reason,
      });
  return pending ?? sendArtfiDirect(deps, operator, body, idempotencyKey);
}

/**
 * What a burn would take now: `ratio` of each named member's custodial ARTFI, read from the chain. Null
 * without a chain, which the gate counts as above any threshold: an unknown burn never skips the checker.
 */
async function estimateBurnArtfi(deps: AppDeps, body: ExecuteBurnBody): Promise<string | null> {
  const chain = deps.chain;
  if (!chain) return null;
  let total = 0n;
  for (const userId of new Set(body.userIds)) {
    const wallet = await findCustodialWallet(deps.db, userId);
    if (wallet) total += await readTokenBalance(chain, wallet.address as Address);
  }
  return artfiOf((total * BigInt(Math.round(body.ratio * 1_000_000))) / MICROS);
}

/** POST /artfi-burn/execute through the four-eyes gate. */
export async function requestBurn(
  deps: AppDeps,
  operator: ExchangeOperator,
  body: ExecuteBurnBody,
  idempotencyKey: string | undefined,
): Promise<BurnRun | PendingMoneyApproval> {
  const pending = await gateMoneyMove(deps, operator, {
    kind: 'ARTFI_BURN',
    subject: `key:${operator.adminId}:${idempotencyKey ?? randomUUID()}`,
    payload: { body },
    amount: await estimateBurnArtfi(deps, body),
    unit: 'ARTFI',
    subjectUserId: body.userIds.length === 1 ? (body.userIds[0] ?? null) : null,
    note: `${body.userIds.length} × ${body.ratio}`,
  });
  return pending ?? executeBurn(deps, operator, body);
}
