import type { Tier } from '@streamit/contract';

/** How a member tier is shown: label key, badge colour and the text colour that reads on it. */
export interface TierBadge {
  labelKey: `tiers.${Tier}`;
  colour: string;
  /** Text on the badge; each pair meets WCAG AA (at least 4.6:1). */
  textColour: string;
}

const DARK_TEXT = '#1a1a1a';
const LIGHT_TEXT = '#ffffff';

/** Every tier's badge, in one place (DESIGN.md: BASIC grey, bronze, silver, gold, platinum, VIP purple). */
export const TIER_BADGES: Readonly<Record<Tier, TierBadge>> = {
  BASIC: { labelKey: 'tiers.BASIC', colour: '#6c757d', textColour: LIGHT_TEXT },
  BRONZE: { labelKey: 'tiers.BRONZE', colour: '#cd7f32', textColour: DARK_TEXT },
  SILVER: { labelKey: 'tiers.SILVER', colour: '#c0c0c0', textColour: DARK_TEXT },
  GOLD: { labelKey: 'tiers.GOLD', colour: '#d4af37', textColour: DARK_TEXT },
  PLATINUM: { labelKey: 'tiers.PLATINUM', colour: '#9fb3c8', textColour: DARK_TEXT },
  VIP: { labelKey: 'tiers.VIP', colour: '#6f42c1', textColour: LIGHT_TEXT },
};
