import { expect, test, type Response } from '@playwright/test';

/** Public pages a visitor clicks through; repeated to make 60 full page loads. */
const PAGES = [
  '/',
  '/view-all',
  '/activities',
  '/activities/videos',
  '/activities/quizzes',
  '/activities/games',
  '/coming-soon',
  '/extra/faq',
  '/contact',
  '/faq',
  '/watch-to-earn',
  '/auth/login',
];
const PAGE_LOADS = 60;

test.describe('rate limits by route family', () => {
  test('60 page loads in a minute from one address: no 429, and pages and assets are never counted', async ({
    page,
  }) => {
    // 60 loads take well under a minute on a quiet machine; leave room for a busy one.
    test.setTimeout(180_000);
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    for (let load = 0; load < PAGE_LOADS; load += 1) {
      const path = PAGES[load % PAGES.length] ?? '/';
      const document = await page.goto(path, { waitUntil: 'load' });
      expect(document?.status(), path).toBe(200);
    }

    const refused = responses.filter((response) => response.status() === 429).map((r) => r.url());
    expect(refused).toEqual([]);
    const counted = (response: Response) => response.headers()['ratelimit-limit'] !== undefined;
    const documents = responses.filter((response) => response.request().resourceType() === 'document');
    const assets = responses.filter((response) => new URL(response.url()).pathname.startsWith('/assets/'));
    const apiCalls = responses.filter((response) => new URL(response.url()).pathname.startsWith('/api/v1/'));
    expect(documents).toHaveLength(PAGE_LOADS);
    expect(assets.length).toBeGreaterThan(0);
    expect(documents.filter(counted)).toEqual([]);
    expect(assets.filter(counted)).toEqual([]);
    // The API itself is still limited (reads have their own, generous budget).
    expect(apiCalls.filter(counted).length).toBeGreaterThan(0);
  });
});
