import { Readable } from 'node:stream';
import type { QuizImage } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { toJpeg } from '../creator-content/activity-media-checks.js';
import { mediaStorageFor, mediaUrl, newOutputPrefix } from '../media/media-paths.js';
import { insertMediaAssets } from '../media/media.queries.js';
import { assertCanEdit, type Author } from './creator-content.js';
import { findAuthoredQuiz } from './quizzes.service.js';

// As wide as an activity thumbnail: a question picture fills the quiz card, never more.
const QUIZ_IMAGE_MAX_WIDTH = 1280;

/**
 * Stores a question picture under the quiz's own key folder, re-encoded as a JPEG like every other image
 * upload. It is served with the quiz: to its author and moderators before publication, to everyone after.
 */
export async function uploadQuizImage(
  deps: AppDeps,
  author: Author,
  activityId: string,
  bytes: Buffer,
): Promise<QuizImage> {
  const activity = await findAuthoredQuiz(deps, author, activityId);
  assertCanEdit(activity, author);
  if (bytes.length === 0) throw new AppError('FILE_MISSING');
  const jpeg = await toJpeg(bytes, QUIZ_IMAGE_MAX_WIDTH);
  const key = `${newOutputPrefix(activityId)}/question.jpg`;
  const storage = mediaStorageFor(deps.config);
  const stored = await storage.putStream(key, Readable.from(jpeg));
  // The row makes the file servable (the media route serves only recorded files) and lists it with the quiz.
  const row = { activityId, kind: 'QUIZ_IMAGE' as const, label: '', storageKey: key, mime: 'image/jpeg' };
  await insertMediaAssets(deps.db, [{ ...row, bytes: stored.bytes }]).catch(async (error: unknown) => {
    await storage.delete(key);
    throw error;
  });
  return { ref: key, url: mediaUrl(key) };
}
