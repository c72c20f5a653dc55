import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../support/shell.js';

async function customize(page: Page, group: string, option: string): Promise<void> {
  const panel = page.getByRole('dialog', { name: 'Customize' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: 'Customize the look' }).click();
  await panel.getByRole('group', { name: group }).getByText(option, { exact: true }).click();
}

async function closeCustomizer(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Customize' })).toBeHidden();
}

const scheme = (page: Page) => page.locator('html').getAttribute('data-bs-theme');

test.describe('theme settings', () => {
  test('are kept for the session by default: a reload keeps them, a new tab does not', async ({
    page,
    context,
  }) => {
    await openPage(page, '/faq');
    await customize(page, 'Colour scheme', 'Dark');
    await closeCustomizer(page);
    expect(await scheme(page)).toBe('dark');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    const other = await context.newPage();
    await openPage(other, '/faq');
    await expect(other.locator('html')).toHaveAttribute('data-bs-theme', 'light');
  });

  test("are kept in the browser with 'Always': a new tab gets them too", async ({ page, context }) => {
    await openPage(page, '/faq');
    await customize(page, 'Colour theme', 'Hulu green');
    await customize(page, 'Remember my settings', 'Always');
    await closeCustomizer(page);

    const other = await context.newPage();
    await openPage(other, '/about');
    await expect(other.locator('html')).toHaveAttribute('data-si-theme', 'hulu');
    const stored = await other.evaluate(() => window.localStorage.getItem('streamit.theme'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ colorTheme: 'hulu', storage: 'local' });
  });

  test("are forgotten on reload with 'Don't'", async ({ page }) => {
    await openPage(page, '/faq');
    await customize(page, 'Remember my settings', "Don't");
    await customize(page, 'Page layout', 'Boxed');
    await expect(page.locator('html')).toHaveAttribute('data-si-layout', 'container');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-si-layout', 'container-fluid');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('streamit.theme'),
        sessionStorage.getItem('streamit.theme') !== null,
      ]),
    ).toEqual([null, true]);
  });

  test('reset puts every setting back to the defaults, also after a reload', async ({ page }) => {
    await openPage(page, '/faq');
    await customize(page, 'Direction', 'Right to left');
    await customize(page, 'Colour scheme', 'Dark');
    await customize(page, 'Font', 'Serif');
    await customize(page, 'Remember my settings', 'Always');
    await page.getByRole('button', { name: 'Reset to defaults' }).click();
    await closeCustomizer(page);
    await page.reload();

    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('data-bs-theme', 'light');
    await expect(html).toHaveAttribute('data-si-font', 'Inter');
    await expect(html).toHaveAttribute('data-si-layout', 'container-fluid');
    await expect(page.getByTestId('site-brand')).toHaveText('StreamIt');
  });

  test('right to left flips the layout onto the RTL Bootstrap build', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/about');
    const before = await page.getByTestId('site-brand').boundingBox();
    expect(before?.x ?? 9999).toBeLessThan(200);

    await customize(page, 'Direction', 'Right to left');
    await closeCustomizer(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#bootstrap-css')).toHaveAttribute('href', /bootstrap\.rtl/);
    await expect
      .poll(async () => (await page.getByTestId('site-brand').boundingBox())?.x ?? 0)
      .toBeGreaterThan(1200);
  });

  test('auto follows the system scheme live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openPage(page, '/faq');
    await customize(page, 'Colour scheme', 'Auto');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
  });

  test('switching to Arabic turns the whole interface right to left', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, '/about');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('عن StreamIt');
  });
});
