import type { IconName } from '../components/icon';

/** Member-site routes whose screens arrive with the next release, and the icon each one shows. */
export const UPCOMING_PAGE_ICONS = {
  creatorDashboard: 'creator',
  createContent: 'upload',
  creatorAnalytics: 'growth',
  creatorEarnings: 'earnings',
  creatorApply: 'brush',
  creators: 'people',
  wallet: 'wallet',
} as const satisfies Record<string, IconName>;

/** Id of an upcoming member-site page. */
export type UpcomingPageId = keyof typeof UPCOMING_PAGE_ICONS;
