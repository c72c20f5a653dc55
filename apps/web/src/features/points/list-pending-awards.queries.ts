import type { PendingAwardList } from '@streamit/contract';
import { listPendingAwardsEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { POINTS_QUERY_ROOT } from './points-keys';

// Look again just after the earliest waiting award is due (the job pays within a couple of seconds), never
// more often than every 2 s, and at least every 30 s while anything waits; not at all when nothing does.
const SETTLE_MARGIN_MS = 1500;
const MIN_INTERVAL_MS = 2000;
const MAX_INTERVAL_MS = 30_000;

/** How long until the list is worth asking for again, or false when nothing waits. */
export function nextPendingCheckMs(list: PendingAwardList | undefined, now = Date.now()): number | false {
  const due = list?.items.filter((item) => item.status === 'WAITING').map((item) => Date.parse(item.dueAt));
  if (!due?.length) return false;
  const wait = Math.min(...due) - now + SETTLE_MARGIN_MS;
  return Math.min(MAX_INTERVAL_MS, Math.max(MIN_INTERVAL_MS, wait));
}

/** GET /points/pending-awards: awards waiting for the pause between activities, and those settled today. */
export function usePendingAwards(enabled = true) {
  return useQuery({
    queryKey: [...POINTS_QUERY_ROOT, 'pending-awards'],
    queryFn: ({ signal }) => apiClient.request(listPendingAwardsEndpoint, { signal }),
    refetchInterval: (query) => nextPendingCheckMs(query.state.data),
    enabled,
  });
}
