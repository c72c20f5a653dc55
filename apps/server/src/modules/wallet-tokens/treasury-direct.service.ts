import { ARTFI_TOKEN, type SendArtfiDirectBody, type TreasuryGrant } from '@streamit/contract';
import { parseUnits } from 'viem';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import type { ExchangeOperator } from '../wallet-exchange/exchange-admin.service.js';
import { selectPayoutAddress } from '../wallet-exchange/exchange.queries.js';
import { findGrantByKey, insertGrant } from '../wallet-chain/chain.queries.js';
import { sendGrantJob } from '../wallet-chain/treasury-grant-queue.js';
import { toTreasuryGrant } from './web3-view.js';

/**
 * POST /web3/send-artfi-direct: staff pay ARTFI from the treasury to a member's payout wallet. The grant,
 * its audit row (with the reason) and its payout job are written in one transaction; the treasury.grant
 * job pays it crash-safely. The staff member's Idempotency-Key makes a retry answer the same grant.
 */
export async function sendArtfiDirect(
  deps: AppDeps,
  operator: ExchangeOperator,
  body: SendArtfiDirectBody,
  idempotencyKey: string,
): Promise<TreasuryGrant> {
  const earlier = await findGrantByKey(deps.db, operator.adminId, idempotencyKey);
  if (earlier) return toTreasuryGrant(deps.config, earlier);
  const address = await selectPayoutAddress(deps.db, body.userId);
  if (!address) throw new AppError('EXCHANGE_WALLET_REQUIRED');
  const amountWei = parseUnits(body.amount, ARTFI_TOKEN.decimals).toString();
  const grant = await deps.db.transaction(async (tx) => {
    const row = await insertGrant(tx, {
      kind: 'DIRECT',
      userId: body.userId,
      adminId: operator.adminId,
      idempotencyKey,
      toAddress: address,
      amountWei,
      reason: body.reason,
    });
    if (!row) return undefined;
    await recordAuditEvent(tx, {
      actorAdminId: operator.adminId,
      action: 'web3.artfi_sent_direct',
      targetType: 'user',
      targetId: body.userId,
      ip: operator.ip,
      details: { grantId: row.id, to: address, artfi: body.amount, reason: body.reason },
    });
    await sendGrantJob(deps.jobs, tx, row.id);
    return row;
  });
  const row = grant ?? (await findGrantByKey(deps.db, operator.adminId, idempotencyKey));
  if (!row) throw new AppError('CONFLICT');
  return toTreasuryGrant(deps.config, row);
}
