import { countStoryWords, STORY_VIEW_LIMITS, type StorySection } from '@streamit/contract';
import type { Config } from '../../config.js';

/** The reading bounds of decision 069, from the configuration. */
export type ReadingPace = Pick<
  Config,
  'STORY_WORDS_PER_MINUTE' | 'STORY_MEDIA_SECONDS' | 'STORY_SECTION_MIN_SECONDS' | 'STORY_VIDEO_MAX_SECONDS'
>;

function wordsOf(section: StorySection): number {
  switch (section.kind) {
    case 'TEXT':
      return countStoryWords(section.text);
    case 'QUOTE':
      return countStoryWords(`${section.text} ${section.attribution}`);
    case 'IMAGE':
    case 'VIDEO':
      return countStoryWords(section.caption);
  }
}

function mediaSeconds(section: StorySection, pace: ReadingPace, videoSeconds: number | null): number {
  if (section.kind === 'IMAGE') return pace.STORY_MEDIA_SECONDS;
  if (section.kind !== 'VIDEO') return 0;
  // A video that plays in the story asks for its length up to a cap: a story is read, not a film festival.
  const playing = Math.min(videoSeconds ?? 0, pace.STORY_VIDEO_MAX_SECONDS);
  return Math.max(pace.STORY_MEDIA_SECONDS, playing);
}

/**
 * The reading a section needs, which is also the most it can be credited: its words at the reading speed,
 * plus the media time of a picture or a video (`videoSeconds`: the length of a video that plays inside the
 * story, null when it cannot), never under the least bound of any section.
 */
export function sectionMinSeconds(
  section: StorySection,
  pace: ReadingPace,
  videoSeconds: number | null = null,
): number {
  const reading = (wordsOf(section) * 60) / pace.STORY_WORDS_PER_MINUTE;
  const media = mediaSeconds(section, pace, videoSeconds);
  return Math.round(Math.max(pace.STORY_SECTION_MIN_SECONDS, reading + media) * 10) / 10;
}

/** A reading as the view rules see it. */
export interface ReadingState {
  creditedSeconds: number[];
  lastSection: number | null;
  lastViewAt: Date | null;
  reachedEnd: boolean;
}

/**
 * What one view does to a reading: the real time since the previous view goes to the section shown then,
 * never past that section's bound and never when the gap shows the reader was away; reaching the last
 * section marks the end. Credit is therefore bounded by the sections' bounds and by wall-clock time.
 */
export function applyStoryView(
  state: ReadingState,
  view: { section: number; now: Date },
  bounds: number[],
): ReadingState {
  const credited = bounds.map((_, index) => state.creditedSeconds[index] ?? 0);
  const last = state.lastSection;
  if (last !== null && state.lastViewAt && last < bounds.length) {
    const gap = (view.now.getTime() - state.lastViewAt.getTime()) / 1000;
    const room = (bounds[last] ?? 0) - (credited[last] ?? 0);
    if (gap > 0 && gap <= STORY_VIEW_LIMITS.maxGapSeconds)
      credited[last] = (credited[last] ?? 0) + Math.min(gap, Math.max(0, room));
  }
  return {
    creditedSeconds: credited,
    lastSection: view.section,
    lastViewAt: view.now,
    reachedEnd: state.reachedEnd || view.section === bounds.length - 1,
  };
}

/** Whether a reading is complete: the end reached and every section's bound met. */
export function isReadingComplete(state: ReadingState, bounds: number[]): boolean {
  return (
    state.reachedEnd && bounds.every((bound, index) => (state.creditedSeconds[index] ?? 0) >= bound - 1e-6)
  );
}
