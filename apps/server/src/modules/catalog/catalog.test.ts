import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { seedDemoData } from '../../seed/seed.js';

let context: TestContext;
const silent = { info: () => undefined };

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

async function listCategories() {
  const response = await context.app.inject({ method: 'GET', url: '/api/v1/activities/categories' });
  expect(response.statusCode).toBe(200);
  return response.json<{ categories: Record<string, unknown>[] }>().categories;
}

describe('GET /api/v1/activities/categories', () => {
  it('is empty on a fresh database', async () => {
    expect(await listCategories()).toEqual([]);
  });

  it('lists the seeded categories in display order with only public fields', async () => {
    await seedDemoData(context.deps.db, silent);
    const categories = await listCategories();
    expect(categories).toHaveLength(10);
    expect(categories.map((category) => category.slug).slice(0, 3)).toEqual([
      'painting',
      'sculpture',
      'architecture',
    ]);
    expect(Object.keys(categories[0] ?? {}).sort()).toEqual([
      'description',
      'id',
      'name',
      'slug',
      'sortOrder',
    ]);
  });

  it('runs each demo seed once, however often start-up seeds', async () => {
    await seedDemoData(context.deps.db, silent);
    await seedDemoData(context.deps.db, silent);
    expect(await listCategories()).toHaveLength(10);
  });
});
