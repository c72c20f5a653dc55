import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, instantNow, primaryUuid, requiredRef } from '../../db/table-columns.js';
import { activities } from '../activities/activities.schema.js';

/** Staff-curated featured items: order, schedule, hero image and headline. */
export const featuredItems = pgTable(
  'featured_items',
  {
    id: primaryUuid(),
    activityId: requiredRef('activity_id', () => activities.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    /** Media storage key or https URL of the hero image. */
    heroImage: text('hero_image'),
    headline: text('headline').notNull(),
    createdAt: instantNow('created_at'),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [index('featured_items_position_idx').on(table.position)],
);
