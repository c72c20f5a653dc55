import {
  CREATOR_HANDLE_MAX,
  MAX_CREATOR_PROFILE_CATEGORIES,
  MAX_CREATOR_PROFILE_LINKS,
} from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instantNow, requiredRef } from '../../db/table-columns.js';
import { users } from '../members/members.schema.js';

/** A creator's public profile: one per member, its handle unique whatever the case. */
export const creatorProfiles = pgTable(
  'creator_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    handle: text('handle').notNull(),
    displayName: text('display_name').notNull(),
    bio: text('bio').notNull().default(''),
    links: text('links')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Content category ids, checked against content_categories when saved. */
    categoryIds: uuid('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    bannerFile: text('banner_file'),
    /** Kept by the follow and unfollow statements themselves, never recounted. */
    followerCount: integer('follower_count').notNull().default(0),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    uniqueIndex('creator_profiles_handle_lower_idx').on(sql`lower(${table.handle})`),
    index('creator_profiles_followers_idx').on(table.followerCount, table.userId),
    index('creator_profiles_created_idx').on(table.createdAt, table.userId),
    check(
      'creator_profiles_handle_check',
      sql`${table.handle} ~ '^[A-Za-z0-9]([A-Za-z0-9_-]*[A-Za-z0-9])?$' and char_length(${table.handle}) between 3 and ${sql.raw(String(CREATOR_HANDLE_MAX))}`,
    ),
    check(
      'creator_profiles_lists_check',
      sql`cardinality(${table.links}) <= ${sql.raw(String(MAX_CREATOR_PROFILE_LINKS))} and cardinality(${table.categoryIds}) <= ${sql.raw(String(MAX_CREATOR_PROFILE_CATEGORIES))}`,
    ),
    check('creator_profiles_followers_check', sql`${table.followerCount} >= 0`),
  ],
);

/** Who follows which creator: one row per pair, never oneself. */
export const creatorFollows = pgTable(
  'creator_follows',
  {
    followerId: requiredRef('follower_id', () => users.id, { onDelete: 'cascade' }),
    creatorId: requiredRef('creator_id', () => creatorProfiles.userId, { onDelete: 'cascade' }),
    createdAt: instantNow('created_at'),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.creatorId] }),
    index('creator_follows_creator_idx').on(table.creatorId, table.createdAt),
    check('creator_follows_not_self_check', sql`${table.followerId} <> ${table.creatorId}`),
  ],
);
