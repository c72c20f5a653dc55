/** Creator application values and rules shared by the server and the web (zod-free). */

/** Statuses of one creator application. PENDING and CHANGES_REQUESTED are "open". */
export const CREATOR_APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CHANGES_REQUESTED'] as const;
export type CreatorApplicationStatus = (typeof CREATOR_APPLICATION_STATUSES)[number];

/** A member has at most one application in these statuses (a partial unique index holds it). */
export const OPEN_CREATOR_APPLICATION_STATUSES = ['PENDING', 'CHANGES_REQUESTED'] as const;

/** Staff decisions on a PENDING application. */
export const CREATOR_REVIEW_DECISIONS = ['APPROVE', 'REJECT', 'REQUEST_CHANGES'] as const;
export type CreatorReviewDecision = (typeof CREATOR_REVIEW_DECISIONS)[number];

/** Every move an application may make, by who makes it; anything not listed is refused. */
export const CREATOR_APPLICATION_TRANSITIONS = {
  APPROVE: { from: 'PENDING', to: 'APPROVED', by: 'staff' },
  REJECT: { from: 'PENDING', to: 'REJECTED', by: 'staff' },
  REQUEST_CHANGES: { from: 'PENDING', to: 'CHANGES_REQUESTED', by: 'staff' },
  RESUBMIT: { from: 'CHANGES_REQUESTED', to: 'PENDING', by: 'member' },
} as const satisfies Record<
  string,
  { from: CreatorApplicationStatus; to: CreatorApplicationStatus; by: 'staff' | 'member' }
>;
export type CreatorApplicationMove = keyof typeof CREATOR_APPLICATION_TRANSITIONS;

/** Whether the table allows `move` from `status`. */
export function canMoveCreatorApplication(
  status: CreatorApplicationStatus,
  move: CreatorApplicationMove,
): boolean {
  return CREATOR_APPLICATION_TRANSITIONS[move].from === status;
}

/** Days a REJECTED applicant waits before applying again. */
export const CREATOR_REAPPLY_COOL_OFF_DAYS = 30;
/** Most portfolio links on one application. */
export const MAX_PORTFOLIO_LINKS = 5;
/** Bio length bounds, in characters. */
export const CREATOR_BIO_MIN = 20;
export const CREATOR_BIO_MAX = 2000;
/** Longest reason staff may give, in characters. */
export const CREATOR_REASON_MAX = 1000;
/** Most applications one bulk review decides. */
export const MAX_BULK_REVIEW = 100;

/** An absolute http(s) URL. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
