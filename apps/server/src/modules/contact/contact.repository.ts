import type { ContactMessageStatus } from '@streamit/contract';
import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { contactMessages } from './contact.schema.js';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Serialises writers for one address until the transaction ends, so its limit is counted exactly. */
export async function lockSenderAddress(db: Executor, email: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`contact:${email}`}))`);
}

export async function countMessagesFromSince(db: Executor, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.email, email), gt(contactMessages.createdAt, since)));
  return row?.total ?? 0;
}

export async function insertContactMessage(db: Executor, row: NewContactMessage): Promise<ContactMessageRow> {
  const [created] = await db.insert(contactMessages).values(row).returning();
  if (!created) throw new Error('contact message insert returned nothing');
  return created;
}

function statusFilter(status: ContactMessageStatus | undefined): SQL | undefined {
  return status ? eq(contactMessages.status, status) : undefined;
}

/** One page of messages, newest first. */
export function listContactMessageRows(
  db: Executor,
  status: ContactMessageStatus | undefined,
  limit: number,
  offset: number,
): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .where(statusFilter(status))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
}

export async function countContactMessages(db: Executor, status?: ContactMessageStatus): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contactMessages).where(statusFilter(status));
  return row?.total ?? 0;
}

export async function lockContactMessage(db: Executor, id: string): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  return row;
}

export async function setContactMessageStatus(
  db: Executor,
  id: string,
  status: ContactMessageStatus,
  adminId: string,
): Promise<ContactMessageRow> {
  const [row] = await db
    .update(contactMessages)
    .set({ status, handledByAdminId: adminId, updatedAt: sql`now()` })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new Error('contact message vanished inside its transaction');
  return row;
}

/** Account deletion: the messages sent from an address keep their text but no longer name the sender. */
export async function eraseContactSender(
  db: Executor,
  email: string,
  replacement: { email: string; name: string },
): Promise<void> {
  await db
    .update(contactMessages)
    .set({ name: replacement.name, email: replacement.email, updatedAt: new Date() })
    .where(sql`lower(${contactMessages.email}) = lower(${email})`);
}
