import { TICKET_PRIORITIES, type TicketPriority } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { queueEmail, type EmailLog } from '../email/email.service.js';
import { raisedPriority, resumeClock } from './support-sla.js';
import { claimEscalation, findEscalationCandidates, findIdleTickets } from './support-jobs.repository.js';
import { escalationEmail, statusChangeEmail } from './support.templates.js';
import { lockTicket, updateTicket, type TicketRow } from './support.repository.js';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Raises each running ticket whose next due time is within SUPPORT_ESCALATE_WITHIN_MINUTES of `now` (or
 * past) one priority step, once, and tells the support address. Claiming is one UPDATE per ticket on
 * `escalated_at is null`, so two workers never escalate the same ticket twice.
 */
export async function escalateNearBreach(
  deps: AppDeps,
  log: EmailLog,
  now = new Date(),
): Promise<TicketRow[]> {
  const horizon = new Date(now.getTime() + deps.config.SUPPORT_ESCALATE_WITHIN_MINUTES * MINUTE_MS);
  const candidates = await findEscalationCandidates(deps.db, horizon);
  const escalated: TicketRow[] = [];
  for (const ticket of candidates) {
    const priority = raisedPriority(ticket.priority as TicketPriority, TICKET_PRIORITIES);
    const row = await claimEscalation(deps.db, ticket.id, priority, now);
    if (!row) continue;
    escalated.push(row);
    await queueEmail(deps, log, escalationEmail(deps.config.SUPPORT_EMAIL, row));
  }
  return escalated;
}

/** Closes tickets left AWAITING_REPLY for SUPPORT_AUTO_CLOSE_DAYS, each with a notice to the member. */
export async function closeIdleTickets(deps: AppDeps, log: EmailLog, now = new Date()): Promise<TicketRow[]> {
  const cutoff = new Date(now.getTime() - deps.config.SUPPORT_AUTO_CLOSE_DAYS * DAY_MS);
  const idle = await findIdleTickets(deps.db, cutoff);
  const closed: TicketRow[] = [];
  for (const ticket of idle) {
    const row = await deps.db.transaction(async (tx) => {
      const locked = await lockTicket(tx, ticket.id);
      // The member may have replied since the list was read.
      if (!locked || locked.status !== 'AWAITING_REPLY' || !locked.pausedAt || locked.pausedAt > cutoff)
        return null;
      const clock = resumeClock(locked, now);
      return updateTicket(tx, ticket.id, { ...clock, status: 'CLOSED', closedAt: now, updatedAt: now });
    });
    if (!row) continue;
    closed.push(row);
    const note = `We closed it because we had no reply for ${deps.config.SUPPORT_AUTO_CLOSE_DAYS} days. Open a new ticket any time.`;
    if (row.email) await queueEmail(deps, log, statusChangeEmail(deps.config.publicUrl, row, note));
  }
  return closed;
}
