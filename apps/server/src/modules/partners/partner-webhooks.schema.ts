import { PARTNER_WEBHOOK_EVENTS, WEBHOOK_DELIVERY_STATUSES } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instant, instantNow, primaryUuid, requiredRef, serialId } from '../../db/table-columns.js';
import { partners } from './partners.schema.js';

/**
 * A partner's one webhook endpoint. The secret signs every delivery, so it must be read back: it is kept
 * encrypted under COLUMN_ENCRYPTION_KEY, bound to the partner (partner-webhook-secret.ts); it is shown once,
 * when registered, and replaced on re-register.
 */
export const partnerWebhooks = pgTable('partner_webhooks', {
  partnerId: uuid('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  secretEncrypted: text('secret_encrypted').notNull(),
  createdAt: instantNow('created_at'),
});

/** One event to deliver; its body is stored exactly as signed and sent. */
export const partnerWebhookDeliveries = pgTable(
  'partner_webhook_deliveries',
  {
    id: primaryUuid(),
    partnerId: requiredRef('partner_id', () => partners.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').defaultNow(),
    /** The delivery this one sends again ("send again" in the portal). */
    resendOf: uuid('resend_of'),
    createdAt: instantNow('created_at'),
    deliveredAt: instant('delivered_at'),
  },
  (table) => [
    index('partner_webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('partner_webhook_deliveries_partner_idx').on(table.partnerId, table.createdAt),
    enumCheck('partner_webhook_deliveries_event_check', table.event, PARTNER_WEBHOOK_EVENTS),
    enumCheck('partner_webhook_deliveries_status_check', table.status, WEBHOOK_DELIVERY_STATUSES),
  ],
);

/** The delivery log: every attempt, what the receiver answered or why it could not be reached. */
export const partnerWebhookAttempts = pgTable(
  'partner_webhook_attempts',
  {
    id: serialId(),
    deliveryId: requiredRef('delivery_id', () => partnerWebhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    at: instantNow('at'),
  },
  (table) => [index('partner_webhook_attempts_delivery_idx').on(table.deliveryId, table.id)],
);

/** The days whose `daily.summary` a partner was sent: one row per partner and UTC day, so a rerun sends none. */
export const partnerDailySummaries = pgTable(
  'partner_daily_summaries',
  {
    partnerId: requiredRef('partner_id', () => partners.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    createdAt: instantNow('created_at'),
  },
  (table) => [primaryKey({ columns: [table.partnerId, table.day] })],
);
