import {
  PARTNER_APPLICATION_STATUSES,
  PARTNER_KINDS,
  PARTNER_MEMBER_ROLES,
  PARTNER_STATUSES,
} from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { adminUsers } from '../admins/admins.schema.js';
import { users } from '../members/members.schema.js';

/**
 * Organisations' applications to become partners. One SUBMITTED application per organisation name
 * (case-insensitive) and one per contact member, held by two partial unique indexes (decision 061).
 */
export const partnerApplications = pgTable(
  'partner_applications',
  {
    id: primaryUuid(),
    status: text('status').notNull().default('SUBMITTED'),
    organisationName: text('organisation_name').notNull(),
    kind: text('kind').notNull(),
    website: text('website').notNull(),
    country: text('country').notNull(),
    logoUrl: text('logo_url'),
    pitch: text('pitch').notNull(),
    contactUserId: requiredRef('contact_user_id', () => users.id, { onDelete: 'cascade' }),
    reason: text('reason'),
    reviewerAdminId: uuid('reviewer_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    /** The partner an approval created. */
    partnerId: uuid('partner_id'),
    decidedAt: instant('decided_at'),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    uniqueIndex('partner_applications_open_org_idx')
      .on(sql`lower(${table.organisationName})`)
      .where(sql`${table.status} = 'SUBMITTED'`),
    uniqueIndex('partner_applications_open_contact_idx')
      .on(table.contactUserId)
      .where(sql`${table.status} = 'SUBMITTED'`),
    index('partner_applications_status_idx').on(table.status, table.createdAt),
    enumCheck('partner_applications_status_check', table.status, PARTNER_APPLICATION_STATUSES),
    enumCheck('partner_applications_kind_check', table.kind, PARTNER_KINDS),
    check('partner_applications_country_check', sql`${table.country} ~ '^[A-Z]{2}$'`),
  ],
);

/** Approved organisations: ACTIVE ⇄ SUSPENDED, CANCELLED final. */
export const partners = pgTable(
  'partners',
  {
    id: primaryUuid(),
    applicationId: requiredRef('application_id', () => partnerApplications.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    website: text('website').notNull(),
    country: text('country').notNull(),
    logoUrl: text('logo_url'),
    status: text('status').notNull().default('ACTIVE'),
    /** Staff's reason for the last lifecycle change. */
    statusReason: text('status_reason'),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    uniqueIndex('partners_application_idx').on(table.applicationId),
    index('partners_status_idx').on(table.status, table.createdAt),
    enumCheck('partners_status_check', table.status, PARTNER_STATUSES),
    enumCheck('partners_kind_check', table.kind, PARTNER_KINDS),
  ],
);

/** The people of a partner: its one OWNER (the approved contact) and anyone they add later. */
export const partnerMembers = pgTable(
  'partner_members',
  {
    partnerId: requiredRef('partner_id', () => partners.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.userId] }),
    uniqueIndex('partner_members_one_owner_idx')
      .on(table.partnerId)
      .where(sql`${table.role} = 'OWNER'`),
    index('partner_members_user_idx').on(table.userId),
    enumCheck('partner_members_role_check', table.role, PARTNER_MEMBER_ROLES),
  ],
);
