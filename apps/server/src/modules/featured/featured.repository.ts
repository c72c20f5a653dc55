import { and, asc, eq, gt, isNull, lte, max, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { activities } from '../activities/activities.schema.js';
import { mediaAssets } from '../media/media.schema.js';
import { notHiddenByReports } from '../activities/activities.queries.js';
import { featuredItems } from './featured.schema.js';

export type FeaturedRow = typeof featuredItems.$inferSelect;

// The activity's own picture, for slots without a hero image: its wide banner, else its thumbnail.
const PICTURE_KEY = sql<string | null>`(select ${mediaAssets.storageKey} from ${mediaAssets}
  where ${mediaAssets.activityId} = ${activities.id} and ${mediaAssets.kind} in ('BANNER', 'THUMBNAIL')
  order by ${mediaAssets.kind} = 'BANNER' desc limit 1)`;

const WITH_ACTIVITY = {
  item: featuredItems,
  pictureKey: PICTURE_KEY,
  activity: {
    id: activities.id,
    type: activities.type,
    slug: activities.slug,
    title: activities.title,
    description: activities.description,
    status: activities.status,
    visibility: activities.visibility,
    publishAt: activities.publishAt,
  },
};

/** Every slot with its activity, in order. */
export function listAllFeatured(db: Executor) {
  return db
    .select(WITH_ACTIVITY)
    .from(featuredItems)
    .innerJoin(activities, eq(activities.id, featuredItems.activityId))
    .orderBy(asc(featuredItems.position), asc(featuredItems.createdAt));
}

/** Slots in their window now whose activity is published, public, released and not hidden by reports. */
export function listLiveFeatured(db: Executor) {
  const now = sql`now()`;
  return db
    .select(WITH_ACTIVITY)
    .from(featuredItems)
    .innerJoin(activities, eq(activities.id, featuredItems.activityId))
    .where(
      and(
        or(isNull(featuredItems.startsAt), lte(featuredItems.startsAt, now)),
        or(isNull(featuredItems.endsAt), gt(featuredItems.endsAt, now)),
        eq(activities.status, 'PUBLISHED'),
        eq(activities.visibility, 'PUBLIC'),
        or(isNull(activities.publishAt), lte(activities.publishAt, now)),
        notHiddenByReports(activities.id),
      ),
    )
    .orderBy(asc(featuredItems.position), asc(featuredItems.createdAt));
}

export async function nextPosition(db: Executor): Promise<number> {
  const [row] = await db.select({ last: max(featuredItems.position) }).from(featuredItems);
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
}

export async function insertFeatured(db: Executor, row: typeof featuredItems.$inferInsert) {
  const [created] = await db.insert(featuredItems).values(row).returning();
  if (!created) throw new Error('Featured insert returned nothing');
  return created;
}

export async function updateFeatured(
  db: Executor,
  id: string,
  values: Partial<typeof featuredItems.$inferInsert>,
) {
  const [row] = await db
    .update(featuredItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(featuredItems.id, id))
    .returning();
  return row;
}

export async function deleteFeatured(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(featuredItems)
    .where(eq(featuredItems.id, id))
    .returning({ id: featuredItems.id });
  return rows.length > 0;
}

export async function setPosition(db: Executor, id: string, position: number): Promise<void> {
  await db
    .update(featuredItems)
    .set({ position, updatedAt: sql`now()` })
    .where(eq(featuredItems.id, id));
}

/** Ids of every slot except one, for sanity checks on reorder. */
export async function listFeaturedIds(db: Executor, except?: string): Promise<string[]> {
  const rows = await db
    .select({ id: featuredItems.id })
    .from(featuredItems)
    .where(except ? ne(featuredItems.id, except) : undefined);
  return rows.map((row) => row.id);
}
