import type { AdminExchange, Exchange } from '@streamit/contract';
import { formatUnits } from 'viem';
import type { Config } from '../../config.js';
import type { ExchangeRow } from './exchange.repository.js';

/** A transaction's explorer link, or null when no explorer is configured (the hash is shown instead). */
export function txUrlOf(config: Pick<Config, 'CHAIN_EXPLORER_URL'>, hash: string | null): string | null {
  if (!hash || !config.CHAIN_EXPLORER_URL) return null;
  return `${config.CHAIN_EXPLORER_URL.replace(/\/+$/, '')}/tx/${hash}`;
}

/** An exchange as its member reads it. The signed bytes and nonce stay on the server. */
export function toExchange(config: Pick<Config, 'CHAIN_EXPLORER_URL'>, row: ExchangeRow): Exchange {
  return {
    id: row.id,
    pointsAmount: row.pointsAmount,
    artfiAmount: formatUnits(BigInt(row.tokenAmountWei), 18),
    description: row.description,
    status: row.status as Exchange['status'],
    payoutAddress: row.payoutAddress,
    txHash: row.txHash,
    txUrl: txUrlOf(config, row.txHash),
    rejectReason: row.rejectReason,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** The member columns staff see beside an exchange. */
export interface ExchangeMember {
  email: string | null;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** An exchange as staff read it. */
export function toAdminExchange(
  config: Pick<Config, 'CHAIN_EXPLORER_URL'>,
  row: ExchangeRow,
  member: ExchangeMember,
): AdminExchange {
  const fullName = [member.firstName, member.lastName].filter(Boolean).join(' ');
  return {
    ...toExchange(config, row),
    userId: row.userId,
    memberEmail: member.email ?? '',
    memberName: member.displayName ?? fullName,
    attempts: row.attempts,
  };
}
