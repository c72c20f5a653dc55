/**
 * The chain module's published data access: treasury grants (welcome tokens, staff transfers), which the
 * wallets module creates and the web3 module pays and shows.
 */
export {
  findGrant,
  findGrantByKey,
  findWelcomeGrant,
  insertGrant,
  listStalledGrants,
  moveGrant,
  noteGrantWait,
  recordGrantTx,
  type GrantRow,
} from './treasury-grants.repository.js';
