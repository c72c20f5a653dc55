import { z } from 'zod';
import { TierSchema } from '../enums.js';
import { defineEndpoint } from '../endpoint.js';
import { CompletionResultSchema, PendingAwardSchema } from '../models/earning.schemas.js';
import { PendingMoneyApprovalSchema } from '../models/money-approval.js';
import { CompletionBlockReasonSchema, PointsBreakdownSchema } from '../models/points.js';
import { StaffReasonSchema } from '../models/staff-reason.schemas.js';

const ActivityParams = z.object({ id: z.uuid() });

/** Whether the member can complete an activity now and what it would pay, with why. */
export const CompletionQuoteSchema = z.object({
  activityId: z.uuid(),
  canComplete: z.boolean(),
  /** Why not, when canComplete is false; the message is the one the UI shows. */
  reason: CompletionBlockReasonSchema.nullable(),
  message: z.string().nullable(),
  breakdown: PointsBreakdownSchema,
  /** An award already earned on this activity that waits for the cooldown to end. */
  pending: PendingAwardSchema.nullable(),
});
export type CompletionQuote = z.infer<typeof CompletionQuoteSchema>;

/** GET /points/calculate/:id: the points this member would get for the activity now, and why. */
export const calculatePointsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/points/calculate/:id',
  summary: 'Points the signed-in member would earn for an activity, with the breakdown',
  tags: ['points'],
  auth: 'member',
  params: ActivityParams,
  response: CompletionQuoteSchema,
});

/** GET /activities/:id/can-complete: a reason code when the member cannot complete it now. */
export const canCompleteEndpoint = defineEndpoint({
  method: 'GET',
  path: '/activities/:id/can-complete',
  summary: 'Whether the signed-in member can complete an activity now, and why not',
  tags: ['points'],
  auth: 'member',
  params: ActivityParams,
  response: CompletionQuoteSchema,
});

/**
 * POST /activities/:id/complete: records the completion and pays its points once. Videos need verified
 * watch time, quizzes a passed attempt, games a solved round; refusals answer POINTS_<reason>.
 */
export const completeActivityEndpoint = defineEndpoint({
  method: 'POST',
  path: '/activities/:id/complete',
  summary: 'Complete an activity and earn its points',
  tags: ['points'],
  auth: 'member',
  params: ActivityParams,
  response: CompletionResultSchema,
});

/** GET /points/pending-awards: awards waiting for the cooldown, and those settled in the last day, newest first. */
export const PendingAwardListSchema = z.object({ items: z.array(PendingAwardSchema) });
export type PendingAwardList = z.infer<typeof PendingAwardListSchema>;

export const listPendingAwardsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/points/pending-awards',
  summary: "The signed-in member's awards waiting for the cooldown, and those settled in the last day",
  tags: ['points'],
  auth: 'member',
  response: PendingAwardListSchema,
});

/** A staff correction of a member's points; the reason is required and kept in the ledger and the audit log. */
export const AdjustPointsBodySchema = z.strictObject({
  /** Points to add (positive) or take away (negative). */
  amount: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((value) => value !== 0, { message: 'The amount cannot be zero' }),
  reason: StaffReasonSchema,
  /** Marks a reversal of fraud: the only adjustment that may take a balance below zero. */
  fraudReversal: z.boolean().default(false),
});
export type AdjustPointsBody = z.input<typeof AdjustPointsBodySchema>;

export const AdjustPointsResultSchema = z.object({
  userId: z.uuid(),
  postingId: z.uuid(),
  amount: z.number().int(),
  kind: z.enum(['adjust', 'reverse']),
  balance: z.number().int(),
});
export type AdjustPointsResult = z.infer<typeof AdjustPointsResultSchema>;

/** POST /admin/users/:id/adjust-points (canManagePoints): needs an Idempotency-Key; audited. */
export const adjustPointsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/users/:id/adjust-points',
  summary: "Add or remove points on a member's balance, with a reason",
  tags: ['admin-points'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: z.object({ id: z.uuid() }),
  body: AdjustPointsBodySchema,
  // Above the four-eyes threshold: 202 with the request a second staff member decides (decision 063).
  response: z.union([AdjustPointsResultSchema, PendingMoneyApprovalSchema]),
  alsoResponds: { 202: PendingMoneyApprovalSchema },
});

/** DELETE /admin/users/:id/tier-lock (canManagePoints): the tier update may raise the member again; audited. */
export const clearTierLockEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/admin/users/:id/tier-lock',
  summary: "Clear a member's staff tier lock",
  tags: ['admin-points'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: z.object({ id: z.uuid() }),
  response: z.object({ userId: z.uuid(), cleared: z.boolean() }),
});

/** A creator's share of the points members earned on one of their activities. */
export const CreatorEarningsItemSchema = z.object({
  activityId: z.uuid(),
  title: z.string(),
  points: z.number().int(),
  /** Member completions that paid the share. */
  completions: z.number().int(),
});

/** GET /points/creator-earnings: what the signed-in creator earned from their content (creators only). */
export const CreatorEarningsSchema = z.object({
  /** The share now configured, in percent of each member's award. */
  sharePercent: z.number().int(),
  total: z.number().int(),
  thisMonth: z.number().int(),
  /** The 20 activities that earned the most, most first. */
  byActivity: z.array(CreatorEarningsItemSchema),
  /** Shares per UTC day of the last 90 days that paid any, newest first. */
  byDay: z.array(z.object({ day: z.iso.date(), points: z.number().int() })),
  /** Points the creator can spend or exchange now (shares are ordinary points once paid). */
  balance: z.number().int(),
});
export type CreatorEarnings = z.infer<typeof CreatorEarningsSchema>;

export const getCreatorEarningsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/points/creator-earnings',
  summary: "The signed-in creator's share of the points members earned on their content",
  tags: ['points'],
  auth: 'member',
  response: CreatorEarningsSchema,
});

/**
 * A staff tier change: the tier and why (kept in the audit log and told to the member by email). It locks the
 * tier against the tier update and promotion on earning until `lockUntil`, or until cleared when null.
 */
export const ChangeTierBodySchema = z.strictObject({
  tier: TierSchema,
  reason: StaffReasonSchema,
  lockUntil: z.iso
    .datetime({ offset: true })
    .nullable()
    .default(null)
    .refine((until) => until === null || Date.parse(until) > Date.now(), {
      message: 'The lock must end in the future',
    }),
});

/** A staff tier lock: in force while `until` is null (until cleared) or still ahead. */
export const TierLockSchema = z.object({
  tier: TierSchema,
  until: z.iso.datetime().nullable(),
  reason: z.string(),
  lockedAt: z.iso.datetime(),
});
export type TierLock = z.infer<typeof TierLockSchema>;

export const ChangeTierResultSchema = z.object({
  userId: z.uuid(),
  tier: TierSchema,
  previousTier: TierSchema,
  /** False when the member already had the tier and the same lock: nothing was written, audited or emailed. */
  changed: z.boolean(),
  lock: TierLockSchema,
});
export type ChangeTierResult = z.infer<typeof ChangeTierResultSchema>;

/** POST /admin/users/:id/tier (canManagePoints): audited with the reason; the member is emailed. */
export const changeMemberTierEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/users/:id/tier',
  summary: "Set a member's tier by hand, with a reason",
  tags: ['admin-points'],
  auth: 'admin',
  permission: 'canManagePoints',
  params: z.object({ id: z.uuid() }),
  body: ChangeTierBodySchema,
  response: ChangeTierResultSchema,
});
