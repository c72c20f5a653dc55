import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contentCategories } from '../catalog/catalog.schema.js';

/** Icon, banner and thumbnail of a content category: one stored image per kind. */
export const contentCategoryImages = pgTable(
  'content_category_images',
  {
    categoryId: uuid('category_id')
      .notNull()
      .references(() => contentCategories.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.kind] }),
    check('content_category_images_kind_check', sql`${table.kind} in ('icon', 'banner', 'thumbnail')`),
  ],
);
