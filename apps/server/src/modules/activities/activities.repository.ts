import type { ActivityStatus } from '@streamit/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { contentCategories } from '../catalog/catalog.schema.js';
import { activities, activityCredits, activityTags, people, tags } from './activities.schema.js';

export type Activity = typeof activities.$inferSelect;
export type NewActivity = typeof activities.$inferInsert;
export type NewPerson = typeof people.$inferInsert;
export type NewTag = typeof tags.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function insertActivity(db: Executor, row: NewActivity): Promise<Activity> {
  const [created] = await db.insert(activities).values(row).returning();
  if (!created) throw new Error('Activity insert returned nothing');
  return created;
}

export async function findActivityById(db: Executor, id: string): Promise<Activity | undefined> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  return row;
}

/** An activity with its category, by id or by slug. */
export async function findActivityWithCategory(db: Executor, idOrSlug: string) {
  const [row] = await db
    .select({
      activity: activities,
      category: { id: contentCategories.id, slug: contentCategories.slug, name: contentCategories.name },
    })
    .from(activities)
    .leftJoin(contentCategories, eq(contentCategories.id, activities.categoryId))
    .where(UUID.test(idOrSlug) ? eq(activities.id, idOrSlug) : eq(activities.slug, idOrSlug));
  return row;
}

/** Moves an activity to `to` when it is in one of `from`; false when it was not. */
export async function transitionActivity(
  db: Executor,
  id: string,
  from: ActivityStatus[],
  to: ActivityStatus,
): Promise<boolean> {
  const rows = await db
    .update(activities)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(activities.id, id), inArray(activities.status, from)))
    .returning({ id: activities.id });
  return rows.length > 0;
}

/**
 * Media is ready: a PROCESSING activity goes to PUBLISHED when it is staff content (no creator; publishAt
 * defaults to now) and to PENDING_REVIEW when a creator made it. The duration is recorded either way.
 */
export async function completeActivityProcessing(db: Executor, id: string, durationSeconds: number) {
  await db
    .update(activities)
    .set({
      durationSeconds,
      status: sql`case when ${activities.status} <> 'PROCESSING' then ${activities.status}
        when ${activities.creatorId} is null then 'PUBLISHED'::activity_status
        else 'PENDING_REVIEW'::activity_status end`,
      publishAt: sql`case when ${activities.status} = 'PROCESSING' and ${activities.creatorId} is null
        then coalesce(${activities.publishAt}, now()) else ${activities.publishAt} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(activities.id, id));
}

export function findActivityTags(db: Executor, activityId: string) {
  return db
    .select({ id: tags.id, slug: tags.slug, title: tags.title, thumbnail: tags.thumbnail, type: tags.type })
    .from(activityTags)
    .innerJoin(tags, eq(tags.id, activityTags.tagId))
    .where(eq(activityTags.activityId, activityId))
    .orderBy(asc(tags.title));
}

export function findActivityCredits(db: Executor, activityId: string) {
  return db
    .select({
      role: activityCredits.role,
      person: {
        id: people.id,
        slug: people.slug,
        title: people.title,
        profileImage: people.profileImage,
        designation: people.designation,
      },
    })
    .from(activityCredits)
    .innerJoin(people, eq(people.id, activityCredits.personId))
    .where(eq(activityCredits.activityId, activityId))
    .orderBy(asc(activityCredits.sortOrder), asc(people.title));
}

/** Inserts people, leaving existing slugs untouched; returns every requested person's id by slug. */
export async function upsertPeople(db: Executor, rows: NewPerson[]): Promise<Map<string, string>> {
  if (rows.length > 0) await db.insert(people).values(rows).onConflictDoNothing();
  const slugs = rows.map((row) => row.slug);
  const found = await db
    .select({ id: people.id, slug: people.slug })
    .from(people)
    .where(inArray(people.slug, slugs));
  return new Map(found.map((row) => [row.slug, row.id]));
}

/** Inserts tags, leaving existing slugs untouched; returns every requested tag's id by slug. */
export async function upsertTags(db: Executor, rows: NewTag[]): Promise<Map<string, string>> {
  if (rows.length > 0) await db.insert(tags).values(rows).onConflictDoNothing();
  const slugs = rows.map((row) => row.slug);
  const found = await db.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, slugs));
  return new Map(found.map((row) => [row.slug, row.id]));
}

export async function addActivityTags(db: Executor, activityId: string, tagIds: string[]): Promise<void> {
  if (tagIds.length === 0) return;
  await db
    .insert(activityTags)
    .values(tagIds.map((tagId) => ({ activityId, tagId })))
    .onConflictDoNothing();
}

export async function addActivityCredits(
  db: Executor,
  activityId: string,
  credits: { personId: string; role: string }[],
): Promise<void> {
  if (credits.length === 0) return;
  await db
    .insert(activityCredits)
    .values(credits.map((credit, index) => ({ activityId, ...credit, sortOrder: index })))
    .onConflictDoNothing();
}
