import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  CAMPAIGN_ACTIONS,
  CAMPAIGN_ACTIVITIES_MAX,
  CAMPAIGN_BONUS_MAX,
  CAMPAIGN_BUDGET_MAX,
  CAMPAIGN_STATUSES,
  PARTNER_NAME_MAX,
} from '../models/partners.js';
import { PartnerSchema, PartnerStatusBodySchema } from './partners.endpoints.js';

export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);

/** Staff create a sponsored campaign for a partner: its budget is moved from the reward pool at once. */
export const CampaignBodySchema = z
  .strictObject({
    title: z.string().trim().min(2).max(PARTNER_NAME_MAX),
    activityIds: z
      .array(z.uuid())
      .min(1)
      .max(CAMPAIGN_ACTIVITIES_MAX)
      .refine((ids) => new Set(ids).size === ids.length, 'Each activity once.'),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    bonusPoints: z.number().int().min(1).max(CAMPAIGN_BONUS_MAX),
    budgetPoints: z.number().int().min(1).max(CAMPAIGN_BUDGET_MAX),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    message: 'The end must come after the start.',
    path: ['endsAt'],
  })
  .refine((body) => body.budgetPoints >= body.bonusPoints, {
    message: 'The budget must pay at least one bonus.',
    path: ['budgetPoints'],
  });
export type CampaignBody = z.input<typeof CampaignBodySchema>;

/**
 * Staff edit a campaign that has not ended: every field is optional; `addBudgetPoints` moves that many more
 * points from the reward pool into the campaign's account (a budget is topped up, never taken back early).
 */
export const CampaignUpdateBodySchema = z
  .strictObject({
    title: z.string().trim().min(2).max(PARTNER_NAME_MAX).optional(),
    activityIds: z
      .array(z.uuid())
      .min(1)
      .max(CAMPAIGN_ACTIVITIES_MAX)
      .refine((ids) => new Set(ids).size === ids.length, 'Each activity once.')
      .optional(),
    startsAt: z.iso.datetime({ offset: true }).optional(),
    endsAt: z.iso.datetime({ offset: true }).optional(),
    bonusPoints: z.number().int().min(1).max(CAMPAIGN_BONUS_MAX).optional(),
    addBudgetPoints: z.number().int().min(1).max(CAMPAIGN_BUDGET_MAX).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field.' });
export type CampaignUpdateBody = z.input<typeof CampaignUpdateBodySchema>;

/** One campaign with its figures: counts only, never a member's data (issue 32). */
export const CampaignSchema = z.object({
  id: z.uuid(),
  partnerId: z.uuid(),
  title: z.string(),
  status: CampaignStatusSchema,
  activityIds: z.array(z.uuid()),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  bonusPoints: z.number().int(),
  budgetPoints: z.number().int(),
  budgetLeft: z.number().int(),
  /** Bonuses paid so far, their points, and the distinct members they went to. */
  completions: z.number().int(),
  bonusPaid: z.number().int(),
  reach: z.number().int(),
  /** Why staff rejected it (REJECTED only), shown to the owner. */
  decisionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignListSchema = z.object({ items: z.array(CampaignSchema) });
export type CampaignList = z.infer<typeof CampaignListSchema>;

/** GET /partner/portal: the owner's partner and its campaigns with their figures. */
export const PartnerPortalSchema = z.object({
  partner: PartnerSchema,
  campaigns: z.array(CampaignSchema),
});
export type PartnerPortal = z.infer<typeof PartnerPortalSchema>;

const IdParams = z.strictObject({ id: z.uuid() });
const staff = { tags: ['admin-partners'], auth: 'admin', permission: 'canManagePoints' } as const;

/** POST /admin/partners/{id}/campaigns: a campaign "presented by" the partner, funded from the reward pool. */
export const createCampaignEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/partners/:id/campaigns',
  summary: 'Create a sponsored campaign with a points budget',
  params: IdParams,
  body: CampaignBodySchema,
  response: CampaignSchema,
  successStatus: 201,
});

/** GET /admin/partners/{id}/campaigns: the partner's campaigns with their figures. */
export const listPartnerCampaignsEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/partners/:id/campaigns',
  summary: "A partner's campaigns",
  params: IdParams,
  response: CampaignListSchema,
});

const CampaignIdParams = z.strictObject({ id: z.uuid() });

/** PATCH /admin/partner-campaigns/{id}: edit a campaign that has not ended (title, activities, window, bonus, top-up). */
export const updateCampaignEndpoint = defineEndpoint({
  ...staff,
  method: 'PATCH',
  path: '/admin/partner-campaigns/:id',
  summary: 'Edit a sponsored campaign',
  params: CampaignIdParams,
  body: CampaignUpdateBodySchema,
  response: CampaignSchema,
});

const campaignMove = (action: (typeof CAMPAIGN_ACTIONS)[number], summary: string) =>
  ({
    ...staff,
    method: 'POST',
    path: `/admin/partner-campaigns/:id/${action}`,
    summary,
    params: CampaignIdParams,
    body: PartnerStatusBodySchema,
    response: CampaignSchema,
  }) as const;

/** POST /admin/partner-campaigns/{id}/pause: ACTIVE → PAUSED; no bonus is paid while paused. */
export const pauseCampaignEndpoint = defineEndpoint(campaignMove('pause', 'Pause a sponsored campaign'));
/** POST /admin/partner-campaigns/{id}/resume: PAUSED → ACTIVE, only while the partner is ACTIVE. */
export const resumeCampaignEndpoint = defineEndpoint(campaignMove('resume', 'Resume a paused campaign'));
/** POST /admin/partner-campaigns/{id}/end: final; the unspent budget returns to the reward pool. */
export const endCampaignEndpoint = defineEndpoint(campaignMove('end', 'End a sponsored campaign'));

/** POST /admin/partner-campaigns/{id}/approve: PROPOSED → ACTIVE, funded from the reward pool like a staff campaign. */
export const approveCampaignProposalEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/partner-campaigns/:id/approve',
  summary: "Approve a partner's proposed campaign and fund it",
  params: CampaignIdParams,
  response: CampaignSchema,
});

/** POST /admin/partner-campaigns/{id}/reject: PROPOSED → REJECTED (final) with a reason the owner reads. */
export const rejectCampaignProposalEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/partner-campaigns/:id/reject',
  summary: "Reject a partner's proposed campaign",
  params: CampaignIdParams,
  body: PartnerStatusBodySchema,
  response: CampaignSchema,
});

/** POST /partner/campaigns: the partner's owner proposes a campaign; it is PROPOSED and unfunded until staff decide. */
export const proposeCampaignEndpoint = defineEndpoint({
  tags: ['partners'],
  auth: 'member',
  method: 'POST',
  path: '/partner/campaigns',
  summary: 'Propose a sponsored campaign (partner owner)',
  body: CampaignBodySchema,
  response: CampaignSchema,
  successStatus: 201,
});

/** GET /partner/portal: for the partner's owner (and people they add); 403 for anyone else. */
export const getPartnerPortalEndpoint = defineEndpoint({
  tags: ['partners'],
  auth: 'member',
  method: 'GET',
  path: '/partner/portal',
  summary: "The signed-in member's partner portal",
  response: PartnerPortalSchema,
});
