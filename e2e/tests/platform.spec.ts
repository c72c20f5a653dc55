import { expect, test } from '@playwright/test';

test.describe('the running product', () => {
  test('the home page renders in Chromium without console errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page).toHaveTitle(/StreamIt/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Painting');
    expect(errors).toEqual([]);
  });

  test('the health endpoint reports the database up', async ({ request }) => {
    const response = await request.get('/api/v1/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', checks: { database: { status: 'up' } } });
  });

  test('the API documentation lists the routes', async ({ page }) => {
    await page.goto('/api/v1/docs');
    // The first read of the document builds it from every route's schemas: seconds on a loaded 2-core machine.
    await expect(page.getByText('StreamIt API').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('/api/v1/health').first()).toBeVisible();
    await expect(page.getByText('/api/v1/activities/categories').first()).toBeVisible();
  });

  test('an unknown page shows the not-found page, served by the SPA fallback', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  });

  test('hashed assets are cached as immutable and the page is revalidated', async ({ page, request }) => {
    const documentResponse = await request.get('/', { headers: { accept: 'text/html' } });
    expect(documentResponse.headers()['cache-control']).toBe('no-cache');
    const html = await documentResponse.text();
    const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset ?? '');
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await page.goto('/');
  });
});
