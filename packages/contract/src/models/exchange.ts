import { z } from 'zod';

/** States of a points → ARTFI exchange (decision 028). */
export const EXCHANGE_STATUSES = [
  'PENDING',
  'APPROVED',
  'PAYING',
  'SETTLED',
  'FAILED',
  'REJECTED',
  'CANCELLED',
] as const;
/**
 * The reason an exchange payout or a treasury grant shows while it waits, PAYING, for a chain node that does
 * not answer; its job retries and it resumes by itself once the node is back (the web translates it).
 */
export const CHAIN_NODE_WAIT_REASON =
  'Waiting for the chain node, which does not answer; the payment resumes by itself when it is back';
/** Zod schema for an exchange status. */
export const ExchangeStatusSchema = z.enum(EXCHANGE_STATUSES);
/** An exchange status. */
export type ExchangeStatus = z.infer<typeof ExchangeStatusSchema>;

/**
 * Every move an exchange may make; any other is refused. PENDING waits for staff; APPROVED waits for the
 * payout job, which moves it to PAYING before signing; FAILED waits for a manual action (retry, mark
 * settled after checking the chain, cancel). SETTLED, REJECTED and CANCELLED are final.
 */
export const EXCHANGE_TRANSITIONS: Readonly<Record<ExchangeStatus, readonly ExchangeStatus[]>> = {
  PENDING: ['APPROVED', 'REJECTED', 'CANCELLED'],
  APPROVED: ['PAYING', 'CANCELLED'],
  PAYING: ['SETTLED', 'FAILED'],
  FAILED: ['APPROVED', 'SETTLED', 'CANCELLED'],
  SETTLED: [],
  REJECTED: [],
  CANCELLED: [],
};

/** Whether the transition table allows moving an exchange from one status to another. */
export function canMoveExchange(from: ExchangeStatus, to: ExchangeStatus): boolean {
  return EXCHANGE_TRANSITIONS[from].includes(to);
}

/** Statuses whose points still count against the member's daily exchange maximum. */
export const EXCHANGE_COUNTING_STATUSES: readonly ExchangeStatus[] = [
  'PENDING',
  'APPROVED',
  'PAYING',
  'SETTLED',
  'FAILED',
];

/** Manual actions staff can take on an exchange. */
export const EXCHANGE_MANUAL_ACTIONS = ['retry', 'mark-settled', 'cancel'] as const;
/** Zod schema for a manual action. */
export const ExchangeManualActionSchema = z.enum(EXCHANGE_MANUAL_ACTIONS);
/** A manual action. */
export type ExchangeManualAction = z.infer<typeof ExchangeManualActionSchema>;

/** ARTFI's symbol and decimals. */
export const ARTFI_TOKEN = { symbol: 'ARTFI', decimals: 18 } as const;
