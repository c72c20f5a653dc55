import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ApplicantTypeSchema, ContentFormatSchema, CreatorStatusSchema } from '../enums.js';
import {
  CREATOR_APPLICATION_STATUSES,
  CREATOR_BIO_MAX,
  CREATOR_BIO_MIN,
  CREATOR_REASON_MAX,
  CREATOR_REVIEW_DECISIONS,
  isWebLink,
  MAX_BULK_REVIEW,
  MAX_PORTFOLIO_LINKS,
} from '../models/creator-application.js';
import { isCountryCode } from '../models/countries.js';

export const CreatorApplicationStatusSchema = z.enum(CREATOR_APPLICATION_STATUSES);
export const CreatorReviewDecisionSchema = z.enum(CREATOR_REVIEW_DECISIONS);

const WebLinkSchema = z.string().trim().max(500).refine(isWebLink, 'Enter a full http(s) link.');
const CountrySchema = z.string().trim().toUpperCase().refine(isCountryCode, 'Choose a country.');

/** What a member sends to apply or to resubmit after CHANGES_REQUESTED. The sample is a link for now. */
export const CreatorApplicationBodySchema = z.strictObject({
  applicantType: ApplicantTypeSchema,
  contentFormats: z
    .array(ContentFormatSchema)
    .min(1)
    .max(4)
    .refine((formats) => new Set(formats).size === formats.length, 'Each format once.'),
  bio: z.string().trim().min(CREATOR_BIO_MIN).max(CREATOR_BIO_MAX),
  portfolioLinks: z.array(WebLinkSchema).max(MAX_PORTFOLIO_LINKS).default([]),
  sampleLink: WebLinkSchema,
  country: CountrySchema,
  agreementAccepted: z.literal(true),
});
export type CreatorApplicationBody = z.input<typeof CreatorApplicationBodySchema>;

/** One application as its member and staff see it. */
export const CreatorApplicationSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  status: CreatorApplicationStatusSchema,
  applicantType: ApplicantTypeSchema,
  contentFormats: z.array(ContentFormatSchema),
  bio: z.string(),
  portfolioLinks: z.array(z.string()),
  sampleLink: z.string(),
  country: z.string(),
  agreementAcceptedAt: z.iso.datetime(),
  /** Staff's reason for the last decision (shown to the member). */
  reason: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  reapplyAllowedAfter: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CreatorApplication = z.infer<typeof CreatorApplicationSchema>;

/** GET /auth/creator-application-status: what the apply screen and the header need. */
export const CreatorApplicationStatusViewSchema = z.object({
  creatorStatus: CreatorStatusSchema,
  isContentCreator: z.boolean(),
  application: CreatorApplicationSchema.nullable(),
  /** Whether POST /auth/apply-creator would be accepted now. */
  canApply: z.boolean(),
  reapplyAllowedAfter: z.iso.datetime().nullable(),
});
export type CreatorApplicationStatusView = z.infer<typeof CreatorApplicationStatusViewSchema>;

export const CreatorApplicationListSchema = z.object({ items: z.array(CreatorApplicationSchema) });
export type CreatorApplicationList = z.infer<typeof CreatorApplicationListSchema>;

/** Staff's queue item: the application with who applied. */
export const ReviewedCreatorApplicationSchema = CreatorApplicationSchema.extend({
  applicant: z.object({ email: z.string().nullable(), displayName: z.string().nullable() }),
  reviewerAdminId: z.uuid().nullable(),
});
export type ReviewedCreatorApplication = z.infer<typeof ReviewedCreatorApplicationSchema>;

