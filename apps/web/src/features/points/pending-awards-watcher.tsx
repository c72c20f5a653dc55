import type { PendingAward } from '@streamit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { dispatchAppEvent, POINTS_EARNED_EVENT } from '../../lib/events';
import { usePendingAwards } from './list-pending-awards.queries';
import { refreshPointsFigures } from './points-keys';

function useLandingMessage() {
  const { t } = useTranslation();
  return (award: PendingAward) =>
    award.status === 'PAID'
      ? t('points.pending.paid', { count: award.points, title: award.title })
      : t('points.pending.refused', {
          title: award.title,
          reason: t(`points.reasons.${award.reason ?? 'UNAVAILABLE'}`),
        });
}

/**
 * Watches the member's waiting awards on every page (it sits in the header beside the balance): when one
 * the member saw waiting lands or is refused, the toast says so and every points figure reloads.
 */
export function PendingAwardsWatcher() {
  const queryClient = useQueryClient();
  const messageOf = useLandingMessage();
  const { data } = usePendingAwards();
  const seen = useRef<Map<string, PendingAward['status']> | null>(null);
  useEffect(() => {
    if (!data) return;
    const before = seen.current;
    seen.current = new Map(data.items.map((item) => [item.id, item.status]));
    const landed = before
      ? data.items.filter((item) => before.get(item.id) === 'WAITING' && item.status !== 'WAITING')
      : [];
    for (const award of landed)
      dispatchAppEvent(POINTS_EARNED_EVENT, {
        message: messageOf(award),
        refused: award.status === 'REFUSED',
      });
    if (landed.length > 0) void refreshPointsFigures(queryClient);
    // messageOf follows the language; the landing is decided by the data alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, queryClient]);
  return null;
}
