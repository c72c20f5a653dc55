import {
  ACTIVITY_STATUSES,
  ACTIVITY_TYPES,
  ACTIVITY_VISIBILITIES,
  LICENCES,
  TAG_TYPES,
} from '@streamit/contract';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { adminUsers } from '../admins/admins.schema.js';
import { users } from '../members/members.schema.js';
import { contentCategories } from '../catalog/catalog.schema.js';

export const activityTypeEnum = pgEnum('activity_type', ACTIVITY_TYPES);
export const activityStatusEnum = pgEnum('activity_status', ACTIVITY_STATUSES);
export const activityVisibilityEnum = pgEnum('activity_visibility', ACTIVITY_VISIBILITIES);
export const licenceEnum = pgEnum('licence', LICENCES);
export const tagTypeEnum = pgEnum('tag_type', TAG_TYPES);

/** PostgreSQL full-text vector; only ever written by a generated column. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search vector: title weighs A, description B. The `simple` configuration (no stemming, no stop words)
 * because titles are English and Arabic alike; an English stemmer would mangle Arabic words.
 */
const SEARCH_VECTOR: SQL = sql`setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B')`;

/** Everything a member can do: videos now, quizzes, games and featured content later. */
export const activities = pgTable(
  'activities',
  {
    id: primaryUuid(),
    type: activityTypeEnum('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    slug: text('slug').notNull().unique(),
    categoryId: uuid('category_id').references(() => contentCategories.id, { onDelete: 'set null' }),
    // The member who created it; null for staff content.
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    // The staff member whose edit waits for review (staff-written stories, decision 069): a second
    // moderator must approve it, never its author.
    staffAuthorId: uuid('staff_author_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    status: activityStatusEnum('status').notNull().default('DRAFT'),
    visibility: activityVisibilityEnum('visibility').notNull().default('PUBLIC'),
    // Published activities with a future publishAt are "Coming Soon" until then.
    publishAt: instant('publish_at'),
    licence: licenceEnum('licence').notNull().default('ALL_RIGHTS_RESERVED'),
    durationSeconds: integer('duration_seconds'),
    // All views, counted by watch sessions and added by staff; manualViewCount of them were added by
    // staff (/admin/trigger-canvas-view-increment) and must never pay out: payable views are
    // viewCount − manualViewCount, or the rows of activity_views, which only watch sessions write.
    viewCount: integer('view_count').notNull().default(0),
    manualViewCount: integer('manual_view_count').notNull().default(0),
    pointsReward: integer('points_reward').notNull().default(0),
    isDemo: boolean('is_demo').notNull().default(false),
    search: tsvector('search').generatedAlwaysAs(SEARCH_VECTOR),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    index('activities_search_idx').using('gin', table.search),
    index('activities_listing_idx').on(table.status, table.visibility, table.publishAt),
    index('activities_category_idx').on(table.categoryId),
    index('activities_creator_idx').on(table.creatorId),
    check('activities_counts_check', sql`${table.viewCount} >= 0 AND ${table.pointsReward} >= 0`),
    check(
      'activities_manual_views_check',
      sql`${table.manualViewCount} >= 0 AND ${table.manualViewCount} <= ${table.viewCount}`,
    ),
  ],
);

/** Tags of the spec's sample data: id, slug, title, thumbnail, type (spec §1). */
export const tags = pgTable('tags', {
  id: primaryUuid(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  // A media storage key or an absolute URL of the tag's image.
  thumbnail: text('thumbnail'),
  type: tagTypeEnum('type').notNull().default('video'),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: instantNow('created_at'),
});

export const activityTags = pgTable(
  'activity_tags',
  {
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    tagId: requiredRef('tag_id', () => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.tagId] }), index().on(table.tagId)],
);

/** People credited on activities, with the spec's cast-member fields (spec §1). */
export const people = pgTable('people', {
  id: primaryUuid(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  profileImage: text('profile_image'),
  designation: text('designation').notNull().default(''),
  knownCredits: integer('known_credits').notNull().default(0),
  birthday: date('birthday'),
  birthPlace: text('birth_place'),
  alsoKnownAs: text('also_known_as')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: instantNow('created_at'),
  updatedAt: instantNow('updated_at'),
});

/** Who did what on an activity, in display order. */
export const activityCredits = pgTable(
  'activity_credits',
  {
    id: primaryUuid(),
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    personId: requiredRef('person_id', () => people.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    uniqueIndex('activity_credits_unique_idx').on(table.activityId, table.personId, table.role),
    index('activity_credits_person_idx').on(table.personId),
  ],
);
