import { WALLET_KINDS } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { users } from '../members/members.schema.js';

/**
 * A member's wallets. The payout wallet (at most one per member) is where exchanges and welcome tokens are
 * paid; key material for CUSTODIAL wallets is added by the custody work in its own columns.
 */
export const wallets = pgTable(
  'wallets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // EIP-55 checksummed address; unique so one address never belongs to two members.
    address: text('address').notNull(),
    kind: text('kind').notNull(),
    isPayout: boolean('is_payout').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallets_address_unique').on(sql`lower(${table.address})`),
    uniqueIndex('wallets_one_payout_per_user')
      .on(table.userId)
      .where(sql`${table.isPayout}`),
    index('wallets_user_idx').on(table.userId),
    enumCheck('wallets_kind_check', table.kind, WALLET_KINDS),
    check('wallets_address_format', sql`${table.address} ~ '^0x[0-9a-fA-F]{40}$'`),
  ],
);
