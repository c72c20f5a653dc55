import type { TicketStatus } from '@streamit/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { supportAttachments, supportMessages, supportTickets } from './support.schema.js';

export type TicketRow = typeof supportTickets.$inferSelect;
export type NewTicket = typeof supportTickets.$inferInsert;
export type TicketPatch = Partial<Omit<NewTicket, 'id' | 'number'>>;
export type MessageRow = typeof supportMessages.$inferSelect;
export type AttachmentRow = typeof supportAttachments.$inferSelect;

export async function insertTicket(db: Executor, row: NewTicket): Promise<TicketRow> {
  const [created] = await db.insert(supportTickets).values(row).returning();
  if (!created) throw new Error('ticket insert returned nothing');
  return created;
}

export async function insertMessage(
  db: Executor,
  row: typeof supportMessages.$inferInsert,
): Promise<MessageRow> {
  const [created] = await db.insert(supportMessages).values(row).returning();
  if (!created) throw new Error('ticket message insert returned nothing');
  return created;
}

export async function insertAttachments(
  db: Executor,
  rows: (typeof supportAttachments.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(supportAttachments).values(rows);
}

/** A ticket, when it exists and (for a member) is theirs. */
export async function findTicket(db: Executor, id: string, userId?: string): Promise<TicketRow | undefined> {
  const owner = userId ? eq(supportTickets.userId, userId) : undefined;
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), owner));
  return row;
}

/** The ticket row locked until the transaction ends, so moves on one ticket happen one at a time. */
export async function lockTicket(db: Executor, id: string, userId?: string): Promise<TicketRow | undefined> {
  const owner = userId ? eq(supportTickets.userId, userId) : undefined;
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.id, id), owner))
    .for('update');
  return row;
}

export async function updateTicket(db: Executor, id: string, patch: TicketPatch): Promise<TicketRow> {
  const [row] = await db
    .update(supportTickets)
    .set({ ...patch, updatedAt: patch.updatedAt ?? sql`now()` })
    .where(eq(supportTickets.id, id))
    .returning();
  if (!row) throw new Error('ticket vanished inside its transaction');
  return row;
}

function memberFilter(userId: string, status: TicketStatus | undefined): SQL | undefined {
  return and(eq(supportTickets.userId, userId), status ? eq(supportTickets.status, status) : undefined);
}

/** One page of a member's tickets, most recently updated first. */
export function listMemberTicketRows(
  db: Executor,
  userId: string,
  status: TicketStatus | undefined,
  limit: number,
  offset: number,
): Promise<TicketRow[]> {
  return db
    .select()
    .from(supportTickets)
    .where(memberFilter(userId, status))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.number))
    .limit(limit)
    .offset(offset);
}

export async function countMemberTickets(
  db: Executor,
  userId: string,
  status: TicketStatus | undefined,
): Promise<number> {
  const [row] = await db.select({ total: count() }).from(supportTickets).where(memberFilter(userId, status));
  return row?.total ?? 0;
}

/** The conversation, oldest first; internal notes only when asked for (staff). */
export function listMessageRows(
  db: Executor,
  ticketId: string,
  withInternal: boolean,
): Promise<MessageRow[]> {
  const visible = withInternal ? undefined : eq(supportMessages.internal, false);
  return db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.ticketId, ticketId), visible))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

export function listAttachmentRows(db: Executor, messageIds: string[]): Promise<AttachmentRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(supportAttachments)
    .where(inArray(supportAttachments.messageId, messageIds))
    .orderBy(asc(supportAttachments.createdAt));
}

/**
 * Records the member's rating in one statement: only their own ticket, only RESOLVED or CLOSED, only
 * while unrated. Parallel ratings race on the row; exactly one finds `rated_at` still null.
 */
export async function rateTicketOnce(
  db: Executor,
  id: string,
  userId: string,
  score: number,
  comment: string,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .update(supportTickets)
    .set({ csatScore: score, csatComment: comment, ratedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(supportTickets.id, id),
        eq(supportTickets.userId, userId),
        inArray(supportTickets.status, ['RESOLVED', 'CLOSED']),
        isNull(supportTickets.ratedAt),
      ),
    )
    .returning();
  return row;
}

/** An attachment of a ticket, on a message the member may see unless `withInternal`. */
export async function findTicketAttachment(
  db: Executor,
  ticketId: string,
  attachmentId: string,
  withInternal: boolean,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select({ file: supportAttachments })
    .from(supportAttachments)
    .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .where(
      and(
        eq(supportAttachments.id, attachmentId),
        eq(supportMessages.ticketId, ticketId),
        withInternal ? undefined : eq(supportMessages.internal, false),
      ),
    );
  return row?.file;
}

/**
 * An attachment by its id alone, for a signed link: a member's only on their own ticket and never on an
 * internal note; staff (`memberId` null) any.
 */
export async function findAttachmentForViewer(
  db: Executor,
  attachmentId: string,
  memberId: string | null,
): Promise<AttachmentRow | undefined> {
  const [row] = await db
    .select({ file: supportAttachments })
    .from(supportAttachments)
    .innerJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(
      and(
        eq(supportAttachments.id, attachmentId),
        memberId === null ? undefined : eq(supportTickets.userId, memberId),
        memberId === null ? undefined : eq(supportMessages.internal, false),
      ),
    );
  return row?.file;
}

/** Account deletion: the member's tickets (and any they opened as a guest) keep their thread, not the address. */
export async function eraseTicketAddresses(
  db: Executor,
  who: { userId: string; email: string },
  replacement: string,
): Promise<void> {
  await db
    .update(supportTickets)
    .set({ email: replacement, guestName: null })
    .where(
      sql`${supportTickets.userId} = ${who.userId} OR lower(${supportTickets.email}) = lower(${who.email})`,
    );
}
