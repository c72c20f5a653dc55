import type { CompletionResult } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { dispatchAppEvent, POINTS_EARNED_EVENT } from '../../lib/events';
import { describeBreakdown } from './points-why';

/**
 * The toast for an award the server paid: how many points landed and why (base × multipliers, the cap that
 * cut it), the day's streak bonus when this award paid it, and a sponsor's bonus with the partner's name.
 */
export function useAnnounceAward() {
  const { t, i18n } = useTranslation();
  return (award: CompletionResult) => {
    if (award.points <= 0) return;
    const why = describeBreakdown(t, award.breakdown, i18n.language);
    const earned = t('points.earned', { count: award.points, why });
    const streak = award.streakBonus && t('points.streakEarned', award.streakBonus);
    const sponsored = award.sponsoredBonus && t('points.sponsoredEarned', award.sponsoredBonus);
    const message = [earned, streak, sponsored].filter(Boolean).join(' · ');
    dispatchAppEvent(POINTS_EARNED_EVENT, { message });
  };
}
