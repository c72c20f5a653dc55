import type { CompletionResult } from '@streamit/contract';
import { completeActivityEndpoint } from '@streamit/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { apiClient } from '../../lib/api-client';
import { dispatchAppEvent, POINTS_EARNED_EVENT } from '../../lib/events';
import { refreshPointsFigures } from './points-keys';
import { describeBreakdown } from './points-why';

/**
 * POST /activities/:id/complete: on success the toast says how many points landed and why (and the day's
 * streak bonus when this completion paid it), and every
 * balance on screen reloads. A refusal (POINTS_<reason>) is left to the caller; the quote explains it.
 */
export function useCompleteActivity(activityId: string) {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation();
  const announce = (result: CompletionResult) => {
    if (result.points <= 0) return;
    const why = describeBreakdown(t, result.breakdown, i18n.language);
    const earned = t('points.earned', { count: result.points, why });
    const streak = result.streakBonus && t('points.streakEarned', result.streakBonus);
    dispatchAppEvent(POINTS_EARNED_EVENT, { message: streak ? `${earned} · ${streak}` : earned });
  };
  return useMutation({
    mutationFn: () => apiClient.request(completeActivityEndpoint, { params: { id: activityId } }),
    onSuccess: announce,
    onSettled: () => refreshPointsFigures(queryClient),
  });
}
