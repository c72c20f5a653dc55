import { CATEGORY_IMAGE_KINDS } from '@streamit/contract';
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { enumCheck } from '../../db/enum-check.js';
import { instantNow, requiredRef } from '../../db/table-columns.js';
import { contentCategories } from '../catalog/catalog.schema.js';

/** Icon, banner and thumbnail of a content category: one stored image per kind. */
export const contentCategoryImages = pgTable(
  'content_category_images',
  {
    categoryId: requiredRef('category_id', () => contentCategories.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    updatedAt: instantNow('updated_at'),
  },
  (table) => [
    primaryKey({ columns: [table.categoryId, table.kind] }),
    enumCheck('content_category_images_kind_check', table.kind, CATEGORY_IMAGE_KINDS),
  ],
);
