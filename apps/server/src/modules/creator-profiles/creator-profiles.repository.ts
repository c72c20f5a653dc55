import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/postgres-errors.js';
import { activities } from '../activities/activities.schema.js';
import { LISTED } from '../activities/activities.queries.js';
import { contentCategories } from '../catalog/catalog.schema.js';
import { users } from '../members/members.schema.js';
import { creatorFollows, creatorProfiles } from './creator-profiles.schema.js';

export type ProfileRow = typeof creatorProfiles.$inferSelect;
/** The fields a creator writes. */
export type ProfileFields = Pick<ProfileRow, 'handle' | 'displayName' | 'bio' | 'links' | 'categoryIds'>;

/** Approved creators only: a banned creator's page and card disappear with the ban. */
export const PUBLIC_CREATOR: SQL = sql`${users.isContentCreator} and ${users.creatorStatus} = 'APPROVED'`;

const listedBy = sql`${activities.creatorId} = ${creatorProfiles.userId} and ${LISTED}`;
/** Views of a creator's listed content. */
export const VIEW_TOTAL = sql<number>`(select coalesce(sum(${activities.viewCount}), 0)::bigint from ${activities} where ${listedBy})`;
/** A creator's listed videos. */
export const VIDEO_TOTAL = sql<number>`(select count(*)::int from ${activities} where ${listedBy} and ${activities.type} = 'VIDEO')`;

/** The columns of a card: the profile, the member's avatar and the content totals. */
export const CARD_COLUMNS = {
  profile: creatorProfiles,
  avatarFile: users.avatarFile,
  viewCount: sql<string>`${VIEW_TOTAL}`.mapWith(Number),
  videoCount: sql<number>`${VIDEO_TOTAL}`.mapWith(Number),
};

/** A member's profile, or undefined before they first save one. */
export async function findProfile(db: Executor, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(creatorProfiles).where(eq(creatorProfiles.userId, userId));
  return row;
}

/** Creates or replaces a profile; undefined when the handle belongs to someone else (unique index). */
export async function upsertProfile(db: Executor, userId: string, fields: ProfileFields) {
  try {
    const [row] = await db
      .insert(creatorProfiles)
      .values({ userId, ...fields })
      .onConflictDoUpdate({ target: creatorProfiles.userId, set: { ...fields, updatedAt: sql`now()` } })
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Which of these handles are taken, whatever their case (answered in lower case). */
export async function findTakenHandles(db: Executor, handles: string[]): Promise<string[]> {
  if (handles.length === 0) return [];
  const lowered = handles.map((handle) => handle.toLowerCase());
  const rows = await db
    .select({ handle: sql<string>`lower(${creatorProfiles.handle})` })
    .from(creatorProfiles)
    .where(inArray(sql`lower(${creatorProfiles.handle})`, lowered));
  return rows.map((row) => row.handle);
}

/** Points the profile at a new banner file and returns the one it replaced. */
export async function setBannerFile(db: Executor, userId: string, file: string) {
  const [old] = await db
    .select({ bannerFile: creatorProfiles.bannerFile })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.userId, userId))
    .for('update');
  if (!old) return undefined;
  await db
    .update(creatorProfiles)
    .set({ bannerFile: file, updatedAt: sql`now()` })
    .where(eq(creatorProfiles.userId, userId));
  return { previous: old.bannerFile };
}

/** Categories by slug (unknown slugs are simply missing). */
export function findCategoriesBySlug(db: Executor, slugs: string[]) {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .select({ id: contentCategories.id, slug: contentCategories.slug, name: contentCategories.name })
    .from(contentCategories)
    .where(inArray(contentCategories.slug, slugs));
}

/** Categories by id, for the cards of a page. */
export function findCategoriesById(db: Executor, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: contentCategories.id, slug: contentCategories.slug, name: contentCategories.name })
    .from(contentCategories)
    .where(inArray(contentCategories.id, ids));
}

/** A public creator by handle, whatever its case, with the card's totals. */
export async function findPublicCreatorByHandle(db: Executor, handle: string) {
  const [row] = await db
    .select(CARD_COLUMNS)
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(and(sql`lower(${creatorProfiles.handle}) = lower(${handle})`, PUBLIC_CREATOR));
  return row;
}

/** The id and follower count of a public creator by handle. */
export async function findFollowTarget(db: Executor, handle: string) {
  const [row] = await db
    .select({ userId: creatorProfiles.userId, followerCount: creatorProfiles.followerCount })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(and(sql`lower(${creatorProfiles.handle}) = lower(${handle})`, PUBLIC_CREATOR));
  return row;
}

/**
 * Follows and counts in one statement: the count moves by the rows the insert really added, so repeats
 * and races between the same pair never move it twice.
 */
export async function insertFollow(db: Executor, followerId: string, creatorId: string): Promise<number> {
  const result = await db.execute<{ follower_count: number }>(sql`
    with added as (
      insert into ${creatorFollows} (follower_id, creator_id) values (${followerId}, ${creatorId})
      on conflict do nothing returning 1
    )
    update ${creatorProfiles} set follower_count = follower_count + (select count(*) from added)
    where user_id = ${creatorId} returning follower_count`);
  return result.rows[0]?.follower_count ?? 0;
}

/** Unfollows and counts in one statement: the count moves by the rows the delete really removed. */
export async function deleteFollow(db: Executor, followerId: string, creatorId: string): Promise<number> {
  const result = await db.execute<{ follower_count: number }>(sql`
    with removed as (
      delete from ${creatorFollows} where follower_id = ${followerId} and creator_id = ${creatorId}
      returning 1
    )
    update ${creatorProfiles} set follower_count = follower_count - (select count(*) from removed)
    where user_id = ${creatorId} returning follower_count`);
  return result.rows[0]?.follower_count ?? 0;
}

/** Whether the member follows the creator. */
export async function isFollowing(db: Executor, followerId: string, creatorId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(creatorFollows)
    .where(and(eq(creatorFollows.followerId, followerId), eq(creatorFollows.creatorId, creatorId)));
  return rows.length > 0;
}

/** Real follow rows of a creator (the tests compare the kept count with it). */
export async function countFollowRows(db: Executor, creatorId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(creatorFollows)
    .where(eq(creatorFollows.creatorId, creatorId));
  return row?.count ?? 0;
}
