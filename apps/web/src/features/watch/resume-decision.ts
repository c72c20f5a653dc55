import { RESUME_RULES } from '@streamit/contract/constants';

/** A saved place in a video, as GET /activities/:id/progress answers. */
export interface SavedPosition {
  positionSeconds: number;
  durationSeconds: number | null;
}

/** Where playback starts, and whether that is a resume the viewer should be told about. */
export interface ResumeDecision {
  startAt: number;
  resumed: boolean;
}

// Like the big streaming sites: a few seconds in is not worth resuming, and a video watched to its
// credits starts over instead of opening on its last frame. Both margins shrink for short clips, so
// those resume too.
const { minSeconds: MIN_RESUME_SECONDS, endMarginSeconds: END_MARGIN_SECONDS } = RESUME_RULES;
const SHORT_FRACTION = RESUME_RULES.shortFraction;

function known(duration: number | null): duration is number {
  return duration !== null && duration > 0;
}

function isTooEarly(position: number, duration: number | null): boolean {
  const margin = known(duration)
    ? Math.min(MIN_RESUME_SECONDS, duration * 2 * SHORT_FRACTION)
    : MIN_RESUME_SECONDS;
  return position < margin;
}

function isFinished(position: number, duration: number | null): boolean {
  if (!known(duration)) return false;
  return position >= duration - Math.min(END_MARGIN_SECONDS, duration * SHORT_FRACTION);
}

/** Resumes at the saved position unless it is at the very start or the video was watched to the end. */
export function decideResume(
  saved: SavedPosition | null | undefined,
  duration: number | null,
): ResumeDecision {
  const position = saved?.positionSeconds ?? 0;
  const length = duration ?? saved?.durationSeconds ?? null;
  if (isTooEarly(position, length) || isFinished(position, length)) return { startAt: 0, resumed: false };
  return { startAt: position, resumed: true };
}
