import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/shell.js';
import { DEMO_MEMBERS, signInNewAdmin, useSession } from '../support/sessions.js';

/** Waits for the browser download a click starts and reads the saved file. */
async function downloadFrom(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

test.describe('admin export and maintenance', () => {
  test('exports the filtered members as a file with their rows', async ({ page, request }) => {
    await useSession(page, await signInNewAdmin(request, 'ADMIN'));
    await page.goto('/admin/export');
    await expect(page.getByRole('heading', { level: 1, name: 'Export members' })).toBeVisible();
    await page.getByLabel('Email or name contains').fill('@streamit.local');
    const file = await downloadFrom(page, () => page.getByRole('button', { name: 'Export' }).click());
    expect(file.name).toMatch(/^members-.*\.csv$/);
    const lines = file.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,email,displayName,firstName,lastName,tier,totalPoints,status,isContentCreator,creatorStatus,emailVerified,createdAt',
    );
    for (const email of Object.values(DEMO_MEMBERS)) expect(file.text).toContain(`"${email}"`);
    expect(lines.length - 1).toBe(lines.filter((line) => line.includes('@streamit.local')).length);
    await expect(page.getByText('Finished')).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/export');
  });

  test('a super admin downloads a backup of the database', async ({ page, request }) => {
    await useSession(page, await signInNewAdmin(request, 'SUPER_ADMIN'));
    await page.goto('/admin/maintenance');
    await expect(page.getByRole('heading', { level: 1, name: 'Maintenance' })).toBeVisible();
    const file = await downloadFrom(page, () =>
      page.getByRole('button', { name: 'Download backup' }).click(),
    );
    expect(file.name).toMatch(/^streamit-backup-.*\.sql$/);
    expect(file.text.startsWith('-- StreamIt database backup\n')).toBe(true);
    expect(file.text).toContain(DEMO_MEMBERS.member);
    expect(file.text.trimEnd().split('\n').at(-1)).toMatch(/^-- end of backup: tables \d+ rows \d+$/);
    await page.getByRole('button', { name: 'Create encrypted backup' }).click();
    const storedDownload = page.getByRole('button', { name: /^Download the backup of/ }).first();
    await expect(storedDownload).toBeVisible({ timeout: 15_000 });
    const stored = await downloadFrom(page, () => storedDownload.click());
    expect(stored.name).toMatch(/^streamit-backup-.*\.sql$/);
    expect(stored.text).toContain(DEMO_MEMBERS.member);
    await expect(page.getByRole('table', { name: 'Stored backups, newest first' })).toContainText('Finished');
    await expect(page.getByRole('button', { name: 'Restore and replace all data' })).toBeDisabled();
    await expectNoSeriousViolations(page, '/admin/maintenance');
  });

  test('both screens have no serious violations in Arabic, right to left', async ({ page, request }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    await useSession(page, await signInNewAdmin(request, 'SUPER_ADMIN'));
    await page.goto('/admin/maintenance');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الصيانة' })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/maintenance in Arabic');
    await page.goto('/admin/export');
    await expect(page.getByRole('heading', { level: 1, name: 'تصدير الأعضاء' })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/export in Arabic');
  });
});
