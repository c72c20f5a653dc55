/** Partners program values and rules shared by the server and the web (zod-free; decision 061). */

/** What kind of organisation applies (issue 32). */
export const PARTNER_KINDS = ['GALLERY', 'MUSEUM', 'FESTIVAL', 'SCHOOL', 'BRAND', 'OTHER'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/** Statuses of one partner application; SUBMITTED is the only open one. */
export const PARTNER_APPLICATION_STATUSES = ['SUBMITTED', 'APPROVED', 'REJECTED'] as const;
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];

/** Staff decisions on a SUBMITTED application. */
export const PARTNER_REVIEW_DECISIONS = ['APPROVE', 'REJECT'] as const;
export type PartnerReviewDecision = (typeof PARTNER_REVIEW_DECISIONS)[number];

/** Every move an application may make; anything else is refused with PARTNER_APPLICATION_WRONG_STATE. */
export const PARTNER_APPLICATION_TRANSITIONS = {
  APPROVE: { from: 'SUBMITTED', to: 'APPROVED' },
  REJECT: { from: 'SUBMITTED', to: 'REJECTED' },
} as const satisfies Record<
  PartnerReviewDecision,
  { from: PartnerApplicationStatus; to: PartnerApplicationStatus }
>;

/** A partner's lifecycle: ACTIVE ⇄ SUSPENDED, CANCELLED is final. */
export const PARTNER_STATUSES = ['ACTIVE', 'SUSPENDED', 'CANCELLED'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** Staff lifecycle actions, as in the paths /admin/partners/{id}/{suspend|activate|cancel}. */
export const PARTNER_ACTIONS = ['suspend', 'activate', 'cancel'] as const;
export type PartnerAction = (typeof PARTNER_ACTIONS)[number];

/** The statuses each action may leave, and where it goes. */
export const PARTNER_TRANSITIONS = {
  suspend: { from: ['ACTIVE'], to: 'SUSPENDED' },
  activate: { from: ['SUSPENDED'], to: 'ACTIVE' },
  cancel: { from: ['ACTIVE', 'SUSPENDED'], to: 'CANCELLED' },
} as const satisfies Record<PartnerAction, { from: readonly PartnerStatus[]; to: PartnerStatus }>;

/** Whether `action` is allowed from `status`. */
export function canMovePartner(status: PartnerStatus, action: PartnerAction): boolean {
  return (PARTNER_TRANSITIONS[action].from as readonly PartnerStatus[]).includes(status);
}

/** Roles of the people of a partner; the contact whose application was approved is the OWNER. */
export const PARTNER_MEMBER_ROLES = ['OWNER', 'MEMBER'] as const;
export type PartnerMemberRole = (typeof PARTNER_MEMBER_ROLES)[number];

/**
 * A sponsored campaign: ACTIVE pays bonuses between its start and end while budget is left, PAUSED (the
 * partner is suspended) pays none, ENDED is final (cancelled partner; unspent budget returned).
 */
export const CAMPAIGN_STATUSES = ['ACTIVE', 'PAUSED', 'ENDED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Lengths and bounds of the forms. */
export const PARTNER_NAME_MAX = 120;
export const PARTNER_PITCH_MIN = 20;
export const PARTNER_PITCH_MAX = 2000;
export const PARTNER_REASON_MAX = 1000;
/** Most activities one campaign sponsors. */
export const CAMPAIGN_ACTIVITIES_MAX = 50;
/** Largest budget and bonus staff may set, in points (the ledger's amounts are int4). */
export const CAMPAIGN_BUDGET_MAX = 10_000_000;
export const CAMPAIGN_BONUS_MAX = 100_000;
