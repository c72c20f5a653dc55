import {
  APPLICANT_TYPES,
  CONTENT_FORMATS,
  CREATOR_APPLICATION_STATUSES,
  MAX_PORTFOLIO_LINKS,
} from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { adminUsers } from '../admins/admins.schema.js';
import { users } from '../members/members.schema.js';

const formatList = sql.raw(CONTENT_FORMATS.map((format) => `'${format}'`).join(', '));

/** Members' applications to become creators; at most one open (PENDING or CHANGES_REQUESTED) per member. */
export const creatorApplications = pgTable(
  'creator_applications',
  {
    id: primaryUuid(),
    /** Orders the queue and serves as its cursor. */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('PENDING'),
    applicantType: text('applicant_type').notNull(),
    contentFormats: text('content_formats').array().notNull(),
    bio: text('bio').notNull(),
    portfolioLinks: text('portfolio_links')
      .array()
      .notNull()
      .default(sql`'{}'`),
    sampleLink: text('sample_link').notNull(),
    country: text('country').notNull(),
    agreementAcceptedAt: instant('agreement_accepted_at').notNull(),
    reason: text('reason'),
    reviewerAdminId: uuid('reviewer_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    reapplyAllowedAfter: instant('reapply_allowed_after'),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    uniqueIndex('creator_applications_one_open_idx')
      .on(table.userId)
      .where(sql`${table.status} in ('PENDING', 'CHANGES_REQUESTED')`),
    uniqueIndex('creator_applications_seq_idx').on(table.seq),
    index('creator_applications_user_idx').on(table.userId, table.seq),
    index('creator_applications_status_idx').on(table.status, table.seq),
    enumCheck('creator_applications_status_check', table.status, CREATOR_APPLICATION_STATUSES),
    enumCheck('creator_applications_applicant_type_check', table.applicantType, APPLICANT_TYPES),
    check(
      'creator_applications_formats_check',
      sql`cardinality(${table.contentFormats}) between 1 and ${sql.raw(String(CONTENT_FORMATS.length))} and ${table.contentFormats} <@ array[${formatList}]::text[]`,
    ),
    check(
      'creator_applications_links_check',
      sql`cardinality(${table.portfolioLinks}) <= ${sql.raw(String(MAX_PORTFOLIO_LINKS))}`,
    ),
    check('creator_applications_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`),
  ],
);
