import type { WalletInfo, WalletSummary } from '@streamit/contract';
import type { WalletRow } from './wallets.repository.js';

/** The public face of a wallet row: never its key material. */
export function toWalletInfo(row: WalletRow): WalletInfo {
  return {
    id: row.id,
    address: row.address,
    kind: row.kind === 'EXTERNAL' ? 'EXTERNAL' : 'CUSTODIAL',
    isPayout: row.isPayout,
    hasMnemonic: row.encryptedMnemonic !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The wallet kept with a session (login, OAuth exchange): the payout wallet, else the custodial one. */
export function toWalletSummary(rows: WalletRow[]): WalletSummary | null {
  const chosen = rows.find((row) => row.isPayout) ?? rows.find((row) => row.kind === 'CUSTODIAL');
  // The balance is read from the chain by the wallet page, not at sign-in.
  return chosen ? { address: chosen.address, artfiBalance: null } : null;
}
