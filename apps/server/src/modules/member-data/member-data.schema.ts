import { MEMBER_DATA_EXPORT_STATUSES } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { users } from '../members/members.schema.js';

/**
 * A member's requests for a copy of their own data ("Download my data"), each built by a job into one JSON
 * file under DATA_DIR. The file opens through a link whose token is stored only as a hash and works once.
 */
export const memberDataExports = pgTable(
  'member_data_exports',
  {
    id: primaryUuid(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('PREPARING'),
    requestedAt: instantNow('requested_at'),
    readyAt: instant('ready_at'),
    // Set when the file is written: requested + MEMBER_DATA_EXPORT_RETENTION_DAYS later it is deleted.
    expiresAt: instant('expires_at'),
    failure: text('failure'),
    // SHA-256 of the one-time download token; cleared when the link is used.
    linkTokenHash: text('link_token_hash'),
    linkExpiresAt: instant('link_expires_at'),
    downloadedAt: instant('downloaded_at'),
  },
  (table) => [
    enumCheck('member_data_exports_status_check', table.status, MEMBER_DATA_EXPORT_STATUSES),
    index('member_data_exports_user_idx').on(table.userId, table.requestedAt),
    index('member_data_exports_expires_idx').on(table.expiresAt),
    // One copy in the making per member: a second request while it runs is a unique violation (409).
    uniqueIndex('member_data_exports_one_preparing')
      .on(table.userId)
      .where(sql`${table.status} = 'PREPARING'`),
  ],
);
