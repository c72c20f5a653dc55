import { CREATOR_STATUSES } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { adminUsers } from '../admins/admins.schema.js';
import { users } from '../members/members.schema.js';

/**
 * Staff bans of members from the creators program. A ban remembers the status it replaced and exactly
 * which activities it unpublished, so lifting it restores those and nothing else. One open ban per member.
 */
export const creatorBans = pgTable(
  'creator_bans',
  {
    id: primaryUuid(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    previousStatus: text('previous_status').notNull(),
    unpublishedActivityIds: uuid('unpublished_activity_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    bannedByAdminId: uuid('banned_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    bannedAt: instantNow('banned_at'),
    liftedByAdminId: uuid('lifted_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    liftReason: text('lift_reason'),
    liftedAt: instant('lifted_at'),
  },
  (table) => [
    uniqueIndex('creator_bans_one_open_idx')
      .on(table.userId)
      .where(sql`${table.liftedAt} is null`),
    index('creator_bans_user_idx').on(table.userId, table.bannedAt),
    enumCheck('creator_bans_previous_status_check', table.previousStatus, CREATOR_STATUSES),
  ],
);
