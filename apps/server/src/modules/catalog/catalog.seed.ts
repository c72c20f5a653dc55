import type { Executor } from '../../db/database.js';
import { insertCategoriesIfMissing, type NewContentCategory } from './catalog.repository.js';

/** The starting categories of an art and culture catalogue, marked as demo data. */
const DEMO_CATEGORIES: NewContentCategory[] = [
  ['painting', 'Painting', 'Studio visits, restorations and the stories behind great canvases.'],
  ['sculpture', 'Sculpture', 'Form, material and space: from marble to found objects.'],
  ['architecture', 'Architecture', 'Buildings, cities and the people who shape them.'],
  ['photography', 'Photography', 'Photographers on light, time and the decisive moment.'],
  ['film-and-animation', 'Film & Animation', 'Moving images as art: shorts, experiments and essays.'],
  ['music', 'Music', 'Performances, instruments and traditions from around the world.'],
  ['dance-and-theatre', 'Dance & Theatre', 'Stagecraft, choreography and live performance.'],
  ['design-and-craft', 'Design & Craft', 'Makers, materials and the objects of everyday life.'],
  ['heritage-and-history', 'Heritage & History', 'Museums, archives and the cultures they keep.'],
  ['generative-art', 'Generative Art', 'Art made with code, rules and chance.'],
].map(([slug, name, description], index) => ({
  slug: slug ?? '',
  name: name ?? '',
  description: description ?? '',
  sortOrder: (index + 1) * 10,
  isDemo: true,
}));

/** Seeds the demo categories; existing ones are left as they are. */
export function seedDemoCategories(db: Executor): Promise<number> {
  return insertCategoriesIfMissing(db, DEMO_CATEGORIES);
}
