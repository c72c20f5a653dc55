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

// X usernames are 1-15 letters, digits or underscores; post ids are digits.
const X_USERNAME = /^[A-Za-z0-9_]{1,15}$/;
const X_POST_ID = /^\d{1,25}$/;
const X_HOSTS = new Set(['x.com', 'twitter.com', 'mobile.x.com', 'mobile.twitter.com']);

/** The path segments of an x.com / twitter.com address (scheme and www. optional), or null for anything else. */
function xPathOf(input: string): string[] | null {
  const withScheme = /^https?:\/\//i.test(input) ? input : `https://${input}`;
  if (!URL.canParse(withScheme)) return null;
  const url = new URL(withScheme);
  if (!X_HOSTS.has(url.hostname.toLowerCase().replace(/^www\./, ''))) return null;
  return url.pathname.split('/').filter(Boolean);
}

/**
 * The post id in a bare id or a post's address on X (x.com or twitter.com, `/{user}/status/{id}` or
 * `/i/web/status/{id}`, with or without query or trailing parts); null when it holds none.
 */
export function parseXPostId(input: string): string | null {
  const value = input.trim();
  if (X_POST_ID.test(value)) return value;
  const path = xPathOf(value);
  const at = path ? path.findIndex((part) => part === 'status' || part === 'statuses') : -1;
  const id = at > 0 ? path?.[at + 1] : undefined;
  return id && X_POST_ID.test(id) ? id : null;
}

/** The username in `name`, `@name` or a profile's address on X; null when it holds none. */
export function parseXUsername(input: string): string | null {
  const value = input.trim().replace(/^@/, '');
  if (X_USERNAME.test(value)) return value;
  const path = xPathOf(value);
  const name = path?.length === 1 ? path[0]?.replace(/^@/, '') : undefined;
  return name && X_USERNAME.test(name) && name.toLowerCase() !== 'home' ? name : null;
}

/** A task's target as stored: the username for FOLLOW, the post id for LIKE and RETWEET; null when unreadable. */
export function parseSocialTarget(kind: SocialTaskKind, input: string): string | null {
  return kind === 'FOLLOW' ? parseXUsername(input) : parseXPostId(input);
}
