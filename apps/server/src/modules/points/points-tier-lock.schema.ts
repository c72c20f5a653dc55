import { TIERS } from '@streamit/contract';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow } from '../../db/table-columns.js';
import { adminUsers } from '../admins/admins.schema.js';
import { users } from '../members/members.schema.js';

/**
 * A staff-set tier that the tier update and promotion on earning leave alone (decision 031): one row per
 * locked member, in force while `until` is null (until cleared) or still ahead.
 */
export const memberTierLocks = pgTable(
  'member_tier_locks',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The tier staff set, kept for the record (the member's row holds the live tier). */
    tier: text('tier').notNull(),
    until: instant('until'),
    lockedBy: uuid('locked_by').references(() => adminUsers.id),
    reason: text('reason').notNull(),
    lockedAt: instantNow('locked_at'),
  },
  (table) => [enumCheck('member_tier_locks_tier_check', table.tier, TIERS)],
);
