import type { ActivityDetail, EarningOutcome } from '@streamit/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { ActivityEarning } from '../../lib/activity-earning';
import { useAnnounceAward } from './announce-award';
import { useCompleteActivity } from './complete-activity.queries';
import { CompletionNote } from './completion-note';
import { useCompletionQuote } from './get-completion-quote.queries';
import { useWatchToEarnStats } from './get-watch-to-earn-stats.queries';
import { refreshPointsFigures } from './points-keys';

// Evidence earned before the server decided completions itself (a quiz passed, a game solved) is completed
// once when the page finds the quote says so; videos need nothing, the next heartbeat decides.
function useCompleteEarlierEvidence(activity: ActivityDetail, canComplete: boolean) {
  const complete = useCompleteActivity(activity.id);
  const asked = useRef(false);
  const earlier = activity.type !== 'VIDEO' && canComplete;
  const completeEarlier = useEffectEvent(() => {
    if (asked.current) return;
    asked.current = true;
    complete.mutate();
  });
  useEffect(() => {
    if (earlier) completeEarlier();
  }, [earlier]);
}

/**
 * The points side of an activity page (decisions 027, 047): the member's quote, and what the server decided
 * when a heartbeat, quiz finish or game round brought the evidence: a paid award is announced, a waiting one
 * shows its countdown, a refusal its reason; every figure on screen reloads either way.
 */
export function useActivityEarning(activity: ActivityDetail, member: boolean): ActivityEarning {
  const queryClient = useQueryClient();
  const announce = useAnnounceAward();
  const rules = useWatchToEarnStats(member && activity.type === 'VIDEO').data?.rules ?? null;
  const percent = rules?.videoWatchPercent ?? null;
  const quote = useCompletionQuote(activity.id, member).data ?? null;
  useCompleteEarlierEvidence(activity, quote?.canComplete === true);
  const onEarning = (outcome: EarningOutcome | null) => {
    if (!outcome) return;
    if (outcome.status === 'PAID') announce(outcome.award);
    void refreshPointsFigures(queryClient);
  };
  const note = quote ? <CompletionNote quote={quote} type={activity.type} watchPercent={percent} /> : null;
  return { points: quote?.breakdown.points ?? null, note, onEarning };
}
