import { ARTFI_TOKEN, type TreasuryGrant, type WalletSend } from '@streamit/contract';
import { formatUnits } from 'viem';
import type { Config } from '../../config.js';
import { txUrlOf } from '../wallet-exchange/exchange-view.js';
import type { CustodialTxRow } from './custodial-tx.repository.js';
import type { GrantRow } from '../wallet-chain/chain.queries.js';

/** Base units as a decimal ARTFI string. */
export function artfiOf(wei: string | bigint): string {
  return formatUnits(BigInt(wei), ARTFI_TOKEN.decimals);
}

/** The public view of a send. */
export function toWalletSend(config: Pick<Config, 'CHAIN_EXPLORER_URL'>, row: CustodialTxRow): WalletSend {
  return {
    id: row.id,
    to: row.toAddress ?? '',
    artfiAmount: artfiOf(row.amountWei),
    status: row.status as WalletSend['status'],
    txHash: row.txHash,
    txUrl: txUrlOf(config, row.txHash),
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The staff view of a treasury grant. */
export function toTreasuryGrant(config: Pick<Config, 'CHAIN_EXPLORER_URL'>, row: GrantRow): TreasuryGrant {
  return {
    id: row.id,
    kind: row.kind as TreasuryGrant['kind'],
    userId: row.userId,
    to: row.toAddress,
    artfiAmount: artfiOf(row.amountWei),
    status: row.status as TreasuryGrant['status'],
    reason: row.reason,
    txHash: row.txHash,
    txUrl: txUrlOf(config, row.txHash),
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
  };
}
