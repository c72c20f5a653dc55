import {
  gameImagesNeeded,
  type GameAuthoring,
  type GameInputSchema,
  type StaffGameRow,
} from '@streamit/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import {
  findActivityById,
  insertActivity,
  transitionActivity,
  type Activity,
  updateActivityFields,
} from '../activities/activities.queries.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { assertCanEdit, slugFor } from '../quizzes/creator-content.js';
import { imageUrlOf } from './games.service.js';
import { findGame, insertGame, listGames, updateGameSettings, type GameRow } from './games.repository.js';

/** A game as validated by the contract (defaults applied). */
export type GameDefinition = z.output<typeof GameInputSchema>;

function authoringOf(activity: Activity, game: GameRow): GameAuthoring {
  return {
    activityId: activity.id,
    status: activity.status,
    version: game.version,
    title: activity.title,
    description: activity.description,
    categoryId: activity.categoryId,
    pointsReward: activity.pointsReward,
    game: game.game,
    difficulty: game.difficulty,
    images: game.images.map((ref) => ({ ref, url: imageUrlOf(ref) })),
  };
}

/**
 * Any game with its settings, for staff; NOT_FOUND for other activities. Writers lock the settings row first,
 * so a save and a publish of one game run one after the other and each sees the other's status.
 */
export async function findStaffGame(db: Executor, id: string, lock = false) {
  const game = await findGame(db, id, lock);
  const activity = game ? await findActivityById(db, id) : undefined;
  if (!activity || !game) throw new AppError('NOT_FOUND');
  return { activity, game };
}

/**
 * A game's pictures are its own uploads (under its key folder), https addresses, or what it already holds
 * (the demo games' generated pictures); a key of another activity would borrow that activity's file.
 */
function assertOwnImages(activityId: string, images: string[], kept: string[] = []): void {
  const own = `activities/${activityId}/`;
  const foreign = images.find(
    (ref) => !ref.startsWith(own) && !/^https:\/\//.test(ref) && !kept.includes(ref),
  );
  if (foreign !== undefined) throw new AppError('GAME_IMAGE_NOT_OWN');
}

/** Members can only be dealt a complete game: a picture per memory pair, a painting for a puzzle. */
function assertImagesPresent(input: Pick<GameDefinition, 'game' | 'difficulty' | 'images'>): void {
  if (input.images.length < gameImagesNeeded(input.game, input.difficulty)) {
    throw new AppError('GAME_IMAGES_MISSING');
  }
}

async function auditGame(db: Executor, adminId: string, action: string, activityId: string) {
  await recordAuditEvent(db, { actorAdminId: adminId, action, targetType: 'activity', targetId: activityId });
}

/** POST /admin/games: a DRAFT game (members cannot see it) that its pictures are uploaded to next. */
export async function createGame(deps: AppDeps, adminId: string, input: GameDefinition) {
  return deps.db.transaction(async (tx) => {
    const activity = await insertActivity(tx, {
      type: 'GAME',
      title: input.title,
      description: input.description,
      slug: slugFor(input.title, 'game'),
      categoryId: input.categoryId,
      pointsReward: input.pointsReward,
      status: 'DRAFT',
    });
    assertOwnImages(activity.id, input.images);
    const { game, difficulty, images } = input;
    const row = await insertGame(tx, { activityId: activity.id, game, difficulty, images });
    await auditGame(tx, adminId, 'content.game_created', activity.id);
    return authoringOf(activity, row);
  });
}

/**
 * PUT /admin/games/:id: a draft is rewritten in place; a published game must stay complete and gets its
 * next version (rounds already dealt keep their layout, pictures and version). The status is kept.
 */
export async function updateGame(deps: AppDeps, adminId: string, id: string, input: GameDefinition) {
  return deps.db.transaction(async (tx) => {
    const { activity, game: current } = await findStaffGame(tx, id, true);
    assertCanEdit(activity, { kind: 'staff', adminId });
    assertOwnImages(id, input.images, current.images);
    const published = activity.status === 'PUBLISHED';
    if (published) assertImagesPresent(input);
    const { title, description, categoryId, pointsReward } = input;
    await updateActivityFields(tx, id, { title, description, categoryId, pointsReward });
    const { game, difficulty, images } = input;
    const row = await updateGameSettings(tx, id, { game, difficulty, images }, published);
    await auditGame(tx, adminId, 'content.game_updated', id);
    return authoringOf({ ...activity, title, description, categoryId, pointsReward }, row);
  });
}

/** POST /admin/games/:id/publish: a complete DRAFT goes live, once. */
export async function publishGame(deps: AppDeps, adminId: string, id: string): Promise<GameAuthoring> {
  return deps.db.transaction(async (tx) => {
    const { activity, game } = await findStaffGame(tx, id, true);
    assertImagesPresent(game);
    if (!(await transitionActivity(tx, id, ['DRAFT'], 'PUBLISHED'))) throw new AppError('GAME_NOT_DRAFT');
    await updateActivityFields(tx, id, { publishAt: new Date() });
    await auditGame(tx, adminId, 'content.game_published', id);
    return authoringOf({ ...activity, status: 'PUBLISHED' }, game);
  });
}

/** GET /admin/games/:id: every parameter, for the editor and for moderators. */
export async function readAdminGame(deps: AppDeps, id: string): Promise<GameAuthoring> {
  const { activity, game } = await findStaffGame(deps.db, id);
  return authoringOf(activity, game);
}

// A screen's worth: staff write a handful of games, and the list is newest first.
const STAFF_GAME_LIST_LIMIT = 200;

/** GET /admin/games: every game, drafts included, so a draft is found again after leaving its editor. */
export async function listStaffGames(deps: AppDeps): Promise<{ games: StaffGameRow[] }> {
  const rows = await listGames(deps.db, STAFF_GAME_LIST_LIMIT);
  return { games: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })) };
}
