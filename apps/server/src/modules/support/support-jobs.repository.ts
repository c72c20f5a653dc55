import type { TicketPriority } from '@streamit/contract';
import { and, eq, isNull, lt, lte, notExists, notInArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { supportDeletedTicketFiles as deleted, supportTickets as t } from './support.schema.js';
import type { TicketRow } from './support.repository.js';

/** Running, not yet escalated tickets with a due time at or before `horizon`. */
export function findEscalationCandidates(db: Executor, horizon: Date): Promise<TicketRow[]> {
  return db
    .select()
    .from(t)
    .where(
      and(
        isNull(t.escalatedAt),
        isNull(t.pausedAt),
        notInArray(t.status, ['RESOLVED', 'CLOSED', 'AWAITING_REPLY']),
        or(
          and(isNull(t.firstResponseAt), lte(t.firstResponseDueAt, horizon)),
          lte(t.resolutionDueAt, horizon),
        ),
      ),
    );
}

/** Marks a ticket escalated and raises it, unless another worker already did; undefined then. */
export async function claimEscalation(
  db: Executor,
  id: string,
  priority: TicketPriority,
  now: Date,
): Promise<TicketRow | undefined> {
  const [row] = await db
    .update(t)
    .set({ escalatedAt: now, priority, updatedAt: now })
    .where(and(eq(t.id, id), isNull(t.escalatedAt)))
    .returning();
  return row;
}

/** Tickets waiting for the member since `cutoff` or longer. */
export function findIdleTickets(db: Executor, cutoff: Date): Promise<TicketRow[]> {
  return db
    .select()
    .from(t)
    .where(and(eq(t.status, 'AWAITING_REPLY'), lte(t.pausedAt, cutoff)));
}

/**
 * Deleted tickets whose files have waited since before `cutoff`, oldest first. A ticket that exists again
 * (restored) is left out, so its files are never taken from under it.
 */
export async function listDeletedTicketFilesBefore(
  db: Executor,
  cutoff: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ ticketId: deleted.ticketId })
    .from(deleted)
    .where(
      and(
        lt(deleted.deletedAt, cutoff),
        notExists(db.select({ id: t.id }).from(t).where(eq(t.id, deleted.ticketId))),
      ),
    )
    .orderBy(deleted.deletedAt)
    .limit(limit);
  return rows.map((row) => row.ticketId);
}

/** Forgets a deleted ticket once its files are gone. */
export async function forgetDeletedTicketFiles(db: Executor, ticketId: string): Promise<void> {
  await db.delete(deleted).where(eq(deleted.ticketId, ticketId));
}
