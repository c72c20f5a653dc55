import { NEWSLETTER_STATUSES } from '@streamit/contract';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const newsletterStatusEnum = pgEnum('newsletter_status', NEWSLETTER_STATUSES);

/**
 * One row per address (stored lower-cased). The confirmation token is kept only as its SHA-256 and
 * cleared once used; `lastEmailSentAt` enforces the cool-down between confirmation emails.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    status: newsletterStatusEnum('status').notNull().default('PENDING'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    lastEmailSentAt: timestamp('last_email_sent_at', { withTimezone: true }),
    // The address the latest subscribe request came from, as consent evidence.
    ip: text('ip'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('newsletter_subscriptions_status_idx').on(table.status, table.createdAt)],
);

/**
 * Unsubscribe tokens, one per email that carried a link, stored as SHA-256. Each stays valid for the
 * life of its subscription, so the link in an old newsletter still works after newer ones were sent.
 */
export const newsletterUnsubscribeTokens = pgTable(
  'newsletter_unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('newsletter_unsubscribe_tokens_subscription_idx').on(table.subscriptionId)],
);
