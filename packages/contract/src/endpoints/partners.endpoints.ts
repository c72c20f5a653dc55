import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isCountryCode } from '../models/countries.js';
import { isWebLink } from '../models/creator-application.js';
import {
  PARTNER_ACTIONS,
  PARTNER_APPLICATION_STATUSES,
  PARTNER_KINDS,
  PARTNER_NAME_MAX,
  PARTNER_PITCH_MAX,
  PARTNER_PITCH_MIN,
  PARTNER_REASON_MAX,
  PARTNER_REVIEW_DECISIONS,
  PARTNER_STATUSES,
} from '../models/partners.js';

export const PartnerKindSchema = z.enum(PARTNER_KINDS);
export const PartnerApplicationStatusSchema = z.enum(PARTNER_APPLICATION_STATUSES);
export const PartnerStatusSchema = z.enum(PARTNER_STATUSES);
export const PartnerActionSchema = z.enum(PARTNER_ACTIONS);

const WebLinkSchema = z.string().trim().max(500).refine(isWebLink, 'Enter a full http(s) link.');
const CountrySchema = z.string().trim().toUpperCase().refine(isCountryCode, 'Choose a country.');
const ReasonSchema = z.string().trim().min(1).max(PARTNER_REASON_MAX);

/** What an organisation sends to apply; the signed-in member is the contact (decision 061). */
export const PartnerApplicationBodySchema = z.strictObject({
  organisationName: z.string().trim().min(2).max(PARTNER_NAME_MAX),
  kind: PartnerKindSchema,
  website: WebLinkSchema,
  country: CountrySchema,
  logoUrl: WebLinkSchema.nullable().default(null),
  pitch: z.string().trim().min(PARTNER_PITCH_MIN).max(PARTNER_PITCH_MAX),
});
export type PartnerApplicationBody = z.input<typeof PartnerApplicationBodySchema>;

/** One application as its contact and staff see it. */
export const PartnerApplicationSchema = z.object({
  id: z.uuid(),
  status: PartnerApplicationStatusSchema,
  organisationName: z.string(),
  kind: PartnerKindSchema,
  website: z.string(),
  country: z.string(),
  logoUrl: z.string().nullable(),
  pitch: z.string(),
  contactUserId: z.uuid(),
  contactEmail: z.string(),
  reason: z.string().nullable(),
  partnerId: z.uuid().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type PartnerApplication = z.infer<typeof PartnerApplicationSchema>;

/** GET /partner-applications/mine: the member's applications, newest first. */
export const PartnerApplicationListSchema = z.object({ items: z.array(PartnerApplicationSchema) });
export type PartnerApplicationList = z.infer<typeof PartnerApplicationListSchema>;

export const ListPartnerApplicationsQuerySchema = z.strictObject({
  status: PartnerApplicationStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ListPartnerApplicationsQuery = z.infer<typeof ListPartnerApplicationsQuerySchema>;

/** A staff decision; a rejection needs the reason the contact is e-mailed. */
export const PartnerReviewBodySchema = z
  .strictObject({
    decision: z.enum(PARTNER_REVIEW_DECISIONS),
    reason: z.string().trim().max(PARTNER_REASON_MAX).default(''),
  })
  .refine((body) => body.decision === 'APPROVE' || body.reason.length > 0, {
    message: 'Give the applicant a reason.',
    path: ['reason'],
  });
export type PartnerReviewBody = z.input<typeof PartnerReviewBodySchema>;

/** One partner as staff and its people see it. */
export const PartnerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  kind: PartnerKindSchema,
  website: z.string(),
  country: z.string(),
  logoUrl: z.string().nullable(),
  status: PartnerStatusSchema,
  statusReason: z.string().nullable(),
  ownerUserId: z.uuid(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Partner = z.infer<typeof PartnerSchema>;

export const PartnerListSchema = z.object({ items: z.array(PartnerSchema) });
export type PartnerList = z.infer<typeof PartnerListSchema>;

export const ListPartnersQuerySchema = z.strictObject({ status: PartnerStatusSchema.optional() });
export type ListPartnersQuery = z.infer<typeof ListPartnersQuerySchema>;

/** Every lifecycle change carries the reason the owner is e-mailed and the audit log keeps. */
export const PartnerStatusBodySchema = z.strictObject({ reason: ReasonSchema });
export type PartnerStatusBody = z.infer<typeof PartnerStatusBodySchema>;

const IdParams = z.strictObject({ id: z.uuid() });
const staff = { tags: ['admin-partners'], auth: 'admin', permission: 'canManageCreators' } as const;

/** POST /partner-applications: a signed-in member applies for their organisation (one open per org/contact). */
export const applyPartnerEndpoint = defineEndpoint({
  tags: ['partners'],
  auth: 'member',
  method: 'POST',
  path: '/partner-applications',
  summary: 'Apply to become a partner',
  body: PartnerApplicationBodySchema,
  response: PartnerApplicationSchema,
  successStatus: 201,
});

/** GET /partner-applications/mine: what the Become a partner page shows the member. */
export const listMyPartnerApplicationsEndpoint = defineEndpoint({
  tags: ['partners'],
  auth: 'member',
  method: 'GET',
  path: '/partner-applications/mine',
  summary: "The signed-in member's partner applications",
  response: PartnerApplicationListSchema,
});

/** GET /admin/partner-applications: the review queue. */
export const listPartnerApplicationsEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/partner-applications',
  summary: 'Partner applications, newest first',
  query: ListPartnerApplicationsQuerySchema,
  response: PartnerApplicationListSchema,
});

/** POST /admin/partner-applications/{id}/review (spec §7): approve (creates the partner) or reject. */
export const reviewPartnerApplicationEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/partner-applications/:id/review',
  summary: 'Approve or reject a partner application',
  params: IdParams,
  body: PartnerReviewBodySchema,
  response: PartnerApplicationSchema,
});

/** GET /admin/partners: every partner, newest first. */
export const listPartnersEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/partners',
  summary: 'Partners',
  query: ListPartnersQuerySchema,
  response: PartnerListSchema,
});

const lifecycle = (action: (typeof PARTNER_ACTIONS)[number], summary: string) =>
  ({
    ...staff,
    method: 'POST',
    path: `/admin/partners/:id/${action}`,
    summary,
    params: IdParams,
    body: PartnerStatusBodySchema,
    response: PartnerSchema,
  }) as const;

/** POST /admin/partners/{id}/suspend (spec §7): ACTIVE → SUSPENDED; its campaigns pause at once. */
export const suspendPartnerEndpoint = defineEndpoint(lifecycle('suspend', 'Suspend a partner'));
/** POST /admin/partners/{id}/activate (spec §7): SUSPENDED → ACTIVE; paused campaigns run again. */
export const activatePartnerEndpoint = defineEndpoint(lifecycle('activate', 'Activate a suspended partner'));
/** POST /admin/partners/{id}/cancel (spec §7): final; campaigns end and unspent budget returns to the pool. */
export const cancelPartnerEndpoint = defineEndpoint(lifecycle('cancel', 'Cancel a partner'));
