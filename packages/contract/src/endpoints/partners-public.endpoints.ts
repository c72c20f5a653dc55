import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { CardSponsorSchema } from '../models/activity-content.schemas.js';
import { CAMPAIGN_ACTIVITIES_MAX } from '../models/partners.js';
import { CampaignStatusSchema } from './partners-campaigns.endpoints.js';
import { PartnerKindSchema } from './partners.endpoints.js';

/** The running campaign that sponsors one activity: who presents it and what its bonus is now. */
export const SponsorshipSchema = CardSponsorSchema.extend({
  activityId: z.uuid(),
  campaignTitle: z.string(),
});
export type Sponsorship = z.infer<typeof SponsorshipSchema>;

export const SponsorshipListSchema = z.object({ items: z.array(SponsorshipSchema) });
export type SponsorshipList = z.infer<typeof SponsorshipListSchema>;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** `activityIds`: comma-separated uuids, at most one page of cards (split by `readSponsorshipIds`). */
export const SponsorshipQuerySchema = z.strictObject({
  activityIds: z.string().regex(new RegExp(`^${UUID}(,${UUID}){0,${CAMPAIGN_ACTIVITIES_MAX - 1}}$`, 'i')),
});
export type SponsorshipQuery = z.infer<typeof SponsorshipQuerySchema>;

/** The activity ids of a sponsorship query, each once. */
export function readSponsorshipIds(query: SponsorshipQuery): string[] {
  return [...new Set(query.activityIds.toLowerCase().split(','))];
}

/** One campaign on the partner's public page: no figures beyond whether the bonus is still paid. */
export const PublicCampaignSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  status: CampaignStatusSchema,
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  bonusPoints: z.number().int(),
  budgetUsedUp: z.boolean(),
  activities: z.array(z.object({ id: z.uuid(), slug: z.string(), title: z.string() })),
});
export type PublicCampaign = z.infer<typeof PublicCampaignSchema>;

/** GET /partners/{id}: an ACTIVE partner's public page. */
export const PublicPartnerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: PartnerKindSchema,
  website: z.string(),
  country: z.string(),
  logoUrl: z.string().nullable(),
  campaigns: z.array(PublicCampaignSchema),
});
export type PublicPartner = z.infer<typeof PublicPartnerSchema>;

/** GET /partners/sponsorships?activityIds=…: which of these activities a running campaign presents. */
export const listSponsorshipsEndpoint = defineEndpoint({
  tags: ['partners'],
  auth: 'public',
  method: 'GET',
  path: '/partners/sponsorships',
  summary: 'The partners presenting these activities, with their bonus',
  query: SponsorshipQuerySchema,
  response: SponsorshipListSchema,
});

/** GET /partners/{id}: the public page of an ACTIVE partner and its campaigns; 404 otherwise. */
export const getPublicPartnerEndpoint = defineEndpoint({
  tags: ['partners'],
  auth: 'public',
  method: 'GET',
  path: '/partners/:id',
  summary: "A partner's public page",
  params: z.strictObject({ id: z.uuid() }),
  response: PublicPartnerSchema,
});
