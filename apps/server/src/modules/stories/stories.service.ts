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
import { assertCanEdit, slugFor, type Author } from '../quizzes/creator-content.js';
import { sectionMinSeconds } from './story-bounds.js';
import { findStoryVideos, GONE_VIDEO, playableSeconds } from './story-videos.js';
import { findStorySections, upsertStory } from './stories.repository.js';

/** A story as validated by the contract (defaults applied). */
export type StoryDefinition = z.output<typeof StoryInputSchema>;

const isHttps = (ref: string) => /^https:\/\//.test(ref);

/** A picture's address: an uploaded key is served under /media, an https address as it is. */
function imageUrl(ref: string): string {
  return isHttps(ref) ? ref : mediaUrl(ref);
}

/** Sections as readers get them: addresses resolved, videos with how they play, and the reading each needs. */
export async function readSections(deps: AppDeps, sections: StorySection[]): Promise<StoryReadSection[]> {
  const videos = await findStoryVideos(deps, sections);
  return sections.map((section): StoryReadSection => {
    if (section.kind === 'IMAGE')
      return { ...section, url: imageUrl(section.ref), minSeconds: sectionMinSeconds(section, deps.config) };
    if (section.kind !== 'VIDEO') return { ...section, minSeconds: sectionMinSeconds(section, deps.config) };
    const video = videos.get(section.activityId) ?? GONE_VIDEO;
    const minSeconds = sectionMinSeconds(section, deps.config, playableSeconds(video));
    return { ...section, ...video, minSeconds };
  });
}

/** Each section's reading bound, as readSections gives it to readers (decision 069 §3, amendment 2). */
export async function storyBounds(deps: AppDeps, sections: StorySection[]): Promise<number[]> {
  const videos = await findStoryVideos(deps, sections);
  return sections.map((section) =>
    sectionMinSeconds(
      section,
      deps.config,
      section.kind === 'VIDEO' ? playableSeconds(videos.get(section.activityId)) : null,
    ),
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
  const read = await readSections(deps, sections);
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

/** Who wrote it: a creator's story has its creator, a staff story the staff member awaiting a second moderator. */
function authorship(author: Author) {
  return author.kind === 'staff'
    ? { creatorId: null, staffAuthorId: author.adminId }
    : { creatorId: author.userId, staffAuthorId: null };
}

/** Creates a story as a DRAFT: its author submits it and another person (a moderator) approves it. */
export async function createStory(
  deps: AppDeps,
  author: Author,
  story: StoryDefinition,
): Promise<StoryAuthoring> {
  return deps.db.transaction(async (tx) => {
    const activity = await insertActivity(tx, {
      type: 'FEATURED',
      title: story.title,
      description: story.description,
      slug: slugFor(story.title, 'story'),
      categoryId: story.categoryId,
      pointsReward: story.pointsReward,
      ...authorship(author),
      status: 'DRAFT',
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

/**
 * A story an author may change: a creator their own; staff only a staff-written story (a creator's story is
 * its creator's work — moderators request changes instead of rewriting it).
 */
export async function findEditableStory(deps: AppDeps, author: Author, id: string): Promise<Activity> {
  const activity = await findAuthoredStory(deps, author, id);
  assertCanEdit(activity, author);
  if (author.kind === 'staff' && activity.creatorId !== null) throw new AppError('STORY_NOT_STAFF');
  return activity;
}

/**
 * Replaces every section. Any edit makes the story a DRAFT again (off the site until approved); a staff
 * edit names its editor, who may then not approve it (decision 069).
 */
export async function updateStory(
  deps: AppDeps,
  author: Author,
  id: string,
  story: StoryDefinition,
): Promise<StoryAuthoring> {
  const activity = await findEditableStory(deps, author, id);
  await assertSections(deps.db, id, story.sections);
  const { title, description, categoryId, pointsReward } = story;
  const fields = { title, description, categoryId, pointsReward, status: 'DRAFT' as const };
  const staffAuthorId = author.kind === 'staff' ? author.adminId : activity.staffAuthorId;
  return deps.db.transaction(async (tx) => {
    await updateActivityFields(tx, id, { ...fields, staffAuthorId });
    await upsertStory(tx, id, story.sections);
    return readStoryAuthoring(deps, tx, { ...activity, ...fields, staffAuthorId });
  });
}

/** POST /creator/stories/:id/submit and /admin/stories/:id/submit: the author's DRAFT enters the moderation queue. */
export async function submitStory(deps: AppDeps, author: Author, id: string): Promise<StoryAuthoring> {
  const activity = await findEditableStory(deps, author, id);
  if (activity.status !== 'DRAFT') throw new AppError('STORY_NOT_DRAFT');
  // The last editor stays its staff author: whoever submits it, they may not approve their own words.
  await updateActivityFields(deps.db, id, { status: 'PENDING_REVIEW' });
  return readStoryAuthoring(deps, deps.db, { ...activity, status: 'PENDING_REVIEW' });
}
