import { and, count, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { emailOutbox } from '../email/email.schema.js';
import { newsletterSubscriptions, newsletterUnsubscribeTokens } from './newsletter.schema.js';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** The subscription of an address, created PENDING when new, locked until the transaction ends. */
export async function lockOrCreateSubscription(db: Executor, email: string): Promise<SubscriptionRow> {
  await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
    .for('update');
  if (!row) throw new Error('newsletter subscription vanished inside its transaction');
  return row;
}

/** A new confirmation token replaces any earlier one; the subscription (re)starts as PENDING. */
export async function storeConfirmation(
  db: Executor,
  id: string,
  values: { tokenHash: string; expiresAt: Date; ip: string },
): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({
      status: 'PENDING',
      confirmTokenHash: values.tokenHash,
      confirmExpiresAt: values.expiresAt,
      lastEmailSentAt: sql`now()`,
      ip: values.ip,
      updatedAt: sql`now()`,
    })
    .where(eq(newsletterSubscriptions.id, id));
}

/** Confirms the PENDING subscription whose unexpired token this is, using the token up. */
export async function confirmByTokenHash(db: Executor, tokenHash: string) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      status: 'CONFIRMED',
      confirmTokenHash: null,
      confirmExpiresAt: null,
      confirmedAt: sql`now()`,
      unsubscribedAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, tokenHash),
        eq(newsletterSubscriptions.status, 'PENDING'),
        gt(newsletterSubscriptions.confirmExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email });
  return row;
}

export async function insertUnsubscribeToken(db: Executor, subscriptionId: string, tokenHash: string) {
  await db.insert(newsletterUnsubscribeTokens).values({ subscriptionId, tokenHash });
}

/** The subscription an unsubscribe token belongs to. */
export async function findSubscriptionIdByUnsubscribeHash(
  db: Executor,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: newsletterUnsubscribeTokens.subscriptionId })
    .from(newsletterUnsubscribeTokens)
    .where(eq(newsletterUnsubscribeTokens.tokenHash, tokenHash));
  return row?.id;
}

/** Marks a subscription UNSUBSCRIBED (a no-op when it already is) and voids a pending confirmation. */
export async function markUnsubscribed(db: Executor, id: string): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({
      status: 'UNSUBSCRIBED',
      confirmTokenHash: null,
      confirmExpiresAt: null,
      unsubscribedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(newsletterSubscriptions.id, id), ne(newsletterSubscriptions.status, 'UNSUBSCRIBED')));
}

/** Forgets addresses that never confirmed, some time after their link expired. */
export async function deleteAbandonedSubscriptions(db: Executor, expiredBefore: Date): Promise<void> {
  await db
    .delete(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.status, 'PENDING'),
        lt(newsletterSubscriptions.confirmExpiresAt, expiredBefore),
      ),
    );
}

/** How many emails of a kind went to an address since a moment, from the email outbox. */
export async function countEmailsSentSince(
  db: Executor,
  to: string,
  kind: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind), gt(emailOutbox.createdAt, since)));
  return row?.total ?? 0;
}

/** Removes an address's subscription (account deletion); its unsubscribe tokens go with it (cascade). */
export async function deleteSubscriptionOf(db: Executor, email: string): Promise<void> {
  await db
    .delete(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
}
