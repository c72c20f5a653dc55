import type { Executor } from '../../db/database.js';
import { findActivityWithCategory } from '../activities/activities.queries.js';
import { insertFeatured } from './featured.repository.js';

/** The demo video the home hero features, so a newcomer's first page has a Play button. */
export const DEMO_FEATURED_SLUG = 'demo-mandelbrot-dive';

/** One featured slot on the first demo video; the hero shows it once the clip is transcoded and published. */
export async function seedDemoFeatured(db: Executor): Promise<number> {
  const row = await findActivityWithCategory(db, DEMO_FEATURED_SLUG);
  if (!row) return 0;
  await insertFeatured(db, {
    activityId: row.activity.id,
    position: 1,
    headline: 'Dive into the Mandelbrot set',
  });
  return 1;
}
