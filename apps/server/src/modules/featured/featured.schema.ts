import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { activities } from '../activities/activities.schema.js';

/** Staff-curated featured items: order, schedule, hero image and headline. */
export const featuredItems = pgTable(
  'featured_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Media storage key or https URL of the hero image. */
    heroImage: text('hero_image'),
    headline: text('headline').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('featured_items_position_idx').on(table.position)],
);
