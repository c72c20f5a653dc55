import { REFERRAL_STATUSES } from '@streamit/contract';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, requiredRef } from '../../db/table-columns.js';
import { users } from '../members/members.schema.js';

/** Each member's referral code; a disabled code is no longer valid for sign-ups. */
export const referralCodes = pgTable('referral_codes', {
  code: text('code').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabledAt: instant('disabled_at'),
  createdAt: instantNow('created_at'),
});

/** Who referred whom: one row per referred member. */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: uuid('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerUserId: requiredRef('referrer_user_id', () => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: instantNow('created_at'),
    // PENDING until the referred member verified their email and earned a first reward (decision 022).
    status: text('status').notNull().default('PENDING'),
    settledAt: instant('settled_at'),
    // The posting that paid the referrer (points_postings.id; no foreign key across modules).
    postingId: uuid('posting_id'),
    refusedReason: text('refused_reason'),
  },
  (table) => [
    index('referrals_referrer_idx').on(table.referrerUserId),
    enumCheck('referrals_status_check', table.status, REFERRAL_STATUSES),
  ],
);
