import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { TierSchema } from '../enums.js';
import {
  SOCIAL_CLAIM_STATES,
  SOCIAL_POINTS_MAX,
  SOCIAL_REASON_MAX,
  SOCIAL_REVIEW_DECISIONS,
  SOCIAL_TITLE_MAX,
  parseSocialTarget,
} from '../models/social.js';
import type { SocialTaskKind } from '../models/social.js';
import { SocialTaskKindSchema, SocialVerifiedViaSchema } from './social.endpoints.js';
import { StaffReasonSchema } from '../models/staff-reason.schemas.js';

export const SocialClaimStateSchema = z.enum(SOCIAL_CLAIM_STATES);
export const SocialReviewDecisionSchema = z.enum(SOCIAL_REVIEW_DECISIONS);

const SocialTaskFieldsSchema = z.strictObject({
  kind: SocialTaskKindSchema,
  title: z.string().trim().min(1).max(SOCIAL_TITLE_MAX),
  // A username or post id, or the address of the profile or post on X: stored as the bare username or id.
  target: z.string().trim().min(1).max(300),
  points: z.number().int().min(1).max(SOCIAL_POINTS_MAX),
  maxCompletions: z.number().int().min(1).max(10_000_000).nullable().default(null),
  startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  minTier: TierSchema.nullable().default(null),
  active: z.boolean().default(true),
});

const TARGET_MESSAGE =
  'A follow task needs an X username or profile link; a like or repost task needs a post link (x.com/…/status/…) or its id.';

/** Reads the target as stored (the bare username or post id); an unreadable one fails with TARGET_MESSAGE. */
function parseTarget<T extends { kind: SocialTaskKind; target: string }>(
  task: T,
  context: z.RefinementCtx,
): T {
  const target = parseSocialTarget(task.kind, task.target);
  if (target) return { ...task, target };
  context.addIssue({ code: 'custom', message: TARGET_MESSAGE, path: ['target'] });
  return z.NEVER;
}

function windowFits(task: { startsAt: string | null; endsAt: string | null }): boolean {
  return !task.startsAt || !task.endsAt || Date.parse(task.endsAt) > Date.parse(task.startsAt);
}

/** POST /admin/social-tasks: a new task. FOLLOW targets a username, LIKE and RETWEET a post (link or id). */
export const SocialTaskBodySchema = SocialTaskFieldsSchema.refine(windowFits, {
  message: 'The end must come after the start.',
  path: ['endsAt'],
}).transform(parseTarget);
export type SocialTaskBody = z.input<typeof SocialTaskBodySchema>;

/** PUT /admin/social-tasks/:id: the whole task again, with the version the editor read. */
export const SocialTaskUpdateBodySchema = SocialTaskFieldsSchema.extend({ version: z.number().int().min(1) })
  .refine(windowFits, { message: 'The end must come after the start.', path: ['endsAt'] })
  .transform(parseTarget);
export type SocialTaskUpdateBody = z.input<typeof SocialTaskUpdateBodySchema>;

/** A task as staff see it. */
export const SocialTaskSchema = z.object({
  id: z.uuid(),
  kind: SocialTaskKindSchema,
  title: z.string(),
  target: z.string(),
  points: z.number().int(),
  maxCompletions: z.number().int().nullable(),
  completions: z.number().int(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
  minTier: TierSchema.nullable(),
  active: z.boolean(),
  version: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SocialTask = z.infer<typeof SocialTaskSchema>;

export const SocialTaskListSchema = z.object({ items: z.array(SocialTaskSchema) });
export type SocialTaskList = z.infer<typeof SocialTaskListSchema>;

/** One member's claim on a task, as the review queue shows it. */
export const SocialClaimSchema = z.object({
  id: z.uuid(),
  taskId: z.uuid(),
  taskTitle: z.string(),
  taskKind: SocialTaskKindSchema,
  userId: z.uuid(),
  memberEmail: z.string().nullable(),
  memberName: z.string().nullable(),
  state: SocialClaimStateSchema,
  verifiedVia: SocialVerifiedViaSchema.nullable(),
  evidenceUrl: z.string().nullable(),
  evidenceText: z.string().nullable(),
  points: z.number().int(),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SocialClaim = z.infer<typeof SocialClaimSchema>;

export const SocialClaimListQuerySchema = z.strictObject({
  state: SocialClaimStateSchema.default('PENDING_REVIEW'),
  taskId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type SocialClaimListQuery = z.infer<typeof SocialClaimListQuerySchema>;

export const SocialClaimListSchema = z.object({ items: z.array(SocialClaimSchema) });
export type SocialClaimList = z.infer<typeof SocialClaimListSchema>;

const ReasonSchema = z.string().trim().max(SOCIAL_REASON_MAX);

/** A staff decision on evidence; a rejection needs a reason the member reads. */
export const SocialReviewBodySchema = z
  .strictObject({ decision: SocialReviewDecisionSchema, reason: ReasonSchema.default('') })
  .refine((body) => body.decision === 'APPROVE' || body.reason.length > 0, {
    message: 'Give the member a reason.',
    path: ['reason'],
  });
export type SocialReviewBody = z.input<typeof SocialReviewBodySchema>;

/** POST /social/follow/twitter/bypass: staff mark a member's task done without X; the reason is audited. */
export const SocialBypassBodySchema = z.strictObject({
  taskId: z.uuid(),
  userId: z.uuid(),
  reason: StaffReasonSchema,
});
export type SocialBypassBody = z.infer<typeof SocialBypassBodySchema>;

const staff = { tags: ['admin-social'], auth: 'admin', permission: 'canManagePoints' } as const;
const idParams = z.object({ id: z.uuid() });

/** GET /admin/social-tasks. */
export const listSocialTasksEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/social-tasks',
  summary: 'Every social task, newest first',
  response: SocialTaskListSchema,
});

/** POST /admin/social-tasks. */
export const createSocialTaskEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/social-tasks',
  summary: 'Create a social task (audited)',
  body: SocialTaskBodySchema,
  response: SocialTaskSchema,
  successStatus: 201,
});

/** PUT /admin/social-tasks/:id: 409 CONFLICT when the version is stale. */
export const updateSocialTaskEndpoint = defineEndpoint({
  ...staff,
  method: 'PUT',
  path: '/admin/social-tasks/:id',
  summary: 'Change a social task (audited, versioned)',
  params: idParams,
  body: SocialTaskUpdateBodySchema,
  response: SocialTaskSchema,
});

/** GET /admin/social-tasks/claims: the manual review queue (PENDING_REVIEW by default). */
export const listSocialClaimsEndpoint = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/social-tasks/claims',
  summary: "Members' social task submissions by state, oldest first",
  query: SocialClaimListQuerySchema,
  response: SocialClaimListSchema,
});

/** POST /admin/social-tasks/claims/:id/decision: approve (pays through the ledger) or reject. */
export const decideSocialClaimEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/social-tasks/claims/:id/decision',
  summary: 'Approve or reject a submission waiting for review (audited)',
  params: idParams,
  body: SocialReviewBodySchema,
  response: SocialClaimSchema,
});

/** POST /social/follow/twitter/bypass. */
export const bypassSocialTaskEndpoint = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/social/follow/twitter/bypass',
  summary: "Staff mark a member's social task verified without X (reason required, audited)",
  body: SocialBypassBodySchema,
  response: SocialClaimSchema,
});
