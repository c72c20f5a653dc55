import { z } from 'zod';
import { TierSchema } from '../enums.js';
import {
  COMPLETION_BLOCK_REASONS,
  LEDGER_ACCOUNT_KINDS,
  LEDGER_ENTRY_KINDS,
  LEDGER_REASON_CODES,
  LEDGER_SOURCES,
} from './points-values.js';

// The schemas of the points rules; their values live in points-values.ts, which the web's watch page reads without zod.
export * from './points-values.js';

export const LedgerAccountKindSchema = z.enum(LEDGER_ACCOUNT_KINDS);
export type LedgerAccountKind = z.infer<typeof LedgerAccountKindSchema>;
export const LedgerEntryKindSchema = z.enum(LEDGER_ENTRY_KINDS);
export type LedgerEntryKind = z.infer<typeof LedgerEntryKindSchema>;
export const LedgerSourceSchema = z.enum(LEDGER_SOURCES);
export type LedgerSource = z.infer<typeof LedgerSourceSchema>;
export const LedgerReasonCodeSchema = z.enum(LEDGER_REASON_CODES);
export type LedgerReasonCode = z.infer<typeof LedgerReasonCodeSchema>;

/** The values a reason's wording takes: a title, a day of a streak, a count of awards or points. */
export const LedgerReasonValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type LedgerReasonValues = z.infer<typeof LedgerReasonValuesSchema>;

/** Why an award has the size it has: base × tier × category × creator multipliers, then caps. */
export const PointsBreakdownSchema = z.object({
  base: z.number().int(),
  tier: TierSchema,
  tierMultiplier: z.number(),
  categoryMultiplier: z.number(),
  creatorMultiplier: z.number(),
  /** round(base × every multiplier) before any cap. */
  uncapped: z.number().int(),
  /** The cap that cut the award, if one did. */
  cappedBy: z.enum(['DAILY_CAP', 'WEEKLY_CAP']).nullable(),
  points: z.number().int(),
});
export type PointsBreakdown = z.infer<typeof PointsBreakdownSchema>;

export const CompletionBlockReasonSchema = z.enum(COMPLETION_BLOCK_REASONS);
export type CompletionBlockReason = z.infer<typeof CompletionBlockReasonSchema>;
