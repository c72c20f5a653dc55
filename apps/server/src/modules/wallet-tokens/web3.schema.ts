import { BURN_ITEM_STATUSES, BURN_STATUSES, CUSTODIAL_TX_STATUSES } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { wei } from '../../db/wei-column.js';
import { adminUsers } from '../admins/admins.schema.js';
import { users } from '../members/members.schema.js';
import { wallets } from '../wallet-custody/wallets.schema.js';

/** An ARTFI burn run (decision 042): a job burning `ratio` of each named member's custodial ARTFI. */
export const burnRuns = pgTable(
  'artfi_burn_runs',
  {
    id: primaryUuid(),
    adminId: requiredRef('admin_id', () => adminUsers.id),
    // Millionths, so the share of each balance is integer arithmetic on base units.
    ratioMicros: integer('ratio_micros').notNull(),
    status: text('status').notNull().default('QUEUED'),
    total: integer('total').notNull(),
    totalSupplyBefore: wei('total_supply_before'),
    totalSupplyAfter: wei('total_supply_after'),
    failureReason: text('failure_reason'),
    createdAt: instantNow('created_at'),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    enumCheck('artfi_burn_runs_status_check', table.status, BURN_STATUSES),
    check('artfi_burn_runs_ratio_range', sql`${table.ratioMicros} between 1 and 1000000`),
  ],
);

/** One member's line in a burn run; its transaction lives in custodial_txs. */
export const burnItems = pgTable(
  'artfi_burn_items',
  {
    runId: requiredRef('run_id', () => burnRuns.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => users.id),
    position: integer('position').notNull(),
    status: text('status').notNull().default('PENDING'),
    address: text('address'),
    amountWei: wei('amount_wei').notNull().default('0'),
    txHash: text('tx_hash'),
    note: text('note'),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.userId] }),
    enumCheck('artfi_burn_items_status_check', table.status, BURN_ITEM_STATUSES),
  ],
);

/**
 * Transactions signed with a member's custodial key: sends (POST /wallet/send) and burns. The signed bytes,
 * hash and nonce are recorded before the broadcast, so a crash is resumed by looking the transaction up
 * instead of signing another (decision 042, as payouts in decision 028).
 */
export const custodialTxs = pgTable(
  'custodial_txs',
  {
    id: primaryUuid(),
    userId: requiredRef('user_id', () => users.id),
    walletId: requiredRef('wallet_id', () => wallets.id),
    fromAddress: text('from_address').notNull(),
    // The recipient of a send; null for a burn.
    toAddress: text('to_address'),
    amountWei: wei('amount_wei').notNull(),
    // `send:<Idempotency-Key>` or `burn:<run id>`: one transaction per member per key.
    purposeKey: text('purpose_key').notNull(),
    status: text('status').notNull().default('SENT'),
    txHash: text('tx_hash').notNull(),
    txNonce: integer('tx_nonce').notNull(),
    signedTx: text('signed_tx').notNull(),
    failureReason: text('failure_reason'),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    uniqueIndex('custodial_txs_user_purpose_unique').on(table.userId, table.purposeKey),
    uniqueIndex('custodial_txs_hash_unique').on(sql`lower(${table.txHash})`),
    index('custodial_txs_from_nonce_idx').on(sql`lower(${table.fromAddress})`, table.txNonce),
    index('custodial_txs_user_created_idx').on(table.userId, table.createdAt),
    enumCheck('custodial_txs_status_check', table.status, CUSTODIAL_TX_STATUSES),
    check('custodial_txs_amount_positive', sql`${table.amountWei} > 0`),
  ],
);
