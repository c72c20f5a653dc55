import type { SupportSlaTargets, Tier, TicketPriority } from '@streamit/contract';

const MINUTE_MS = 60_000;

/** The clock fields of a ticket the SLA rules read and write. */
export interface SlaClock {
  firstResponseDueAt: Date;
  resolutionDueAt: Date;
  pausedAt: Date | null;
  pausedMs: number;
  firstResponseAt: Date | null;
  resolvedAt: Date | null;
}

/** Due times of a new ticket: the priority's targets times the tier's factor (VIP fastest). */
export function initialDueTimes(
  targets: SupportSlaTargets,
  priority: TicketPriority,
  tier: Tier,
  now: Date,
): Pick<SlaClock, 'firstResponseDueAt' | 'resolutionDueAt'> {
  const factor = targets.tierFactor[tier];
  const after = (minutes: number) => new Date(now.getTime() + Math.round(minutes * factor * MINUTE_MS));
  return {
    firstResponseDueAt: after(targets.firstResponseMinutes[priority]),
    resolutionDueAt: after(targets.resolutionMinutes[priority]),
  };
}

/** Stops the clocks (the ticket waits for the member); a paused clock stays paused. */
export function pauseClock(clock: SlaClock, now: Date): Pick<SlaClock, 'pausedAt'> {
  return { pausedAt: clock.pausedAt ?? now };
}

/**
 * Restarts paused clocks: every due time still running moves on by the paused span, so time spent
 * waiting for the member never counts against staff.
 */
export function resumeClock(
  clock: SlaClock,
  now: Date,
): Pick<SlaClock, 'pausedAt' | 'pausedMs' | 'firstResponseDueAt' | 'resolutionDueAt'> {
  if (!clock.pausedAt) return clock;
  const span = Math.max(0, now.getTime() - clock.pausedAt.getTime());
  const shift = (due: Date, done: Date | null) => (done ? due : new Date(due.getTime() + span));
  return {
    pausedAt: null,
    pausedMs: clock.pausedMs + span,
    firstResponseDueAt: shift(clock.firstResponseDueAt, clock.firstResponseAt),
    resolutionDueAt: shift(clock.resolutionDueAt, clock.resolvedAt),
  };
}

/** Whether each target is missed as of `now`; a paused clock is read at the moment it paused. */
export function breachesOf(
  clock: SlaClock,
  now: Date,
): { firstResponseBreached: boolean; resolutionBreached: boolean } {
  const running = clock.pausedAt ?? now;
  const firstMark = clock.firstResponseAt ?? running;
  const resolutionMark = clock.resolvedAt ?? running;
  return {
    firstResponseBreached: firstMark.getTime() > clock.firstResponseDueAt.getTime(),
    resolutionBreached: resolutionMark.getTime() > clock.resolutionDueAt.getTime(),
  };
}

/** The next priority up, for escalation; URGENT stays URGENT. */
export function raisedPriority(priority: TicketPriority, order: readonly TicketPriority[]): TicketPriority {
  const index = order.indexOf(priority);
  return order[Math.min(index + 1, order.length - 1)] ?? priority;
}
