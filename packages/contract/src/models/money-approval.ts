import { z } from 'zod';

/**
 * Staff money moves that need a second staff member above a threshold (decision 063): approving an
 * exchange, a manual payout action on one (retry, mark settled), a treasury ARTFI send, a burn run, and a
 * points adjustment or award.
 */
export const MONEY_APPROVAL_KINDS = [
  'EXCHANGE_APPROVAL',
  'EXCHANGE_PAYOUT',
  'ARTFI_SEND',
  'ARTFI_BURN',
  'POINTS_ADJUSTMENT',
] as const;
export const MoneyApprovalKindSchema = z.enum(MONEY_APPROVAL_KINDS);
export type MoneyApprovalKind = z.infer<typeof MoneyApprovalKindSchema>;

/**
 * PENDING until a second staff member decides; APPROVED is the claim the checker's transaction makes
 * before it runs the move, so a committed request is PENDING, REJECTED or EXECUTED.
 */
export const MONEY_APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'EXECUTED'] as const;
export const MoneyApprovalStatusSchema = z.enum(MONEY_APPROVAL_STATUSES);
export type MoneyApprovalStatus = z.infer<typeof MoneyApprovalStatusSchema>;

/** What an amount counts: points, or ARTFI (a decimal string). */
export const MONEY_APPROVAL_UNITS = ['POINTS', 'ARTFI'] as const;
export const MoneyApprovalUnitSchema = z.enum(MONEY_APPROVAL_UNITS);
export type MoneyApprovalUnit = z.infer<typeof MoneyApprovalUnitSchema>;

/** Thresholds out of the box: 10,000 points (the KYC line), and 100 ARTFI (the same at 0.01 ARTFI a point). */
export const FOUR_EYES_DEFAULTS = { pointsAbove: 10_000, artfiAbove: 100 } as const;

/** The two thresholds; a move of more than one needs a second staff member. */
export const FourEyesThresholdsSchema = z.object({
  pointsAbove: z.number().int().min(0).max(1_000_000_000),
  artfiAbove: z.number().int().min(0).max(1_000_000_000),
});
export type FourEyesThresholds = z.infer<typeof FourEyesThresholdsSchema>;

const StaffNameSchema = z.object({ id: z.uuid(), name: z.string() });

/** One request as staff see it: what, how much, who asked, who decided. */
export const MoneyApprovalSchema = z.object({
  id: z.uuid(),
  kind: MoneyApprovalKindSchema,
  status: MoneyApprovalStatusSchema,
  /** Points as an integer string or ARTFI as a decimal; null for a burn whose amount could not be read. */
  amount: z.string().nullable(),
  unit: MoneyApprovalUnitSchema,
  /** The member or exchange the move concerns, for the screen's link. */
  subjectUserId: z.uuid().nullable(),
  exchangeId: z.uuid().nullable(),
  /** The maker's note (a reason or the action), as typed. */
  note: z.string().nullable(),
  maker: StaffNameSchema,
  checker: StaffNameSchema.nullable(),
  /** The checker's reason for a rejection. */
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type MoneyApproval = z.infer<typeof MoneyApprovalSchema>;

/** The 202 answer of a money move above its threshold: nothing moved yet, a request waits. */
export const PendingMoneyApprovalSchema = z.object({ pendingApproval: MoneyApprovalSchema });
export type PendingMoneyApproval = z.infer<typeof PendingMoneyApprovalSchema>;
