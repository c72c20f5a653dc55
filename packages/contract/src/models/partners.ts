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
 * partner is suspended) pays none, ENDED is final (cancelled partner; unspent budget returned). PROPOSED
 * (by the partner's owner) is unfunded and pays nothing until staff approve it (→ ACTIVE, funded) or
 * reject it (→ REJECTED, final, kept with its reason so the owner sees it).
 */
export const CAMPAIGN_STATUSES = ['ACTIVE', 'PAUSED', 'ENDED', 'PROPOSED', 'REJECTED'] as const;
/** The statuses of a campaign that was funded and may still pay or change. */
export const CAMPAIGN_RUNNING_STATUSES = ['ACTIVE', 'PAUSED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/**
 * Staff moves of one campaign, as in /admin/partner-campaigns/{id}/{pause|resume|end}. A partner's own
 * suspension pauses all its campaigns and its activation resumes every PAUSED one (decision 061).
 */
export const CAMPAIGN_ACTIONS = ['pause', 'resume', 'end'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

/** The statuses each campaign action may leave, and where it goes; ENDED is final. */
export const CAMPAIGN_TRANSITIONS = {
  pause: { from: ['ACTIVE'], to: 'PAUSED' },
  resume: { from: ['PAUSED'], to: 'ACTIVE' },
  end: { from: ['ACTIVE', 'PAUSED'], to: 'ENDED' },
} as const satisfies Record<CampaignAction, { from: readonly CampaignStatus[]; to: CampaignStatus }>;

/** Whether `action` is allowed from the campaign's `status`. */
export function canMoveCampaign(status: CampaignStatus, action: CampaignAction): boolean {
  return (CAMPAIGN_TRANSITIONS[action].from as readonly CampaignStatus[]).includes(status);
}

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

/** Events a partner's webhook receives (decision 061). */
export const PARTNER_WEBHOOK_EVENTS = [
  'partner.status_changed',
  'campaign.started',
  'campaign.ended',
  'campaign.budget_low',
  'campaign.budget_exhausted',
  'daily.summary',
] as const;
export type PartnerWebhookEvent = (typeof PARTNER_WEBHOOK_EVENTS)[number];

/** Where one delivery stands: waiting for its (next) attempt, delivered, or given up after a day. */
export const WEBHOOK_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" under the secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'streamit-signature';
/** A receiver should refuse a signature older than this, in seconds (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Waits before each retry, in seconds: about 22 hours in all, then the delivery is FAILED. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 300, 900, 3600, 10_800, 21_600, 43_200] as const;
/** A campaign's budget is "low" once less than this share of it is left (basis points of 10 000). */
export const CAMPAIGN_BUDGET_LOW_BPS = 1000;
