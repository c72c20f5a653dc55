import { CATEGORY_IMAGE_KINDS } from '@streamit/contract';
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
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
    enumCheck('content_category_images_kind_check', table.kind, CATEGORY_IMAGE_KINDS),
  ],
);
