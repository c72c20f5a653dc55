import { asc, eq } from 'drizzle-orm';
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

/** Whether a category with this id exists. */
export async function categoryExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contentCategories.id })
    .from(contentCategories)
    .where(eq(contentCategories.id, id));
  return row !== undefined;
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
