import type { StoryReading, StorySectionViewInput, StoryView } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { requirePlayable, type ContentViewer } from '../activities/activities.service.js';
import { applyStoryView, isReadingComplete, type ReadingState } from './story-bounds.js';
import { readSections, storyBounds } from './stories.service.js';
import {
  findReading,
  findStorySections,
  lockReading,
  writeReading,
  type ReadingRow,
} from './stories.repository.js';

async function requireStory(deps: AppDeps, activityId: string, viewer: ContentViewer = null) {
  const activity = await requirePlayable(deps, activityId, 'FEATURED', viewer);
  const sections = await findStorySections(deps.db, activityId);
  if (!sections) throw new AppError('NOT_FOUND');
  return { activity, sections };
}

/** GET /activities/:id/story: a published story (or its author's or a moderator's preview), with each section's bound. */
export async function getStoryView(
  deps: AppDeps,
  activityId: string,
  viewer: ContentViewer = null,
): Promise<StoryView> {
  const { activity, sections } = await requireStory(deps, activityId, viewer);
  return { activityId, title: activity.title, sections: await readSections(deps, sections) };
}

function readingOf(row: Pick<ReadingRow, 'creditedSeconds' | 'reachedEnd' | 'completedAt' | 'lastSequence'>) {
  return {
    creditedSeconds: row.creditedSeconds.map((seconds) => Math.round(seconds * 10) / 10),
    reachedEnd: row.reachedEnd,
    completed: row.completedAt !== null,
    lastSequence: row.lastSequence,
  };
}

/** GET /activities/:id/story/reading: the member's reading so far (nothing credited before the first view). */
export async function getStoryReading(
  deps: AppDeps,
  userId: string,
  activityId: string,
): Promise<StoryReading> {
  await requireStory(deps, activityId);
  const row = await findReading(deps.db, userId, activityId);
  return readingOf(row ?? { creditedSeconds: [], reachedEnd: false, completedAt: null, lastSequence: 0 });
}

/** A view's answer, and whether this view completed the reading (then the earning module decides). */
export interface RecordedStoryView {
  reading: StoryReading & { accepted: boolean };
  completedNow: boolean;
}

/**
 * One section view, applied under the reading's row lock so a member's views run one after another: the
 * time since the previous view is credited to the section then on screen within its bound (story-bounds.ts).
 * A repeated or older sequence number, or a section the story does not have, changes nothing.
 */
export async function recordStoryView(
  deps: AppDeps,
  userId: string,
  activityId: string,
  view: StorySectionViewInput,
): Promise<RecordedStoryView> {
  const { sections } = await requireStory(deps, activityId);
  const bounds = await storyBounds(deps, sections);
  return deps.db.transaction(async (tx) => {
    const row = await lockReading(tx, userId, activityId);
    // Read after the lock: a view that waited must not measure its gap from before the wait.
    const now = new Date();
    if (view.sequence <= row.lastSequence || view.section >= bounds.length)
      return { reading: { ...readingOf(row), accepted: false }, completedNow: false };
    const next: ReadingState = applyStoryView(row, { section: view.section, now }, bounds);
    const completedNow = row.completedAt === null && isReadingComplete(next, bounds);
    const written = {
      ...next,
      lastSequence: view.sequence,
      completedAt: completedNow ? now : row.completedAt,
    };
    await writeReading(tx, { userId, activityId }, written);
    return { reading: { ...readingOf(written), accepted: true }, completedNow };
  });
}
