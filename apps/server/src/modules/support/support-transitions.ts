import { isTicketTransitionAllowed, type TicketStatus } from '@streamit/contract';
import { AppError } from '../../http/app-error.js';
import { pauseClock, resumeClock } from './support-sla.js';
import type { TicketPatch, TicketRow } from './support.repository.js';

/**
 * The row changes of moving a ticket to `to` at `now`: leaving AWAITING_REPLY resumes the SLA clocks,
 * entering it pauses them; RESOLVED and CLOSED stamp their time, reopening clears the resolution.
 */
export function statusPatch(row: TicketRow, to: TicketStatus, now: Date): TicketPatch {
  const resumed = row.pausedAt ? resumeClock(row, now) : {};
  const patch: TicketPatch = { ...resumed, status: to, updatedAt: now };
  if (to === 'AWAITING_REPLY') Object.assign(patch, pauseClock({ ...row, pausedAt: null }, now));
  if (to === 'RESOLVED') patch.resolvedAt = now;
  if (to === 'IN_PROGRESS' || to === 'OPEN') patch.resolvedAt = null;
  if (to === 'CLOSED') patch.closedAt = now;
  return patch;
}

/** The patch of a move along the transition table; refused (409) for any move it does not list. */
export function checkedStatusPatch(row: TicketRow, to: TicketStatus, now: Date): TicketPatch {
  if (!isTicketTransitionAllowed(row.status as TicketStatus, to)) {
    throw new AppError('TICKET_TRANSITION_NOT_ALLOWED');
  }
  return statusPatch(row, to, now);
}

/**
 * What a member's message does: on AWAITING_REPLY or RESOLVED the ticket goes back to IN_PROGRESS
 * (resuming the clocks); a CLOSED ticket takes no more messages.
 */
export function memberReplyPatch(row: TicketRow, now: Date): TicketPatch {
  if (row.status === 'CLOSED') throw new AppError('TICKET_CLOSED');
  if (row.status === 'AWAITING_REPLY' || row.status === 'RESOLVED')
    return statusPatch(row, 'IN_PROGRESS', now);
  return { updatedAt: now };
}

/**
 * What an agent's message does: an explicit `status` moves along the table; a reply (not an internal note)
 * without one puts an OPEN or IN_PROGRESS ticket into AWAITING_REPLY, pausing the clocks while the member
 * has the next word (decision 033); a note, or a reply on a resolved ticket, changes no status.
 */
export function agentReplyPatch(
  row: TicketRow,
  body: { internal: boolean; status?: TicketStatus | undefined },
  now: Date,
): TicketPatch {
  if (body.status) return checkedStatusPatch(row, body.status, now);
  if (!body.internal && (row.status === 'OPEN' || row.status === 'IN_PROGRESS')) {
    return statusPatch(row, 'AWAITING_REPLY', now);
  }
  return { updatedAt: now };
}
