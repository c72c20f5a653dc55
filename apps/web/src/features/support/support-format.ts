import { anchorDate } from '../../lib/format-locale';
import type { DeskTicket } from '@streamit/contract';

/** A date and time of a ticket in the reader's language (Arabic dates for Arabic readers). */
export function formatTicketDate(iso: string, language: string): string {
  const text = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
  return anchorDate(text, language);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** A span from now in the reader's language: "in 3 hours", "2 days ago". */
export function formatFromNow(ms: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const size = Math.abs(ms);
  for (const [unit, step] of UNITS) {
    if (size >= step) return format.format(Math.trunc(ms / step), unit);
  }
  return format.format(0, 'minute');
}

/** Where one SLA target stands: met in time or late, running, paused, or overdue. */
export interface SlaClockState {
  state: 'met' | 'late' | 'running' | 'paused' | 'overdue';
  dueAt: string;
  /** Time left (negative: over) as of the running clock; 0 once the target is met. */
  leftMs: number;
}

/**
 * The server's clock rules (decision 033) read for one target: done at `doneAt` (met or late), else the
 * clock reads `pausedAt` while the ticket waits for the member, else `now`.
 */
export function readSlaTarget(
  dueAt: string,
  doneAt: string | null,
  pausedAt: string | null,
  now: number,
): SlaClockState {
  const due = Date.parse(dueAt);
  if (doneAt) return { state: Date.parse(doneAt) > due ? 'late' : 'met', dueAt, leftMs: 0 };
  const left = due - (pausedAt ? Date.parse(pausedAt) : now);
  if (left < 0) return { state: 'overdue', dueAt, leftMs: left };
  return { state: pausedAt ? 'paused' : 'running', dueAt, leftMs: left };
}

/** Both targets of a desk ticket. */
export function readSlaClocks(ticket: DeskTicket, now: number) {
  const { sla } = ticket;
  return {
    firstResponse: readSlaTarget(sla.firstResponseDueAt, ticket.firstResponseAt, sla.pausedAt, now),
    resolution: readSlaTarget(sla.resolutionDueAt, ticket.resolvedAt ?? ticket.closedAt, sla.pausedAt, now),
  };
}
