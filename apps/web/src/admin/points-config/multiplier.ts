import { MULTIPLIER_ONE, TierRuleInputSchema } from '@streamit/contract';

// Every multiplier the API takes has the same bounds (basis points); the tier rule's schema says them.
const BP_SCHEMA = TierRuleInputSchema.shape.multiplierBp;

/** The smallest and largest multiplier the API takes, as factors (×0.0001 … ×100). */
export const MULTIPLIER_BOUNDS = {
  min: (BP_SCHEMA.minValue ?? 1) / MULTIPLIER_ONE,
  max: (BP_SCHEMA.maxValue ?? MULTIPLIER_ONE) / MULTIPLIER_ONE,
};

/** A multiplier in basis points as staff read it: "×1.25", in the language's digits. */
export function formatMultiplier(bp: number, language: string): string {
  return `×${new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(bp / MULTIPLIER_ONE)}`;
}

/** A multiplier in basis points as the edit field shows it: "1.25" (ASCII digits, a dot). */
export function multiplierText(bp: number): string {
  return String(bp / MULTIPLIER_ONE);
}

/** Reads a typed factor ("1.5", "1,5", "×2") into basis points, or null when the API would refuse it. */
export function parseMultiplier(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^[×x*]/i, '')
    .replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const bp = Math.round(Number(cleaned) * MULTIPLIER_ONE);
  return BP_SCHEMA.safeParse(bp).success ? bp : null;
}
