import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, openPage } from '../support/shell.js';

async function useArabic(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('streamit.language', 'ar');
  });
}

test.describe('search results page', () => {
  test('Enter in the header box opens /search?q= with results grouped by kind and the words marked', async ({
    page,
  }) => {
    await openPage(page, '/about', 'About StreamIt');
    const box = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('combobox', { name: 'Search activities' });
    await box.fill('colour');
    await box.press('Enter');

    await expect(page).toHaveURL(/\/search\?q=colour$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    const games = page.getByRole('region', { name: /^Games \(\d+\)$/ });
    await expect(games).toBeVisible();
    const title = games.getByRole('link', { name: /Memory: colour and form/i });
    await expect(title.locator('mark')).toHaveText(/^colour$/i);
    await expect(
      page.getByRole('navigation', { name: 'Kind of result' }).getByRole('link').first(),
    ).toHaveText(/^All \d+$/);
    await expect(page.getByRole('searchbox', { name: 'Search activities' })).toHaveValue('colour');
    await expectNoSeriousViolations(page, '/search?q=colour');

    await page
      .getByRole('navigation', { name: 'Kind of result' })
      .getByRole('link', { name: /^Games/ })
      .click();
    await expect(page).toHaveURL(/\/search\?q=colour&type=GAME$/);
    await expect(page.getByRole('region', { name: /^Videos/ })).toHaveCount(0);
    await expect(games).toBeVisible();
  });

  test('says when nothing matches, and asks for words when there are none', async ({ page }) => {
    await openPage(page, '/search?q=zzqxv', 'Search');
    await expect(page.getByRole('heading', { name: 'Nothing matches “zzqxv”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all videos' })).toHaveAttribute('href', '/view-all');
    await expectNoSeriousViolations(page, '/search (no results)');

    await openPage(page, '/search', 'Search');
    await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeVisible();
    await expectNoSeriousViolations(page, '/search (no words)');
  });

  test('reads right to left in Arabic with no serious or critical axe violations', async ({ page }) => {
    await useArabic(page);
    await openPage(page, '/search?q=colour', 'البحث');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('region', { name: /^ألعاب/ })).toBeVisible();
    await expectNoSeriousViolations(page, '/search?q=colour (ar)');
    await openPage(page, '/search?q=zzqxv', 'البحث');
    await expect(page.getByRole('heading', { name: 'لا شيء يطابق «zzqxv»' })).toBeVisible();
    await expectNoSeriousViolations(page, '/search (ar, no results)');
  });
});
