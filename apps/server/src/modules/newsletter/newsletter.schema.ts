import { NEWSLETTER_STATUSES } from '@streamit/contract';
import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';

export const newsletterStatusEnum = pgEnum('newsletter_status', NEWSLETTER_STATUSES);

/**
 * One row per address (stored lower-cased). The confirmation token is kept only as its SHA-256 and
 * cleared once used; `lastEmailSentAt` enforces the cool-down between confirmation emails.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: primaryUuid(),
    email: text('email').notNull().unique(),
    status: newsletterStatusEnum('status').notNull().default('PENDING'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmExpiresAt: instant('confirm_expires_at'),
    lastEmailSentAt: instant('last_email_sent_at'),
    // The address the latest subscribe request came from, as consent evidence.
    ip: text('ip'),
    confirmedAt: instant('confirmed_at'),
    unsubscribedAt: instant('unsubscribed_at'),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
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
    subscriptionId: requiredRef('subscription_id', () => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    createdAt: instantNow('created_at'),
  },
  (table) => [index('newsletter_unsubscribe_tokens_subscription_idx').on(table.subscriptionId)],
);
