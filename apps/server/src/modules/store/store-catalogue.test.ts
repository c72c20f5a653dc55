import type { StoreProduct, StoreProductSummary } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { seedDemoData } from '../../seed/seed.js';

let context: TestContext;
const silent = { info: () => undefined };
beforeAll(async () => {
  context = await createTestContext();
  await seedDemoData(context.deps.db, silent);
  await seedDemoData(context.deps.db, silent);
}, 60_000);
afterAll(() => context.close());

async function shop(query = ''): Promise<{ items: StoreProductSummary[]; total: number }> {
  const response = await context.app.inject({ url: `/api/v1/store/products?limit=50${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('the demo store and the shop', () => {
  it('seeds a dozen products once: prints, tote bags, books and a VIP-only edition', async () => {
    const { items, total } = await shop();
    expect(total).toBe(12);
    expect(new Set(items.map((item) => item.category))).toEqual(
      new Set(['PRINTS', 'BAGS', 'BOOKS', 'EDITIONS']),
    );
    expect(items.filter((item) => item.minTier === 'VIP').map((item) => item.slug)).toEqual([
      'nightfall-vip-edition',
    ]);
    expect(items.every((item) => item.title.ar.length > 0 && item.stockLeft > 0)).toBe(true);
  });

  it('filters by category, search and highest price', async () => {
    expect((await shop('&category=BOOKS')).total).toBe(4);
    const search = await shop(`&q=${encodeURIComponent('tote')}`);
    expect(search.items.every((item) => item.category === 'BAGS')).toBe(true);
    expect(search.total).toBe(3);
    expect((await shop(`&q=${encodeURIComponent('فوانيس')}`)).items.map((item) => item.slug)).toEqual([
      'old-city-lanterns-print',
    ]);
    const cheap = await shop('&maxPoints=300');
    expect(cheap.items.every((item) => (item.fromPoints ?? Infinity) <= 300)).toBe(true);
    expect(cheap.total).toBe(3);
  });

  it('answers a product page with its variants, and 404 for a slug not on sale', async () => {
    const response = await context.app.inject({ url: '/api/v1/store/products/harbour-at-dawn-print' });
    const product = response.json<StoreProduct>();
    expect(product.variants.map((variant) => [variant.size, variant.colour, variant.pricePoints])).toEqual([
      [{ en: 'A4', ar: 'A4' }, null, 400],
      [{ en: 'A3', ar: 'A3' }, null, 650],
      [{ en: 'A2', ar: 'A2' }, null, 900],
    ]);
    expect(product).not.toHaveProperty('status');
    const missing = await context.app.inject({ url: '/api/v1/store/products/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { code: string } }>().error.code).toBe('STORE_PRODUCT_NOT_FOUND');
  });

  it('seeds the options in English and Arabic: tote colours and the edition size', async () => {
    const optionsOf = async (slug: string) => {
      const response = await context.app.inject({ url: `/api/v1/store/products/${slug}` });
      return response.json<StoreProduct>().variants.map((variant) => [variant.size, variant.colour]);
    };
    expect(await optionsOf('streamit-museum-tote')).toEqual([
      [null, { en: 'Natural', ar: 'طبيعي' }],
      [null, { en: 'Black', ar: 'أسود' }],
    ]);
    expect(await optionsOf('nightfall-vip-edition')).toEqual([
      [{ en: '50 × 70 cm', ar: '50 × 70 سم' }, null],
    ]);
    expect(await optionsOf('light-and-stone-book')).toEqual([[null, null]]);
  });
});
