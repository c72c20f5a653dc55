import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, GUEST_SHELL_PAGES, openPage } from '../support/shell.js';

async function useDarkArabic(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('streamit.language', 'ar');
    window.sessionStorage.setItem(
      'streamit.theme',
      JSON.stringify({ colorScheme: 'dark', direction: 'rtl', storage: 'session' }),
    );
  });
}

test.describe('accessibility of the shell (axe-core, WCAG 2.1 A/AA)', () => {
  for (const [path, heading] of GUEST_SHELL_PAGES) {
    test(`${path} has no serious or critical violations`, async ({ page }) => {
      await openPage(page, path, heading);
      await expectNoSeriousViolations(page, path);
    });
  }

  test('/admin/login has no serious or critical violations', async ({ page }) => {
    await openPage(page, '/admin/login');
    await expectNoSeriousViolations(page, '/admin/login');
  });

  for (const path of [
    '/',
    '/about',
    '/contact',
    '/faq',
    '/coming-soon',
    '/maintenance',
    '/activities/games',
  ]) {
    test(`${path} in Arabic, dark and right to left has no serious or critical violations`, async ({
      page,
    }) => {
      await useDarkArabic(page);
      await openPage(page, path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
      await expectNoSeriousViolations(page, `${path} (ar, dark)`);
    });
  }

  for (const theme of ['hotstar', 'amazonprime', 'hulu'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`the ${theme} colour theme in ${scheme} keeps AA contrast`, async ({ page }) => {
        await page.addInitScript(
          ([colorTheme, colorScheme]) => {
            window.sessionStorage.setItem(
              'streamit.theme',
              JSON.stringify({ colorTheme, colorScheme, storage: 'session' }),
            );
          },
          [theme, scheme] as const,
        );
        await openPage(page, '/contact', 'Contact us');
        await expect(page.locator('html')).toHaveAttribute('data-si-theme', theme);
        await expectNoSeriousViolations(page, `/contact (${theme}, ${scheme})`);
      });
    }
  }

  test('the open drawer and the open customizer have no serious or critical violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoSeriousViolations(page, 'drawer');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Customize the look' }).click();
    await expect(page.getByRole('dialog', { name: 'Customize' })).toBeVisible();
    await expectNoSeriousViolations(page, 'customizer');
  });

  test('the search list and a validation message have no serious or critical violations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/contact');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('combobox').fill('zqxjv');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('status')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter your name.')).toBeVisible();
    await expectNoSeriousViolations(page, 'search and form errors');
  });
});
