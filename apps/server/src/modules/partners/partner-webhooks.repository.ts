import { and, asc, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import {
  partnerWebhookAttempts,
  partnerWebhookDeliveries,
  partnerWebhooks,
} from './partner-webhooks.schema.js';
import type { AttemptResult } from './partner-webhook-sender.js';
import { partners } from './partners.schema.js';

export type DeliveryRow = typeof partnerWebhookDeliveries.$inferSelect;
export type AttemptRow = typeof partnerWebhookAttempts.$inferSelect;
export type WebhookRow = typeof partnerWebhooks.$inferSelect;

/** Registers or replaces the partner's endpoint with a new secret (already encrypted). */
export async function upsertWebhook(db: Executor, partnerId: string, url: string, secretEncrypted: string) {
  const values = { partnerId, url, secretEncrypted, createdAt: new Date() };
  const [row] = await db
    .insert(partnerWebhooks)
    .values(values)
    .onConflictDoUpdate({
      target: partnerWebhooks.partnerId,
      set: { url, secretEncrypted, createdAt: values.createdAt },
    })
    .returning();
  if (!row) throw new Error('webhook upsert returned nothing');
  return row;
}

/** Secrets still in plain text (registered before migration 0068): `whsec_…`, never an encrypted `v1.…`. */
export async function listPlainWebhookSecrets(
  db: Executor,
): Promise<{ partnerId: string; secret: string }[]> {
  return db
    .select({ partnerId: partnerWebhooks.partnerId, secret: partnerWebhooks.secretEncrypted })
    .from(partnerWebhooks)
    .where(like(partnerWebhooks.secretEncrypted, 'whsec\\_%'));
}

/** Replaces a secret's stored form, only while it is still `from` (a second server may have done it). */
export async function replaceWebhookSecret(db: Executor, partnerId: string, from: string, to: string) {
  await db
    .update(partnerWebhooks)
    .set({ secretEncrypted: to })
    .where(and(eq(partnerWebhooks.partnerId, partnerId), eq(partnerWebhooks.secretEncrypted, from)));
}

export async function findWebhook(db: Executor, partnerId: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(partnerWebhooks).where(eq(partnerWebhooks.partnerId, partnerId));
  return row;
}

/** Queues one event for delivery at once. */
export async function insertDelivery(db: Executor, values: typeof partnerWebhookDeliveries.$inferInsert) {
  const [row] = await db.insert(partnerWebhookDeliveries).values(values).returning();
  if (!row) throw new Error('delivery insert returned nothing');
  return row;
}

/**
 * Claims up to `limit` due deliveries: their next attempt moves `leaseSeconds` ahead, so a second sweeper
 * skips them while this one sends (SKIP LOCKED keeps the two from waiting on each other).
 */
export async function claimDueDeliveries(db: Executor, limit: number, leaseSeconds: number) {
  const result = await db.execute<{ id: string }>(sql`
    UPDATE partner_webhook_deliveries SET next_attempt_at = now() + make_interval(secs => ${leaseSeconds}),
      attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM partner_webhook_deliveries
      WHERE status = 'PENDING' AND next_attempt_at <= now()
      ORDER BY next_attempt_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    RETURNING id`);
  const ids = result.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  return db.select().from(partnerWebhookDeliveries).where(inArray(partnerWebhookDeliveries.id, ids));
}

/** Appends one attempt to the delivery log. */
export async function insertAttempt(
  db: Executor,
  deliveryId: string,
  attempt: number,
  result: AttemptResult,
) {
  await db.insert(partnerWebhookAttempts).values({ deliveryId, attempt, ...result });
}

/** Closes a delivery or sets its next attempt. */
export async function updateDelivery(
  db: Executor,
  id: string,
  values: { status: string; nextAttemptAt: Date | null; deliveredAt?: Date },
) {
  await db.update(partnerWebhookDeliveries).set(values).where(eq(partnerWebhookDeliveries.id, id));
}

export async function findDelivery(db: Executor, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(partnerWebhookDeliveries).where(eq(partnerWebhookDeliveries.id, id));
  return row;
}

/** A partner's latest deliveries with their attempts, newest first. */
export async function listDeliveries(db: Executor, partnerId: string, limit: number) {
  const deliveries = await db
    .select()
    .from(partnerWebhookDeliveries)
    .where(eq(partnerWebhookDeliveries.partnerId, partnerId))
    .orderBy(desc(partnerWebhookDeliveries.createdAt))
    .limit(limit);
  const ids = deliveries.map((row) => row.id);
  const attempts = ids.length
    ? await db
        .select()
        .from(partnerWebhookAttempts)
        .where(and(inArray(partnerWebhookAttempts.deliveryId, ids)))
        .orderBy(asc(partnerWebhookAttempts.id))
    : [];
  return deliveries.map((delivery) => ({
    delivery,
    attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
  }));
}

/**
 * The endpoints registered by partners (a partner exists only once staff approved its application): the egress
 * allow-list's share. Suspended and cancelled partners keep theirs: they are told of that change by webhook.
 */
export async function listApprovedPartnerWebhookUrls(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ url: partnerWebhooks.url })
    .from(partnerWebhooks)
    .innerJoin(partners, eq(partners.id, partnerWebhooks.partnerId));
  return rows.map(({ url }) => url);
}
