import type { ActivityListQuery, ActivityType } from '@streamit/contract';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { activities, activityTags, tags } from '../activities/activities.schema.js';
import { contentCategories } from '../catalog/catalog.schema.js';
import { mediaAssets } from '../media/media.schema.js';
import { activityDailyViews, watchProgress } from '../watch/watch.schema.js';
import type { BrowseCursor } from './browse-cursor.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TODAY = sql`(now() at time zone 'utc')::date`;

/**
 * Trending: views of the last 7 UTC days, each day weighted by recency (today 7/7, six days ago 1/7).
 */
const TRENDING_SCORE = sql<number>`coalesce((select sum(${activityDailyViews.views}
  * (7 - (${TODAY} - ${activityDailyViews.day}))::float8 / 7) from ${activityDailyViews}
  where ${activityDailyViews.activityId} = ${activities.id} and ${activityDailyViews.day} > ${TODAY} - 7), 0)::float8`;

const NEWEST_KEY = sql<number>`(extract(epoch from coalesce(${activities.publishAt}, ${activities.createdAt})) * 1000)::float8`;

/** Recommended: activities in categories the member watched come first, each group by trending. */
function recommendedKey(userId: string): SQL<number> {
  const watched = sql`(select distinct a2.category_id from ${watchProgress} wp
    join ${activities} a2 on a2.id = wp.activity_id where wp.user_id = ${userId} and a2.category_id is not null)`;
  return sql<number>`((case when ${activities.categoryId} in ${watched} then 1000000000 else 0 end) + ${TRENDING_SCORE})::float8`;
}

/**
 * What to watch next after an activity: same category first (0), then same creator (1), then the rest
 * (2), each group by trending then views. Only the key; the caller picks listed items of the same type.
 */
export function relatedKey(categoryId: string | null, creatorId: string | null): SQL<number> {
  const sameCategory = categoryId ? sql`${activities.categoryId} = ${categoryId}` : sql`false`;
  const sameCreator = creatorId ? sql`${activities.creatorId} = ${creatorId}` : sql`false`;
  return sql<number>`(case when ${sameCategory} then 2 when ${sameCreator} then 1 else 0 end)::float8`;
}

/** Within a related group: trending, then all-time views (pages without a cursor only). */
export const RELATED_TIE_BREAK: SQL[] = [sql`${TRENDING_SCORE} desc`, sql`${activities.viewCount} desc`];

/** The sort key of a browse order; `recommended` without a member is trending. */
export function sortKeyOf(sort: ActivityListQuery['sort'], userId?: string): SQL<number> {
  if (sort === 'trending') return TRENDING_SCORE;
  if (sort === 'popular') return sql<number>`${activities.viewCount}::float8`;
  if (sort === 'recommended') return userId ? recommendedKey(userId) : TRENDING_SCORE;
  return NEWEST_KEY;
}

export interface BrowseFilters {
  type?: ActivityType;
  category?: string;
  tag?: string;
  creator?: string;
  q?: string;
}

/** SQL conditions for the filters given. */
export function filterConditions(filters: BrowseFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.type) conditions.push(eq(activities.type, filters.type));
  if (filters.creator) conditions.push(eq(activities.creatorId, filters.creator));
  if (filters.category)
    conditions.push(
      UUID.test(filters.category)
        ? eq(activities.categoryId, filters.category)
        : sql`${activities.categoryId} = (select ${contentCategories.id} from ${contentCategories} where ${contentCategories.slug} = ${filters.category})`,
    );
  if (filters.tag)
    conditions.push(sql`exists (select 1 from ${activityTags} join ${tags} on ${tags.id} = ${activityTags.tagId}
      where ${activityTags.activityId} = ${activities.id} and ${tags.slug} = ${filters.tag})`);
  if (filters.q) conditions.push(sql`${activities.search} @@ websearch_to_tsquery('simple', ${filters.q})`);
  return conditions;
}

/** SQL conditions for activities related to one: the same type, not the activity itself. */
export function relatedConditions(activity: { id: string; type: ActivityType }): SQL[] {
  return [eq(activities.type, activity.type), ne(activities.id, activity.id)];
}

const THUMBNAIL_KEY = sql<string | null>`(select ${mediaAssets.storageKey} from ${mediaAssets}
  where ${mediaAssets.activityId} = ${activities.id} and ${mediaAssets.kind} = 'THUMBNAIL' limit 1)`;

const PREVIEW_KEY = sql<string | null>`(select ${mediaAssets.storageKey} from ${mediaAssets}
  where ${mediaAssets.activityId} = ${activities.id} and ${mediaAssets.kind} = 'PREVIEW' limit 1)`;

export interface BrowsePageQuery {
  where: SQL[];
  key: SQL<number>;
  direction: 'asc' | 'desc';
  cursor?: BrowseCursor;
  limit: number;
  /** Orders between the key and the id; only for pages read without a cursor. */
  thenBy?: SQL[];
}

/** One page in key order (ties by `thenBy`, then id), fetching one extra row to tell whether more follow. */
export function findBrowsePage(db: Executor, page: BrowsePageQuery) {
  const after = page.cursor
    ? page.direction === 'desc'
      ? sql`(${page.key} < ${page.cursor.key} or (${page.key} = ${page.cursor.key} and ${activities.id} < ${page.cursor.id}))`
      : sql`(${page.key} > ${page.cursor.key} or (${page.key} = ${page.cursor.key} and ${activities.id} > ${page.cursor.id}))`
    : undefined;
  const order = page.direction === 'desc' ? sql`desc` : sql`asc`;
  return db
    .select({
      activity: activities,
      category: { id: contentCategories.id, slug: contentCategories.slug, name: contentCategories.name },
      thumbnailKey: THUMBNAIL_KEY,
      previewKey: PREVIEW_KEY,
      sortKey: page.key,
    })
    .from(activities)
    .leftJoin(contentCategories, eq(contentCategories.id, activities.categoryId))
    .where(and(...page.where, ...(after ? [after] : [])))
    .orderBy(sql`${page.key} ${order}`, ...(page.thenBy ?? []), sql`${activities.id} ${order}`)
    .limit(page.limit + 1);
}
