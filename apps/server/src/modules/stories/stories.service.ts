import type { StoryAuthoring, StoryInputSchema, StoryReadSection, StorySection } from '@streamit/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import {
  findActivityById,
  insertActivity,
  type Activity,
  updateActivityFields,
} from '../activities/activities.queries.js';
import { mediaUrl } from '../media/media-paths.js';
import { findManagedAssets } from '../media/media.queries.js';
import { assertCanEdit, slugFor, type Author } from '../quizzes/creator-content.js';
import { sectionMinSeconds, type ReadingPace } from './story-bounds.js';
import { findStorySections, upsertStory } from './stories.repository.js';

/** A story as validated by the contract (defaults applied). */
export type StoryDefinition = z.output<typeof StoryInputSchema>;

const isHttps = (ref: string) => /^https:\/\//.test(ref);

/** A picture's address: an uploaded key is served under /media, an https address as it is. */
function imageUrl(ref: string): string {
  return isHttps(ref) ? ref : mediaUrl(ref);
}

async function videoOf(db: Executor, activityId: string) {
  const video = await findActivityById(db, activityId);
  const assets = video ? await findManagedAssets(db, activityId) : [];
  const thumbnail = assets.find((asset) => asset.kind === 'THUMBNAIL');
  return { title: video?.title ?? '', thumbnailUrl: thumbnail ? mediaUrl(thumbnail.storageKey) : null };
}

/** Sections as readers get them: addresses resolved and the reading each one needs. */
export async function readSections(
  db: Executor,
  sections: StorySection[],
  pace: ReadingPace,
): Promise<StoryReadSection[]> {
  return Promise.all(
    sections.map(async (section): Promise<StoryReadSection> => {
      const minSeconds = sectionMinSeconds(section, pace);
      if (section.kind === 'IMAGE') return { ...section, url: imageUrl(section.ref), minSeconds };
      if (section.kind === 'VIDEO')
        return { ...section, ...(await videoOf(db, section.activityId)), minSeconds };
      return { ...section, minSeconds };
    }),
  );
}

/** The author's (or moderator's) view of a story, every section included. */
export async function readStoryAuthoring(
  deps: AppDeps,
  db: Executor,
  activity: Activity,
): Promise<StoryAuthoring> {
  const sections = await findStorySections(db, activity.id);
  if (!sections) throw new AppError('NOT_FOUND');
  const { id, status, title, description, categoryId, pointsReward } = activity;
  const read = await readSections(db, sections, deps.config);
  return { activityId: id, status, title, description, categoryId, pointsReward, sections: read };
}

/**
 * Pictures are uploaded to the story they belong to or are https addresses (a key of another activity
 * would borrow its file and its visibility); videos are published videos of the catalogue.
 */
async function assertSections(db: Executor, activityId: string, sections: StorySection[]): Promise<void> {
  for (const section of sections) {
    if (
      section.kind === 'IMAGE' &&
      !isHttps(section.ref) &&
      !section.ref.startsWith(`activities/${activityId}/`)
    )
      throw new AppError('STORY_IMAGE_NOT_OWN');
    if (section.kind !== 'VIDEO') continue;
    const video = await findActivityById(db, section.activityId);
    if (video?.type !== 'VIDEO' || video.status !== 'PUBLISHED') throw new AppError('STORY_VIDEO_UNKNOWN');
  }
}

/** Creates a story: a creator's is a DRAFT until they submit it, staff's is published at once. */
export async function createStory(
  deps: AppDeps,
  author: Author,
  story: StoryDefinition,
): Promise<StoryAuthoring> {
  return deps.db.transaction(async (tx) => {
    const staff = author.kind === 'staff';
    const activity = await insertActivity(tx, {
      type: 'FEATURED',
      title: story.title,
      description: story.description,
      slug: slugFor(story.title, 'story'),
      categoryId: story.categoryId,
      pointsReward: story.pointsReward,
      creatorId: staff ? null : author.userId,
      status: staff ? 'PUBLISHED' : 'DRAFT',
      publishAt: staff ? new Date() : null,
    });
    await assertSections(tx, activity.id, story.sections);
    await upsertStory(tx, activity.id, story.sections);
    return readStoryAuthoring(deps, tx, activity);
  });
}

/** A story its author may see: staff any, a creator only their own. */
export async function findAuthoredStory(deps: AppDeps, author: Author, id: string): Promise<Activity> {
  const activity = await findActivityById(deps.db, id);
  if (activity?.type !== 'FEATURED') throw new AppError('NOT_FOUND');
  if (author.kind === 'creator' && activity.creatorId !== author.userId) throw new AppError('NOT_FOUND');
  return activity;
}

/** Replaces every section. A creator's edit is a DRAFT again (off the site until approved); staff keep the status. */
export async function updateStory(
  deps: AppDeps,
  author: Author,
  id: string,
  story: StoryDefinition,
): Promise<StoryAuthoring> {
  const activity = await findAuthoredStory(deps, author, id);
  assertCanEdit(activity, author);
  await assertSections(deps.db, id, story.sections);
  const status = author.kind === 'creator' ? 'DRAFT' : activity.status;
  const { title, description, categoryId, pointsReward } = story;
  return deps.db.transaction(async (tx) => {
    await updateActivityFields(tx, id, { title, description, categoryId, pointsReward, status });
    await upsertStory(tx, id, story.sections);
    return readStoryAuthoring(deps, tx, {
      ...activity,
      title,
      description,
      categoryId,
      pointsReward,
      status,
    });
  });
}

/** POST /creator/stories/:id/submit: the owner's DRAFT enters the moderation queue. */
export async function submitStory(deps: AppDeps, userId: string, id: string): Promise<StoryAuthoring> {
  const activity = await findAuthoredStory(deps, { kind: 'creator', userId }, id);
  if (activity.status !== 'DRAFT') throw new AppError('STORY_NOT_DRAFT');
  await updateActivityFields(deps.db, id, { status: 'PENDING_REVIEW' });
  return readStoryAuthoring(deps, deps.db, { ...activity, status: 'PENDING_REVIEW' });
}
