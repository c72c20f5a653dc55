import { CATEGORY_NAMES } from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import { insertCategoriesIfMissing, type NewContentCategory } from './catalog.repository.js';

/**
 * The starting categories of an art and culture catalogue, marked as demo data: their English wording from
 * the contract's CATEGORY_NAMES, which names them in every product language for the screens.
 */
const DEMO_CATEGORIES: NewContentCategory[] = Object.entries(CATEGORY_NAMES).map(
  ([slug, wording], index) => ({
    slug,
    name: wording.en.name,
    description: wording.en.description,
    sortOrder: (index + 1) * 10,
    isDemo: true,
  }),
);

/** Seeds the demo categories; existing ones are left as they are. */
export function seedDemoCategories(db: Executor): Promise<number> {
  return insertCategoriesIfMissing(db, DEMO_CATEGORIES);
}
