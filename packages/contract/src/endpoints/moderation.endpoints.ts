import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { ActivityStatusSchema, ActivityTypeSchema } from '../models/activity.schemas.js';
import { VIEW_MINTER_ROLES } from '../models/admin-roles.js';
import { PageQuerySchema, pageOf } from '../models/page.schemas.js';
import { StaffReasonSchema } from '../models/staff-reason.schemas.js';

/** A moderator's decision on creator content. */
export const MODERATION_DECISIONS = ['APPROVE', 'REJECT', 'REQUEST_CHANGES'] as const;
export const ModerationDecisionSchema = z.enum(MODERATION_DECISIONS);
export type ModerationDecision = z.infer<typeof ModerationDecisionSchema>;

const ReasonSchema = z.string().trim().min(1).max(2000).optional();
const needsReason = (body: { decision: ModerationDecision; reason?: string | undefined }) =>
  body.decision === 'APPROVE' || (body.reason ?? '').length > 0;
const reasonRule = { message: 'A reason is required to reject or request changes', path: ['reason'] };

/** GET /admin/content/moderation-queue query. */
export const ModerationQueueQuerySchema = PageQuerySchema.extend({
  type: ActivityTypeSchema.optional(),
  categoryId: z.uuid().optional(),
  creatorId: z.uuid().optional(),
});
export type ModerationQueueQuery = z.infer<typeof ModerationQueueQuerySchema>;

/** One item waiting for review, oldest first. */
export const ModerationQueueItemSchema = z.object({
  id: z.uuid(),
  type: ActivityTypeSchema,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  status: ActivityStatusSchema,
  creatorId: z.uuid().nullable(),
  creatorName: z.string().nullable(),
  category: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }).nullable(),
  publishAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** For a moderator's preview: the video's thumbnail, short preview clip and HLS playlist, when ready. */
  media: z.object({
    thumbnailUrl: z.string().nullable(),
    previewUrl: z.string().nullable(),
    hlsUrl: z.string().nullable(),
  }),
});
export const ModerationQueuePageSchema = pageOf(ModerationQueueItemSchema);
export type ModerationQueuePage = z.infer<typeof ModerationQueuePageSchema>;

export const ModerateBodySchema = z
  .strictObject({ decision: ModerationDecisionSchema, reason: ReasonSchema })
  .refine(needsReason, reasonRule);
export type ModerateBody = z.infer<typeof ModerateBodySchema>;

export const ModerationOutcomeSchema = z.object({
  id: z.uuid(),
  decision: ModerationDecisionSchema,
  status: ActivityStatusSchema,
});
export type ModerationOutcome = z.infer<typeof ModerationOutcomeSchema>;

export const BulkModerateBodySchema = z
  .strictObject({
    ids: z.array(z.uuid()).min(1).max(100),
    decision: ModerationDecisionSchema,
    reason: ReasonSchema,
  })
  .refine(needsReason, reasonRule);

/** Per item: its new status, or why it was skipped (not found, not pending review). */
export const BulkModerationResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.uuid(),
      ok: z.boolean(),
      status: ActivityStatusSchema.nullable(),
      error: z.string().nullable(),
    }),
  ),
});
export type BulkModerationResult = z.infer<typeof BulkModerationResultSchema>;

/** A decision the creator sees on their own content. */
export const ModerationFeedbackSchema = z.object({
  items: z.array(
    z.object({
      activityId: z.uuid(),
      title: z.string(),
      status: ActivityStatusSchema,
      /** APPROVE, REJECT, REQUEST_CHANGES, or REMOVE_CONTENT after reports. */
      decision: z.string(),
      reason: z.string().nullable(),
      decidedAt: z.iso.datetime(),
    }),
  ),
});
export type ModerationFeedback = z.infer<typeof ModerationFeedbackSchema>;

export const CanvasViewIncrementBodySchema = z.strictObject({
  activityId: z.uuid(),
  increment: z.number().int().min(1).max(10_000),
  reason: StaffReasonSchema,
});
export type CanvasViewIncrementBody = z.infer<typeof CanvasViewIncrementBodySchema>;

export const CanvasViewIncrementResultSchema = z.object({
  activityId: z.uuid(),
  increment: z.number().int(),
  viewCount: z.number().int(),
  appliedAt: z.iso.datetime(),
});
export type CanvasViewIncrementResult = z.infer<typeof CanvasViewIncrementResultSchema>;

const ContentIdParamsSchema = z.object({ id: z.uuid() });

/** GET /admin/content/moderation-queue: PENDING_REVIEW items (canModerateContent). */
export const getModerationQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/content/moderation-queue',
  summary: 'Creator content waiting for review, oldest first',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  query: ModerationQueueQuerySchema,
  response: ModerationQueuePageSchema,
});

/** POST /admin/content/:id/moderate: approve, reject or request changes (reason needed for the last two). */
export const moderateContentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/content/:id/moderate',
  summary: 'Decide on one pending item',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  params: ContentIdParamsSchema,
  body: ModerateBodySchema,
  response: ModerationOutcomeSchema,
});

/** POST /admin/content/bulk-moderate: the same decision on up to 100 items. */
export const bulkModerateContentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/content/bulk-moderate',
  summary: 'Decide on several pending items at once',
  tags: ['admin-content'],
  auth: 'admin',
  permission: 'canModerateContent',
  body: BulkModerateBodySchema,
  response: BulkModerationResultSchema,
});

/** GET /creator/moderation-feedback: decisions on the signed-in creator's content, newest first. */
export const getModerationFeedbackEndpoint = defineEndpoint({
  method: 'GET',
  path: '/creator/moderation-feedback',
  summary: "Moderators' decisions and reasons on my content",
  tags: ['creator'],
  auth: 'member',
  response: ModerationFeedbackSchema,
});

/**
 * POST /admin/trigger-canvas-view-increment: a staff correction of an activity's view counter (e.g.
 * views of a canvas shown at an offline exhibition), with a reason; needs header Idempotency-Key and an
 * ADMIN or SUPER_ADMIN (VIEW_MINTER_ROLES). The views are counted as manual: they never pay out.
 */
export const triggerCanvasViewIncrementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/trigger-canvas-view-increment',
  summary: 'Add audited views to an activity (Idempotency-Key header required)',
  tags: ['admin-content'],
  auth: 'admin',
  // Views are a value that will pay out: only ADMIN and SUPER_ADMIN may add them (issue 10).
  roles: VIEW_MINTER_ROLES,
  body: CanvasViewIncrementBodySchema,
  response: CanvasViewIncrementResultSchema,
});
