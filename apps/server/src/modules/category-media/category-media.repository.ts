import type { CategoryImageKind } from '@streamit/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.js';
import { contentCategoryImages } from './category-media.schema.js';

/** One category's image of one kind. */
export interface CategoryImageTarget {
  categoryId: string;
  kind: CategoryImageKind;
}

/** Stored images of every category, or of one. */
export function findCategoryImages(db: Executor, categoryId?: string) {
  return db
    .select()
    .from(contentCategoryImages)
    .where(categoryId ? eq(contentCategoryImages.categoryId, categoryId) : undefined);
}

/**
 * Points a category's image of one kind at a new storage key; returns the key it replaces. The old row is
 * locked first so two uploads at once each learn which file they replaced.
 */
export async function replaceCategoryImage(
  tx: Transaction,
  target: CategoryImageTarget,
  storageKey: string,
): Promise<string | undefined> {
  const [old] = await tx
    .select({ storageKey: contentCategoryImages.storageKey })
    .from(contentCategoryImages)
    .where(
      and(
        eq(contentCategoryImages.categoryId, target.categoryId),
        eq(contentCategoryImages.kind, target.kind),
      ),
    )
    .for('update');
  await tx
    .insert(contentCategoryImages)
    .values({ ...target, storageKey })
    .onConflictDoUpdate({
      target: [contentCategoryImages.categoryId, contentCategoryImages.kind],
      set: { storageKey, updatedAt: sql`now()` },
    });
  return old?.storageKey;
}