/** GET /admin/creator-applications query; `cursor` is the previous page's nextCursor. */
export const ListCreatorApplicationsQuerySchema = z.strictObject({
  status: CreatorApplicationStatusSchema.optional(),
  applicantType: ApplicantTypeSchema.optional(),
  country: CountrySchema.optional(),
  q: z.string().trim().min(1).max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  cursor: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type ListCreatorApplicationsQuery = z.infer<typeof ListCreatorApplicationsQuerySchema>;

export const CreatorApplicationQueueSchema = z.object({
  items: z.array(ReviewedCreatorApplicationSchema),
  nextCursor: z.number().int().nullable(),
});
export type CreatorApplicationQueue = z.infer<typeof CreatorApplicationQueueSchema>;

const ReasonSchema = z.string().trim().max(CREATOR_REASON_MAX);

/** A staff decision; REJECT and REQUEST_CHANGES need a reason the member reads. */
export const CreatorReviewBodySchema = z
  .strictObject({ decision: CreatorReviewDecisionSchema, reason: ReasonSchema.default('') })
  .refine((body) => body.decision === 'APPROVE' || body.reason.length > 0, {
    message: 'Give the member a reason.',
    path: ['reason'],
  });
export type CreatorReviewBody = z.input<typeof CreatorReviewBodySchema>;

export const CreatorBulkReviewBodySchema = z
  .strictObject({
    ids: z
      .array(z.uuid())
      .min(1)
      .max(MAX_BULK_REVIEW)
      .refine((ids) => new Set(ids).size === ids.length, 'Each application once.'),
    decision: CreatorReviewDecisionSchema,
    reason: ReasonSchema.default(''),
  })
  .refine((body) => body.decision === 'APPROVE' || body.reason.length > 0, {
    message: 'Give the members a reason.',
    path: ['reason'],
  });
export type CreatorBulkReviewBody = z.input<typeof CreatorBulkReviewBodySchema>;

export const CreatorBulkReviewResultSchema = z.object({ items: z.array(CreatorApplicationSchema) });
export type CreatorBulkReviewResult = z.infer<typeof CreatorBulkReviewResultSchema>;

const member = { tags: ['creators'], auth: 'member' } as const;
const staff = { tags: ['admin-creators'], auth: 'admin', permission: 'canManageCreators' } as const;

/** POST /auth/apply-creator: one open application per member; 409 while one is open or in cool-off. */
export const applyCreatorEndpoint = defineEndpoint({
  ...member,
  method: 'POST',
  path: '/auth/apply-creator',
  summary: 'Apply to become a content creator',
  body: CreatorApplicationBodySchema,
  response: CreatorApplicationSchema,
  successStatus: 201,
});

/** PUT /auth/creator-application: resubmit the CHANGES_REQUESTED application with edits (back to PENDING). */
export const resubmitCreatorApplicationEndpoint = defineEndpoint({
  ...member,
  method: 'PUT',
  path: '/auth/creator-application',
  summary: 'Edit and resubmit an application staff asked changes on',
  body: CreatorApplicationBodySchema,
  response: CreatorApplicationSchema,
});

/** GET /auth/creator-application: the member's latest application (404 when none). */
export const getMyCreatorApplicationEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/auth/creator-application',
  summary: "The signed-in member's latest creator application",
  response: CreatorApplicationSchema,
});

/** GET /auth/creator-application-status. */
export const getCreatorApplicationStatusEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/auth/creator-application-status',
  summary: "The member's creator status, latest application and whether they may apply",
  response: CreatorApplicationStatusViewSchema,
});

/** GET /auth/creator-applications: the member's applications, newest first. */
export const listMyCreatorApplicationsEndpoint = defineEndpoint({
  ...member,
  method: 'GET',
  path: '/auth/creator-applications',
  summary: "The signed-in member's creator applications, newest first",
  response: CreatorApplicationListSchema,
});

/** GET /admin/creator-applications: the review queue, newest first, cursor-paginated. */
export const listCreatorApplicationsEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/creator-applications',
  summary: 'Creator applications with filters',
  query: ListCreatorApplicationsQuerySchema,
  response: CreatorApplicationQueueSchema,
});

/** GET /admin/creator-applications/:id. */
export const getCreatorApplicationEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/creator-applications/:id',
  summary: 'One creator application',
  params: z.object({ id: z.uuid() }),
  response: ReviewedCreatorApplicationSchema,
});

/** POST /admin/creator-applications/:id/review: approve, reject or request changes; audited, emailed. */
export const reviewCreatorApplicationEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/creator-applications/:id/review',
  summary: 'Decide one PENDING creator application',
  params: z.object({ id: z.uuid() }),
  body: CreatorReviewBodySchema,
  response: CreatorApplicationSchema,
});

/** POST /admin/creator-applications/bulk-review: all applications decided in one transaction, or none. */
export const bulkReviewCreatorApplicationsEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/creator-applications/bulk-review',
  summary: 'Decide many PENDING creator applications at once (all or none)',
  body: CreatorBulkReviewBodySchema,
  response: CreatorBulkReviewResultSchema,
});
