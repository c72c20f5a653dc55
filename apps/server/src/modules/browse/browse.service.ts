import {
  formatMovieTime,
  type ActivityListItem,
  type ActivityListQuery,
  type ActivityPage,
  type CardPoints,
  type CardSponsor,
} from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { findActivityById, LISTED, SCHEDULED } from '../activities/activities.queries.js';
import { isPubliclyVisible } from '../activities/activities.service.js';
import { mediaUrl } from '../media/media-paths.js';
import { findCardSponsors } from '../partners/partner-public.service.js';
import { quoteCardPoints } from '../points/points-card.service.js';
import { decodeCursor, encodeCursor } from './browse-cursor.js';
import {
  filterConditions,
  findBrowsePage,
  RELATED_TIE_BREAK,
  relatedConditions,
  relatedKey,
  sortKeyOf,
  type BrowsePageQuery,
} from './browse.repository.js';

type Row = Awaited<ReturnType<typeof findBrowsePage>>[number];

/** What a card carries besides its row: the points chip and who presents it. */
type CardExtras = { points: CardPoints | null; sponsor: CardSponsor | null };

function toListItem(
  { activity, category, thumbnailKey, previewKey }: Row,
  { points, sponsor }: CardExtras,
): ActivityListItem {
  const { id, type, slug, title, creatorId, durationSeconds, viewCount } = activity;
  return {
    id,
    type,
    slug,
    title,
    category,
    creatorId,
    durationSeconds,
    viewCount,
    publishAt: activity.publishAt?.toISOString() ?? null,
    card: {
      id,
      title,
      image: thumbnailKey ? mediaUrl(thumbnailKey) : null,
      movieTime: durationSeconds === null ? null : formatMovieTime(durationSeconds),
    },
    points,
    previewUrl: previewKey ? mediaUrl(previewKey) : null,
    sponsor,
  };
}

/**
 * The cards of a page, each with its points chip and its sponsor: one batch of points-config reads and one
 * sponsorship query for the whole page, never one per card.
 */
async function toListItems(deps: AppDeps, rows: Row[]): Promise<ActivityListItem[]> {
  const [points, sponsors] = await Promise.all([
    quoteCardPoints(
      deps.db,
      rows.map((row) => row.activity),
    ),
    findCardSponsors(
      deps.db,
      rows.map((row) => row.activity.id),
    ),
  ]);
  return rows.map((row) => {
    const id = row.activity.id;
    return toListItem(row, { points: points.get(id) ?? null, sponsor: sponsors.get(id) ?? null });
  });
}

async function loadPage(deps: AppDeps, query: BrowsePageQuery): Promise<ActivityPage> {
  const rows = await findBrowsePage(deps.db, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const more = rows.length > query.limit && last !== undefined;
  return {
    items: await toListItems(deps, page),
    nextCursor: more ? encodeCursor({ key: last.sortKey, id: last.activity.id }) : null,
  };
}

/** GET /activities: filters, sort and cursor over published public activities. */
export function listActivities(deps: AppDeps, query: ActivityListQuery, userId?: string) {
  const { cursor, limit, sort, ...filters } = query;
  return loadPage(deps, {
    where: [LISTED, ...filterConditions(filters)],
    key: sortKeyOf(sort, userId),
    direction: 'desc',
    cursor: decodeCursor(cursor),
    limit,
  });
}

/** GET /activities/coming-soon: soonest first. */
export function listComingSoon(deps: AppDeps, query: { cursor?: string; limit: number }) {
  return loadPage(deps, {
    where: [SCHEDULED],
    key: sortKeyOf('newest'),
    direction: 'asc',
    cursor: decodeCursor(query.cursor),
    limit: query.limit,
  });
}

/** GET /activities/creator/:id: a creator's listed activities, newest first. */
export function listCreatorPublicActivities(
  deps: AppDeps,
  creatorId: string,
  query: { cursor?: string; limit: number },
) {
  return listActivities(deps, { ...query, creator: creatorId, sort: 'newest' });
}

/**
 * GET /activities/:id/related: listed activities of the same type, same category first, then same
 * creator, then trending. A non-public activity's category and creator are not used, so the order
 * says nothing about it.
 */
export async function listRelatedActivities(deps: AppDeps, activityId: string, limit: number) {
  const activity = await findActivityById(deps.db, activityId);
  if (!activity) throw new AppError('NOT_FOUND');
  const visible = isPubliclyVisible(activity);
  const rows = await findBrowsePage(deps.db, {
    where: [LISTED, ...relatedConditions(activity)],
    key: relatedKey(visible ? activity.categoryId : null, visible ? activity.creatorId : null),
    thenBy: RELATED_TIE_BREAK,
    direction: 'desc',
    limit,
  });
  return { items: await toListItems(deps, rows.slice(0, limit)) };
}
