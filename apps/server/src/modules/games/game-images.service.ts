import type { GameImage } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { assertCanEdit } from '../quizzes/creator-content.js';
import { storeActivityPicture } from '../quizzes/quiz-images.service.js';
import { findStaffGame } from './game-authoring.service.js';

/** POST /admin/games/:id/images: a memory card or puzzle painting, stored with the game; saved by `ref`. */
export async function uploadGameImage(
  deps: AppDeps,
  adminId: string,
  activityId: string,
  bytes: Buffer,
): Promise<GameImage> {
  const { activity } = await findStaffGame(deps.db, activityId);
  assertCanEdit(activity, { kind: 'staff', adminId });
  return storeActivityPicture(deps, activityId, bytes, 'GAME_IMAGE');
}
