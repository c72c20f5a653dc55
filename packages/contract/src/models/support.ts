import type { Tier, TicketPriority, TicketStatus } from '../enum-values.js';

/** What a support ticket is about; the desk filters and routes by it. */
export const TICKET_CATEGORIES = ['GENERAL', 'ACCOUNT', 'POINTS', 'CONTENT', 'TECHNICAL', 'BILLING'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/**
 * Where a ticket may move (docs/decisions/033-support-desk.md). CLOSED is final; RESOLVED may reopen to
 * IN_PROGRESS (the member writes again, or staff reopen it). Staff PATCHes follow this table only.
 */
export const TICKET_TRANSITIONS: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  OPEN: ['IN_PROGRESS', 'AWAITING_REPLY', 'RESOLVED', 'CLOSED'],
  IN_PROGRESS: ['AWAITING_REPLY', 'RESOLVED', 'CLOSED'],
  AWAITING_REPLY: ['IN_PROGRESS', 'RESOLVED', 'CLOSED'],
  RESOLVED: ['IN_PROGRESS', 'CLOSED'],
  CLOSED: [],
};

/** Whether a ticket may move from `from` to `to`. */
export function isTicketTransitionAllowed(from: TicketStatus, to: TicketStatus): boolean {
  return TICKET_TRANSITIONS[from].includes(to);
}

/** Statuses a member may rate a ticket in. */
export const RATEABLE_TICKET_STATUSES: readonly TicketStatus[] = ['RESOLVED', 'CLOSED'];

/** Attachment rules: images and PDF only (by content), at most `maxCount` per message. */
export const SUPPORT_ATTACHMENT_LIMITS = {
  maxCount: 5,
  nameMax: 200,
  types: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'],
} as const;

/** Length bounds of ticket text. */
export const SUPPORT_TEXT_LIMITS = { subjectMax: 150, messageMin: 1, messageMax: 10_000 } as const;

/** Targets in minutes, by priority, before the tier factor (docs/decisions/033-support-desk.md). */
export interface SupportSlaTargets {
  firstResponseMinutes: Record<TicketPriority, number>;
  resolutionMinutes: Record<TicketPriority, number>;
  /** Multiplies both targets: VIP members are answered fastest. */
  tierFactor: Record<Tier, number>;
}

/** The SLA targets unless SUPPORT_SLA_TARGETS overrides them. */
export const DEFAULT_SUPPORT_SLA: SupportSlaTargets = {
  firstResponseMinutes: { LOW: 2880, NORMAL: 1440, MEDIUM: 720, HIGH: 240, URGENT: 60 },
  resolutionMinutes: { LOW: 10_080, NORMAL: 4320, MEDIUM: 2880, HIGH: 1440, URGENT: 480 },
  tierFactor: { BASIC: 1, BRONZE: 1, SILVER: 0.9, GOLD: 0.75, PLATINUM: 0.6, VIP: 0.5 },
};

/** Shown as `#123` to people; the number is the ticket's sequence number. */
export function formatTicketNumber(number: number): string {
  return `#${number}`;
}

/** Downloads of ticket attachments (not JSON endpoints): the member's own, and the desk's. */
export const SUPPORT_ATTACHMENT_PATH = '/support/tickets/:id/attachments/:attachmentId';
export const DESK_ATTACHMENT_PATH = '/support/admin/tickets/:id/attachments/:attachmentId';
