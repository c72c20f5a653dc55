import type { PointsBreakdown } from '@streamit/contract';
import type { TFunction } from 'i18next';

// Apart from parse-breakdown.ts, which needs zod: a watch page explains an award without loading zod.

const ONE = 1;

/** "10 base × 1.1 (Bronze tier) × 1 category = 11, cut to 5 by the daily limit": why an award has its size. */
export function describeBreakdown(t: TFunction, breakdown: PointsBreakdown, language: string): string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  const values = {
    base: format.format(breakdown.base),
    tier: t(`tiers.${breakdown.tier}`),
    tierMultiplier: format.format(breakdown.tierMultiplier),
    categoryMultiplier: format.format(breakdown.categoryMultiplier),
    creatorMultiplier: format.format(breakdown.creatorMultiplier),
    uncapped: format.format(breakdown.uncapped),
    points: format.format(breakdown.points),
  };
  let text = t('points.why.formula', values);
  if (breakdown.creatorMultiplier !== ONE) text += t('points.why.creator', values);
  text += t('points.why.result', values);
  if (breakdown.cappedBy) {
    text += t('points.why.cappedBy', { ...values, cap: t(`points.why.caps.${breakdown.cappedBy}`) });
  }
  return text;
}
