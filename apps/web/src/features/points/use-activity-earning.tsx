import type { ActivityDetail } from '@streamit/contract';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { ActivityEarning, EarningProgress } from '../../lib/activity-earning';
import { isApiError } from '../../lib/api-client';
import { useCompleteActivity } from './complete-activity.queries';
import { CompletionNote, isStillEarnable } from './completion-note';
import { useCompletionQuote } from './get-completion-quote.queries';
import { useWatchToEarnStats } from './get-watch-to-earn-stats.queries';

function hasWatchedEnough(progress: EarningProgress, durationSeconds: number | null, percent: number | null) {
  if (progress.kind !== 'watch') return true;
  if (!durationSeconds || percent === null) return false;
  return progress.sessionWatchedSeconds >= (durationSeconds * percent) / 100;
}

// One completion request at a time; the server decides, the quote explains a refusal.
function useCompletionTrigger(activity: ActivityDetail, member: boolean, percent: number | null) {
  const quote = useCompletionQuote(activity.id, member);
  const complete = useCompleteActivity(activity.id);
  const inFlight = useRef(false);
  const onProgress = (progress: EarningProgress) => {
    if (!member || inFlight.current || !quote.data || !isStillEarnable(quote.data.reason)) return;
    const ready = quote.data.canComplete || hasWatchedEnough(progress, activity.durationSeconds, percent);
    if (!ready) return;
    inFlight.current = true;
    complete.mutate(undefined, {
      onError: (error) => {
        // The evidence can trail the player (credited time lags a beat): try again on the next progress.
        if (isApiError(error) && isStillEarnable(error.code.replace(/^POINTS_/, '')))
          inFlight.current = false;
      },
    });
  };
  return { quote: quote.data ?? null, onProgress };
}

/**
 * The points side of an activity page (issue 14 item 8): the member's quote, and a completion asked of
 * the server once the evidence is there (enough verified watching, or a graded pass). The server decides.
 */
export function useActivityEarning(activity: ActivityDetail, member: boolean): ActivityEarning {
  const rules = useWatchToEarnStats(member && activity.type === 'VIDEO').data?.rules ?? null;
  const percent = rules?.videoWatchPercent ?? null;
  const { quote, onProgress } = useCompletionTrigger(activity, member, percent);
  // A quiz passed or a game solved before completions were asked for is evidence already: complete now.
  const earnedBefore = activity.type !== 'VIDEO' && quote?.canComplete === true;
  const completeEarlier = useEffectEvent(() => {
    onProgress({ kind: 'passed' });
  });
  useEffect(() => {
    if (earnedBefore) completeEarlier();
  }, [earnedBefore]);
  const note = quote ? <CompletionNote quote={quote} type={activity.type} watchPercent={percent} /> : null;
  return { points: quote?.breakdown.points ?? null, note, onProgress };
}
