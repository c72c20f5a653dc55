import type { LedgerAccountKind } from '@streamit/contract';

/** Fixed ids of the platform's ledger accounts, inserted by the ledger's SQL migration. */
export const PLATFORM_ACCOUNT_IDS: Readonly<
  Record<Exclude<LedgerAccountKind, 'MEMBER' | 'CAMPAIGN'>, string>
> = {
  REWARD_POOL: '00000000-0000-4000-8000-00000000a001',
  EXCHANGE_HELD: '00000000-0000-4000-8000-00000000a002',
  BURNED: '00000000-0000-4000-8000-00000000a003',
  STORE: '00000000-0000-4000-8000-00000000a004',
};

/** Transaction-scoped advisory lock key for one member's points: completions and adjustments queue on it. */
export function memberLockKey(userId: string): string {
  return `points:member:${userId}`;
}
