import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instantNow, primaryUuid } from '../../db/table-columns.js';

/** Content categories that group activities on the home page and in filters. */
export const contentCategories = pgTable('content_categories', {
  id: primaryUuid(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: instantNow('created_at'),
  updatedAt: instantNow('updated_at'),
});
