import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/shell.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';

const TABS = ['Users', 'Daily stats', 'Content performance', 'Financial overview', 'Geography', 'Partners'];

test.describe('admin analytics', () => {
  test('an analyst opens every report, changes the range and downloads a table as CSV', async ({
    page,
    request,
  }) => {
    await useSession(page, await signInNewAdmin(request, 'ANALYST'));
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    for (const name of TABS) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('analytics-period')).toBeVisible();
      if (name === 'Partners')
        await expect(page.getByRole('table', { name: /Partners by status now/ })).toBeVisible();
    }
    await expectNoSeriousViolations(page, '/admin/analytics');

    await page.getByRole('tab', { name: 'Daily stats' }).click();
    await page.getByLabel('Range').selectOption('7d');
    await expect(
      page.getByRole('table', { name: 'Platform figures per period' }).locator('tbody tr'),
    ).toHaveCount(7);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download “Platform figures per period” as CSV' }).click(),
    ]);
    const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Period starting,New members,Active members,Verified watch time (seconds),Points issued,Points spent',
    );
    expect(lines).toHaveLength(8);

    await page.getByLabel('Group by').selectOption('week');
    // Seven days fall in one or two weeks (Monday to Sunday).
    const rows = page.getByRole('table', { name: 'Platform figures per period' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBeLessThanOrEqual(2);
    expect(await rows.count()).toBeGreaterThanOrEqual(1);
  });

  test('a moderator is refused the reports', async ({ page, request }) => {
    await useSession(page, await signInNewAdmin(request, 'MODERATOR'));
    await page.goto('/admin/analytics');
    await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: "You don't have access to this section" })).toBeVisible();
  });

  test('the reports have no serious violations in Arabic, right to left, on a phone', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    await useSession(page, await signInNewAdmin(request, 'ANALYST'));
    await page.goto('/admin/analytics');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'التحليلات' })).toBeVisible();
    await expect(page.getByTestId('analytics-period')).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/analytics in Arabic');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
