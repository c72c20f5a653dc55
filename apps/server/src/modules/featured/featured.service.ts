import type {
  AdminFeaturedItem,
  AdminFeaturedList,
  FeaturedItemInputSchema,
  FeaturedList,
} from '@streamit/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { findActivityById } from '../activities/activities.queries.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { imageUrlOf } from '../games/games.service.js';
import { mediaUrl } from '../media/media-paths.js';
import type { Moderator } from '../moderation/moderation.service.js';
import {
  deleteFeatured,
  insertFeatured,
  listAllFeatured,
  listFeaturedIds,
  listLiveFeatured,
  nextPosition,
  setPosition,
  updateFeatured,
} from './featured.repository.js';

type FeaturedDefinition = z.output<typeof FeaturedItemInputSchema>;
type Row = Awaited<ReturnType<typeof listAllFeatured>>[number];

/** The slot's hero image, else the activity's own banner or thumbnail. */
function heroImageUrlOf({ item, pictureKey }: Pick<Row, 'item' | 'pictureKey'>): string | null {
  if (item.heroImage) return imageUrlOf(item.heroImage);
  return pictureKey ? mediaUrl(pictureKey) : null;
}

function toAdminItem(row: Row, live: boolean): AdminFeaturedItem {
  const { item, activity } = row;
  return {
    id: item.id,
    activityId: activity.id,
    activityTitle: activity.title,
    activityType: activity.type,
    activityStatus: activity.status,
    position: item.position,
    headline: item.headline,
    heroImage: item.heroImage,
    heroImageUrl: heroImageUrlOf(row),
    startsAt: item.startsAt?.toISOString() ?? null,
    endsAt: item.endsAt?.toISOString() ?? null,
    live,
    updatedAt: item.updatedAt.toISOString(),
  };
}

/** GET /activities/featured. */
export async function listFeatured(deps: AppDeps): Promise<FeaturedList> {
  const rows = await listLiveFeatured(deps.db);
  return {
    items: rows.map(({ item, activity, pictureKey }) => ({
      id: item.id,
      position: item.position,
      headline: item.headline,
      heroImageUrl: heroImageUrlOf({ item, pictureKey }),
      activity: {
        id: activity.id,
        type: activity.type,
        slug: activity.slug,
        title: activity.title,
        description: activity.description,
      },
    })),
  };
}

/** GET /admin/featured-content; `live` means shown on /activities/featured right now. */
export async function listAdminFeatured(db: Executor): Promise<AdminFeaturedList> {
  const [rows, live] = await Promise.all([listAllFeatured(db), listLiveFeatured(db)]);
  const liveIds = new Set(live.map((row) => row.item.id));
  return { items: rows.map((row) => toAdminItem(row, liveIds.has(row.item.id))) };
}

async function itemOf(db: Executor, id: string): Promise<AdminFeaturedItem> {
  const item = (await listAdminFeatured(db)).items.find((entry) => entry.id === id);
  if (!item) throw new AppError('NOT_FOUND');
  return item;
}

function columnsOf(input: FeaturedDefinition) {
  return {
    activityId: input.activityId,
    headline: input.headline,
    heroImage: input.heroImage,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  };
}

async function audit(db: Executor, moderator: Moderator, action: string, id: string, details = {}) {
  await recordAuditEvent(db, {
    actorAdminId: moderator.adminId,
    action,
    targetType: 'featured_item',
    targetId: id,
    ip: moderator.ip,
    details,
  });
}

async function assertActivityExists(deps: AppDeps, activityId: string): Promise<void> {
  if (!(await findActivityById(deps.db, activityId))) throw new AppError('NOT_FOUND');
}

/** POST /admin/featured-content. */
export async function createFeatured(deps: AppDeps, moderator: Moderator, input: FeaturedDefinition) {
  await assertActivityExists(deps, input.activityId);
  return deps.db.transaction(async (tx) => {
    const position = input.position ?? (await nextPosition(tx));
    const created = await insertFeatured(tx, { ...columnsOf(input), position });
    await audit(tx, moderator, 'featured.created', created.id, {
      activityId: input.activityId,
      headline: input.headline,
    });
    return itemOf(tx, created.id);
  });
}

/** PUT /admin/featured-content/:id. */
export async function replaceFeatured(
  deps: AppDeps,
  moderator: Moderator,
  id: string,
  input: FeaturedDefinition,
) {
  await assertActivityExists(deps, input.activityId);
  return deps.db.transaction(async (tx) => {
    const position = input.position === undefined ? {} : { position: input.position };
    if (!(await updateFeatured(tx, id, { ...columnsOf(input), ...position })))
      throw new AppError('NOT_FOUND');
    await audit(tx, moderator, 'featured.updated', id, {
      activityId: input.activityId,
      headline: input.headline,
    });
    return itemOf(tx, id);
  });
}

/** DELETE /admin/featured-content/:id. */
export async function removeFeatured(deps: AppDeps, moderator: Moderator, id: string) {
  return deps.db.transaction(async (tx) => {
    if (!(await deleteFeatured(tx, id))) throw new AppError('NOT_FOUND');
    await audit(tx, moderator, 'featured.deleted', id);
    return { id, deleted: true as const };
  });
}

/** POST /admin/featured-content/reorder: the ids must be exactly the current slots. */
export async function reorderFeatured(deps: AppDeps, moderator: Moderator, ids: string[]) {
  return deps.db.transaction(async (tx) => {
    const current = await listFeaturedIds(tx);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.includes(id));
    if (!same) throw new AppError('CONFLICT');
    for (const [position, id] of ids.entries()) await setPosition(tx, id, position);
    await audit(tx, moderator, 'featured.reordered', 'all', { ids });
    return listAdminFeatured(tx);
  });
}
