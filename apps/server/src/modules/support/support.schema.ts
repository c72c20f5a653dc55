import {
  TICKET_AUTHOR_TYPES,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TIERS,
} from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { adminUsers } from '../admins/admins.schema.js';
import { users } from '../members/members.schema.js';

/** Support tickets of members and of guests (the contact form), with their SLA clocks and rating. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: primaryUuid(),
    // What people quote: #123.
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The member's address at creation, or the guest's; replies and notices go there.
    email: text('email').notNull(),
    guestName: text('guest_name'),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    priority: text('priority').notNull(),
    status: text('status').notNull().default('OPEN'),
    assigneeId: uuid('assignee_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    // The tier that set the SLA targets.
    tier: text('tier').notNull(),
    firstResponseDueAt: instant('first_response_due_at').notNull(),
    resolutionDueAt: instant('resolution_due_at').notNull(),
    // Set while AWAITING_REPLY; resuming moves the due times on by the paused span.
    pausedAt: instant('paused_at'),
    pausedMs: bigint('paused_ms', { mode: 'number' }).notNull().default(0),
    firstResponseAt: instant('first_response_at'),
    resolvedAt: instant('resolved_at'),
    closedAt: instant('closed_at'),
    escalatedAt: instant('escalated_at'),
    csatScore: smallint('csat_score'),
    csatComment: text('csat_comment'),
    ratedAt: instant('rated_at'),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    enumCheck('support_tickets_category_check', table.category, TICKET_CATEGORIES),
    enumCheck('support_tickets_priority_check', table.priority, TICKET_PRIORITIES),
    enumCheck('support_tickets_status_check', table.status, TICKET_STATUSES),
    enumCheck('support_tickets_tier_check', table.tier, TIERS),
    check(
      'support_tickets_csat_check',
      sql`(${table.ratedAt} is null and ${table.csatScore} is null) or (${table.ratedAt} is not null and ${table.csatScore} between 1 and 5)`,
    ),
    check(
      'support_tickets_paused_check',
      sql`${table.pausedAt} is null or ${table.status} = 'AWAITING_REPLY'`,
    ),
    index('support_tickets_user_updated_idx').on(table.userId, table.updatedAt),
    index('support_tickets_status_priority_idx').on(table.status, table.priority),
    index('support_tickets_assignee_idx').on(table.assigneeId),
    index('support_tickets_created_idx').on(table.createdAt),
  ],
);

/** The conversation of a ticket; internal notes are staff-only. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: primaryUuid(),
    ticketId: requiredRef('ticket_id', () => supportTickets.id, { onDelete: 'cascade' }),
    authorType: text('author_type').notNull(),
    authorAdminId: uuid('author_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    enumCheck('support_messages_author_type_check', table.authorType, TICKET_AUTHOR_TYPES),
    // Members never write internal notes.
    check('support_messages_internal_check', sql`not ${table.internal} or ${table.authorType} = 'AGENT'`),
    index('support_messages_ticket_idx').on(table.ticketId, table.createdAt),
  ],
);

/** Files attached to a message, kept in media storage under a server-made key. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: primaryUuid(),
    messageId: requiredRef('message_id', () => supportMessages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: instantNow('created_at'),
  },
  (table) => [index('support_attachments_message_idx').on(table.messageId)],
);

/** Answers agents insert with one click. */
export const supportCannedReplies = pgTable('support_canned_replies', {
  id: primaryUuid(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdByAdminId: uuid('created_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
  createdAt: instantNow('created_at'),
});

/**
 * Tickets deleted (a trigger writes the row, whoever deleted them) whose files are still in media storage:
 * they stay SUPPORT_DELETED_TICKET_FILES_DAYS, so a database backup from before the deletion still restores
 * with its attachments, then the content-cleanup task deletes them and the row.
 */
export const supportDeletedTicketFiles = pgTable(
  'support_deleted_ticket_files',
  {
    ticketId: uuid('ticket_id').primaryKey(),
    deletedAt: instantNow('deleted_at'),
  },
  (table) => [index('support_deleted_ticket_files_deleted_idx').on(table.deletedAt)],
);
