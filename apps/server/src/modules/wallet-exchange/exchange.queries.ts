/**
 * The exchange module's published data access: the queries other modules may call (web3 reads the payout
 * address and points balance it shows beside on-chain balances).
 */
export { selectPayoutAddress, selectPointsBalance } from './exchange.repository.js';
