import { PointsBreakdownSchema, type PointsBreakdown } from '@streamit/contract';

/** Reads a history line's stored breakdown; null when the posting has none (a staff adjustment, say). */
export function parseBreakdown(value: unknown): PointsBreakdown | null {
  const parsed = PointsBreakdownSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
