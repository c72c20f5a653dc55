import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, instantNow, primaryUuid } from '../../db/table-columns.js';

/** Every email the product sends; staff read it in the admin Outbox, and SMTP delivery retries from here. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: primaryUuid(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: instant('sent_at'),
    lastError: text('last_error'),
    // When the retry job may (next) try SMTP; null when sent, kept without SMTP, or given up.
    nextAttemptAt: instant('next_attempt_at'),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    index('email_outbox_created_idx').on(table.createdAt),
    index('email_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL AND ${table.nextAttemptAt} IS NOT NULL`),
  ],
);
