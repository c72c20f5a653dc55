/**
 * The wallets module's published data access: the queries other modules may call. The repository
 * itself is this module's own (a check stops other modules importing it).
 */
export { findPayoutAddress } from './wallets.repository.js';

export { deleteExpiredWalletGrants } from './wallets.repository.js';

export { findCustodialWallet, listWallets, type WalletRow } from './wallets.repository.js';
