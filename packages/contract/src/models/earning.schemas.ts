import { z } from 'zod';
import { CompletionBlockReasonSchema, PointsBreakdownSchema } from './points.js';

/** A completion that was recorded, and the points it paid. */
export const CompletionResultSchema = z.object({
  activityId: z.uuid(),
  /** 1 for the first completion; higher for activities that allow repeats. */
  sequence: z.number().int(),
  points: z.number().int(),
  breakdown: PointsBreakdownSchema,
  /** The member's balance after the award (and the streak bonus, if one was paid with it). */
  balance: z.number().int(),
  /** The daily streak bonus paid with this completion (the member's first reward of the UTC day). */
  streakBonus: z.object({ days: z.number().int(), points: z.number().int() }).nullable(),
  /** A sponsored campaign's bonus paid on top (decision 061); absent when none was paid. */
  sponsoredBonus: z.object({ points: z.number().int(), partner: z.string() }).optional(),
  completedAt: z.iso.datetime(),
});
export type CompletionResult = z.infer<typeof CompletionResultSchema>;

/** Where an award earned during a cooldown stands: waiting for its time, paid, or refused with a reason. */
export const PENDING_AWARD_STATUSES = ['WAITING', 'PAID', 'REFUSED'] as const;
export const PendingAwardStatusSchema = z.enum(PENDING_AWARD_STATUSES);
export type PendingAwardStatus = z.infer<typeof PendingAwardStatusSchema>;

/** An award whose evidence is in but whose payment waits for the cooldown between completions to end. */
export const PendingAwardSchema = z.object({
  id: z.uuid(),
  activityId: z.uuid(),
  title: z.string(),
  status: PendingAwardStatusSchema,
  /** When the cooldown ends and the server pays it (it pays within seconds of this moment). */
  dueAt: z.iso.datetime(),
  /** The points quoted when it was earned; a paid award shows what was actually paid. */
  points: z.number().int(),
  /** Why a refused award was not paid (a cap reached meanwhile, a suspension). */
  reason: CompletionBlockReasonSchema.nullable(),
  message: z.string().nullable(),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type PendingAward = z.infer<typeof PendingAwardSchema>;

/**
 * What the server decided when evidence arrived (a heartbeat over the watch threshold, a passed quiz, a
 * solved game round): paid now, kept until the cooldown ends, or refused with the reason the UI shows.
 */
export const EarningOutcomeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('PAID'), award: CompletionResultSchema }),
  z.object({ status: z.literal('PENDING'), pending: PendingAwardSchema }),
  z.object({
    status: z.literal('REFUSED'),
    reason: CompletionBlockReasonSchema,
    message: z.string(),
  }),
]);
export type EarningOutcome = z.infer<typeof EarningOutcomeSchema>;

/** The outcome an evidence answer carries: null when the evidence did not decide anything yet. */
export const EarningFieldSchema = EarningOutcomeSchema.nullable();
