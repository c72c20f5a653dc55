import { TREASURY_GRANT_KINDS, TREASURY_GRANT_STATUSES } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { wei } from '../../db/wei-column.js';
import { adminUsers } from '../admins/admins.schema.js';
import { users } from '../members/members.schema.js';

/**
 * Treasury payments outside exchanges: the welcome grant (at most one per member, by a partial unique
 * index) and staff transfers. Paid by the treasury.grant job with the transaction recorded before broadcast.
 */
export const treasuryGrants = pgTable(
  'treasury_grants',
  {
    id: primaryUuid(),
    kind: text('kind').notNull(),
    userId: requiredRef('user_id', () => users.id),
    adminId: uuid('admin_id').references(() => adminUsers.id),
    idempotencyKey: text('idempotency_key'),
    toAddress: text('to_address').notNull(),
    amountWei: wei('amount_wei').notNull(),
    reason: text('reason').notNull().default(''),
    status: text('status').notNull().default('QUEUED'),
    txHash: text('tx_hash'),
    txNonce: integer('tx_nonce'),
    signedTx: text('signed_tx'),
    failureReason: text('failure_reason'),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
    settledAt: instant('settled_at'),
  },
  (table) => [
    uniqueIndex('treasury_grants_one_welcome_per_user')
      .on(table.userId)
      .where(sql`${table.kind} = 'WELCOME'`),
    uniqueIndex('treasury_grants_admin_key_unique')
      .on(table.adminId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    // A store order's ARTFI goes back at most once, whoever closes it (decision 062).
    uniqueIndex('treasury_grants_store_refund_unique')
      .on(table.idempotencyKey)
      .where(sql`${table.kind} = 'STORE_REFUND'`),
    uniqueIndex('treasury_grants_tx_hash_unique')
      .on(sql`lower(${table.txHash})`)
      .where(sql`${table.txHash} is not null`),
    index('treasury_grants_status_idx').on(table.status, table.updatedAt),
    enumCheck('treasury_grants_kind_check', table.kind, TREASURY_GRANT_KINDS),
    enumCheck('treasury_grants_status_check', table.status, TREASURY_GRANT_STATUSES),
    check('treasury_grants_amount_positive', sql`${table.amountWei} > 0`),
  ],
);
