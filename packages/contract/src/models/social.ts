/** Social task values shared by the server and the web (zod-free). */

/** What a member does on X for a task. */
export const SOCIAL_TASK_KINDS = ['FOLLOW', 'LIKE', 'RETWEET'] as const;
export type SocialTaskKind = (typeof SOCIAL_TASK_KINDS)[number];

/** Where a member stands with one task. TO_DO and EXPIRED are never stored: they are derived. */
export const SOCIAL_TASK_STATES = [
  'TO_DO',
  'PENDING_REVIEW',
  'VERIFIED',
  'REJECTED',
  'EXPIRED',
  'REVERSED',
] as const;
export type SocialTaskState = (typeof SOCIAL_TASK_STATES)[number];

/** The states a member's claim row can hold. */
export const SOCIAL_CLAIM_STATES = ['PENDING_REVIEW', 'VERIFIED', 'REJECTED', 'REVERSED'] as const;
export type SocialClaimState = (typeof SOCIAL_CLAIM_STATES)[number];

/** How a claim was verified: by the X API, by staff reviewing evidence, or by a staff bypass. */
export const SOCIAL_VERIFIED_VIA = ['X_API', 'MANUAL', 'BYPASS'] as const;
export type SocialVerifiedVia = (typeof SOCIAL_VERIFIED_VIA)[number];

/** How verification works right now: through X, or by staff reviewing evidence (X off or its token revoked). */
export const SOCIAL_VERIFY_MODES = ['X_API', 'MANUAL'] as const;
export type SocialVerifyMode = (typeof SOCIAL_VERIFY_MODES)[number];

/** Staff decisions on a PENDING_REVIEW claim. */
export const SOCIAL_REVIEW_DECISIONS = ['APPROVE', 'REJECT'] as const;
export type SocialReviewDecision = (typeof SOCIAL_REVIEW_DECISIONS)[number];

/** Why a member cannot do a task now (the requirements list explains it). */
export const SOCIAL_BLOCK_REASONS = ['NOT_STARTED', 'ENDED', 'INACTIVE', 'FULL', 'TIER_REQUIRED'] as const;
export type SocialBlockReason = (typeof SOCIAL_BLOCK_REASONS)[number];

export const SOCIAL_TITLE_MAX = 120;
export const SOCIAL_EVIDENCE_MAX = 1000;
export const SOCIAL_REASON_MAX = 500;
/** Largest reward one task may pay. */
export const SOCIAL_POINTS_MAX = 100_000;

/** The post's or account's address on X, for the member to open. */
export function xTargetUrl(kind: SocialTaskKind, target: string): string {
  return kind === 'FOLLOW'
    ? `https://x.com/${encodeURIComponent(target)}`
    : `https://x.com/i/web/status/${encodeURIComponent(target)}`;
}
