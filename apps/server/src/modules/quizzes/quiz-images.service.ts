import { Readable } from 'node:stream';
import type { QuizImage } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { toJpeg } from '../creator-content/activity-media-checks.js';
import { mediaStorageFor, mediaUrl, newOutputPrefix } from '../media/media-paths.js';
import { insertMediaAssets } from '../media/media.queries.js';
import { assertCanEdit, type Author } from './creator-content.js';
import { findAuthoredQuiz } from './quizzes.service.js';

// As wide as an activity thumbnail: a question picture fills the quiz card, a game picture the board.
const PICTURE_MAX_WIDTH = 1280;

/**
 * Checks a picture by content, re-encodes it as a JPEG at most 1280 px wide (like every other image upload)
 * and stores it under the activity's own key folder with its asset row: the media route serves only recorded
 * files, and the row goes with the activity. Shared by quiz questions and games.
 */
export async function storeActivityPicture(
  deps: AppDeps,
  activityId: string,
  bytes: Buffer,
  kind: 'QUIZ_IMAGE' | 'GAME_IMAGE',
): Promise<QuizImage> {
  if (bytes.length === 0) throw new AppError('FILE_MISSING');
  const jpeg = await toJpeg(bytes, PICTURE_MAX_WIDTH);
  const key = `${newOutputPrefix(activityId)}/picture.jpg`;
  const storage = mediaStorageFor(deps.config);
  const stored = await storage.putStream(key, Readable.from(jpeg));
  const row = { activityId, kind, label: '', storageKey: key, mime: 'image/jpeg' };
  await insertMediaAssets(deps.db, [{ ...row, bytes: stored.bytes }]).catch(async (error: unknown) => {
    await storage.delete(key);
    throw error;
  });
  return { ref: key, url: mediaUrl(key) };
}

/**
 * A question picture, stored with the quiz: served to its author and moderators before publication, to
 * everyone after.
 */
export async function uploadQuizImage(
  deps: AppDeps,
  author: Author,
  activityId: string,
  bytes: Buffer,
): Promise<QuizImage> {
  const activity = await findAuthoredQuiz(deps, author, activityId);
  assertCanEdit(activity, author);
  return storeActivityPicture(deps, activityId, bytes, 'QUIZ_IMAGE');
}
