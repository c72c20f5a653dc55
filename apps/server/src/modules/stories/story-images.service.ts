import { Readable } from 'node:stream';
import type { StoryImage } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { toJpeg } from '../creator-content/activity-media-checks.js';
import { mediaStorageFor, mediaUrl, newOutputPrefix } from '../media/media-paths.js';
import { insertMediaAssets } from '../media/media.queries.js';
import type { Author } from '../quizzes/creator-content.js';
import { findEditableStory } from './stories.service.js';

// High enough for deep zoom on a large screen, small enough that one picture stays a few megabytes.
const STORY_IMAGE_MAX_WIDTH = 4096;

/**
 * Stores a story picture under the story's own key folder, checked by content and re-encoded as a JPEG like
 * every other image upload; served with the story (to its author and moderators before publication).
 */
export async function uploadStoryImage(
  deps: AppDeps,
  author: Author,
  activityId: string,
  bytes: Buffer,
): Promise<StoryImage> {
  await findEditableStory(deps, author, activityId);
  if (bytes.length === 0) throw new AppError('FILE_MISSING');
  const jpeg = await toJpeg(bytes, STORY_IMAGE_MAX_WIDTH);
  const key = `${newOutputPrefix(activityId)}/picture.jpg`;
  const storage = mediaStorageFor(deps.config);
  const stored = await storage.putStream(key, Readable.from(jpeg));
  // The row makes the file servable (the media route serves only recorded files).
  const row = { activityId, kind: 'STORY_IMAGE' as const, label: '', storageKey: key, mime: 'image/jpeg' };
  await insertMediaAssets(deps.db, [{ ...row, bytes: stored.bytes }]).catch(async (error: unknown) => {
    await storage.delete(key);
    throw error;
  });
  return { ref: key, url: mediaUrl(key) };
}
