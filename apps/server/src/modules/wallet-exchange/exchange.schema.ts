import { EXCHANGE_STATUSES } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { wei } from '../../db/wei-column.js';
import { adminUsers } from '../admins/admins.schema.js';
import { users } from '../members/members.schema.js';

/**
 * Points → ARTFI exchanges (decision 028). The points are held in the ledger from creation; the payout's
 * transaction (nonce, hash, signed bytes) is recorded here before it is broadcast, so a crashed payout is
 * resumed by looking that transaction up on chain instead of sending another.
 */
export const pointsExchanges = pgTable(
  'points_exchanges',
  {
    id: primaryUuid(),
    userId: requiredRef('user_id', () => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    pointsAmount: integer('points_amount').notNull(),
    // ARTFI base units (18 decimals): points × the rate at creation, which the payout pays exactly.
    tokenAmountWei: wei('token_amount_wei').notNull(),
    rateWeiPerPoint: wei('rate_wei_per_point').notNull(),
    description: text('description').notNull().default(''),
    payoutAddress: text('payout_address').notNull(),
    status: text('status').notNull().default('PENDING'),
    holdPostingId: uuid('hold_posting_id'),
    closePostingId: uuid('close_posting_id'),
    rejectReason: text('reject_reason'),
    failureReason: text('failure_reason'),
    decidedByAdminId: uuid('decided_by_admin_id').references(() => adminUsers.id),
    decidedAt: instant('decided_at'),
    txHash: text('tx_hash'),
    txNonce: integer('tx_nonce'),
    signedTx: text('signed_tx'),
    txRecordedAt: instant('tx_recorded_at'),
    attempts: integer('attempts').notNull().default(0),
    settledAt: instant('settled_at'),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    uniqueIndex('points_exchanges_user_key_unique').on(table.userId, table.idempotencyKey),
    // One transaction pays one exchange: a hash staff mark as settled cannot settle a second one.
    uniqueIndex('points_exchanges_tx_hash_unique')
      .on(sql`lower(${table.txHash})`)
      .where(sql`${table.txHash} is not null`),
    index('points_exchanges_user_created_idx').on(table.userId, table.createdAt),
    index('points_exchanges_status_created_idx').on(table.status, table.createdAt),
    enumCheck('points_exchanges_status_check', table.status, EXCHANGE_STATUSES),
    check('points_exchanges_points_positive', sql`${table.pointsAmount} > 0`),
    check('points_exchanges_token_positive', sql`${table.tokenAmountWei} > 0`),
    check(
      'points_exchanges_settled_has_tx',
      sql`${table.status} <> 'SETTLED' or ${table.txHash} is not null`,
    ),
  ],
);
