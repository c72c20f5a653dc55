import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { contentCategories } from './catalog.schema.js';

export type NewContentCategory = typeof contentCategories.$inferInsert;

/** Every category in display order. */
export function findAllCategories(db: Executor) {
  return db
    .select({
      id: contentCategories.id,
      slug: contentCategories.slug,
      name: contentCategories.name,
      description: contentCategories.description,
      sortOrder: contentCategories.sortOrder,
    })
    .from(contentCategories)
    .orderBy(asc(contentCategories.sortOrder), asc(contentCategories.name));
}

/** Inserts categories, leaving existing slugs untouched. */
export async function insertCategoriesIfMissing(db: Executor, rows: NewContentCategory[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(contentCategories)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: contentCategories.id });
  return inserted.length;
}
