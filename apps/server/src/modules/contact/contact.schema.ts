import { CONTACT_MESSAGE_STATUSES, CONTACT_TOPICS } from '@streamit/contract';
import { index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instantNow, primaryUuid } from '../../db/table-columns.js';
import { adminUsers } from '../admins/admins.schema.js';

export const contactTopicEnum = pgEnum('contact_topic', CONTACT_TOPICS);
export const contactMessageStatusEnum = pgEnum('contact_message_status', CONTACT_MESSAGE_STATUSES);

/** Messages from the public contact form, kept for staff as support messages. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: primaryUuid(),
    name: text('name').notNull(),
    // Lower-cased; also the key of the per-address rate limit.
    email: text('email').notNull(),
    topic: contactTopicEnum('topic').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    status: contactMessageStatusEnum('status').notNull().default('NEW'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    handledByAdminId: uuid('handled_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    index('contact_messages_status_created_idx').on(table.status, table.createdAt),
    index('contact_messages_created_idx').on(table.createdAt),
    index('contact_messages_email_created_idx').on(table.email, table.createdAt),
  ],
);
