import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { activities } from '../activities/activities.schema.js';
import { featuredItems } from './featured.schema.js';

/** The demo video the home hero features, so a newcomer's first page has a Play button. */
export const DEMO_FEATURED_SLUG = 'demo-mandelbrot-dive';

/** One featured slot on the first demo video; the hero shows it once the clip is transcoded and published. */
export async function seedDemoFeatured(db: Executor): Promise<number> {
  const [activity] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.slug, DEMO_FEATURED_SLUG));
  if (!activity) return 0;
  await db.insert(featuredItems).values({
    activityId: activity.id,
    position: 1,
    headline: 'Dive into the Mandelbrot set',
  });
  return 1;
}
