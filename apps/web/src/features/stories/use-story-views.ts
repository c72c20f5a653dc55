import { STORY_VIEW_LIMITS, type StoryReadSection, type StorySectionViewResult } from '@streamit/contract';
import { useEffect, useEffectEvent, useRef } from 'react';
import { sendStoryView } from './story-reading.queries';

/**
 * When to report again: as soon as the section on screen could have met its bound (so a finished reading is
 * paid without waiting), else at the regular interval.
 */
export function nextViewDelaySeconds(
  section: StoryReadSection | undefined,
  credited: number | undefined,
): number {
  const interval = STORY_VIEW_LIMITS.viewIntervalSeconds;
  const remaining = (section?.minSeconds ?? 0) - (credited ?? 0);
  return remaining > 0 ? Math.min(interval, Math.max(0.5, remaining + 0.25)) : interval;
}

/** Props of useStoryViews. */
export interface StoryViewsInput {
  activityId: string;
  sections: StoryReadSection[];
  /** The section on screen; null before the first one is. */
  current: number | null;
  /** Members with a loaded, unfinished reading report; guests and finished readings do not. */
  enabled: boolean;
  /** The reading's last sequence number: a reader who comes back continues after it. */
  startSequence: number;
  onAnswer: (answer: StorySectionViewResult) => void;
}

/**
 * Reports the section on screen like heartbeats (decision 069): at once when it changes, then again while the
 * page is visible. The server credits the time in between; a hidden page reports nothing.
 */
export function useStoryViews({
  activityId,
  sections,
  current,
  enabled,
  startSequence,
  onAnswer,
}: StoryViewsInput) {
  const sequence = useRef(startSequence);
  const answered = useEffectEvent(onAnswer);
  const sectionAt = useEffectEvent((index: number) => sections[index]);
  useEffect(() => {
    sequence.current = Math.max(sequence.current, startSequence);
  }, [startSequence]);
  useEffect(() => {
    if (!enabled || current === null) return;
    let timer = 0;
    let stopped = false;
    const schedule = (seconds: number) => {
      timer = window.setTimeout(() => void send(), seconds * 1000);
    };
    const send = async () => {
      if (document.visibilityState !== 'visible') {
        schedule(STORY_VIEW_LIMITS.viewIntervalSeconds);
        return;
      }
      sequence.current += 1;
      const answer = await sendStoryView(activityId, { sequence: sequence.current, section: current }).catch(
        () => null,
      );
      if (stopped) return;
      if (answer) answered(answer);
      if (!answer?.completed)
        schedule(nextViewDelaySeconds(sectionAt(current), answer?.creditedSeconds[current]));
    };
    void send();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [activityId, current, enabled]);
}
