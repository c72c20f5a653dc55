import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/shell.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test.describe('admin operations screens', () => {
  test('dashboard KPI cards link through to their screens', async ({ page, request }) => {
    await useSession(page, await signInNewAdmin(request, 'ADMIN'));
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const kpis = page.getByRole('list', { name: 'Key figures' });
    await expect(kpis.getByRole('link')).toHaveCount(12);
    await kpis.getByRole('link', { name: /Awaiting moderation/ }).click();
    await expect(page).toHaveURL(/\/admin\/moderation$/);
  });

  test('settings save with their version; a stale save is explained and reloads', async ({
    page,
    request,
  }) => {
    const staff = await signInNewAdmin(request, 'ADMIN');
    await useSession(page, staff);
    await page.goto('/admin/settings');
    await expect(page.getByLabel('Site name')).not.toHaveValue('');
    const current = (await (
      await request.get('/api/v1/admin/settings', { headers: bearer(staff.access_token) })
    ).json()) as Record<string, unknown> & { version: number; maintenance: Record<string, unknown> };
    // Someone else saves the same values meanwhile, so the open form is one version behind.
    const { siteName, supportEmail, registrationOpen, maintenance, version } = current;
    const other = await request.put('/api/v1/admin/settings', {
      headers: bearer(staff.access_token),
      data: {
        version,
        siteName,
        supportEmail,
        registrationOpen,
        maintenance: {
          enabled: maintenance.enabled,
          endsAt: maintenance.endsAt,
          message: maintenance.message,
        },
      },
    });
    expect(other.status(), await other.text()).toBe(200);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Someone else saved the settings' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Reload settings' }).click();
    await expect(page.getByText(`Version ${version + 1}`)).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(`Settings saved (version ${version + 2}).`)).toBeVisible();
  });

  test('a task runs now and finishes on the screen', async ({ page, request }) => {
    await useSession(page, await signInNewAdmin(request, 'SUPER_ADMIN'));
    await page.goto('/admin/tasks');
    const card = page.getByRole('region', { name: 'Clean-up' });
    await card.getByRole('button', { name: 'Run Clean-up now' }).click();
    await expect(card.locator('tr[data-run-status="succeeded"]').first()).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('button', { name: 'Run Clean-up now' })).toBeEnabled();
  });

  test('the audit log viewer keeps its filters in the address', async ({ page, request }) => {
    const staff = await signInNewAdmin(request, 'ADMIN');
    const started = await request.post('/api/v1/admin/tasks/daily-stats', {
      headers: bearer(staff.access_token),
    });
    expect([202, 409]).toContain(started.status());
    await useSession(page, staff);
    await page.goto('/admin/system');
    await page.getByLabel('Action', { exact: true }).fill('task.run_started');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/action=task\.run_started/);
    const audit = page.getByRole('region', { name: 'Audit log' });
    await expect(audit.locator('tr[data-audit-action="task.run_started"]').first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Action', { exact: true })).toHaveValue('task.run_started');
  });

  for (const language of ['en', 'ar'] as const) {
    test(`dashboard, settings, tasks and system have no serious violations (${language})`, async ({
      page,
      request,
    }) => {
      await page.addInitScript((lang) => {
        window.localStorage.setItem('streamit.language', lang);
      }, language);
      await useSession(page, await signInNewAdmin(request, 'SUPER_ADMIN'));
      for (const path of ['/admin/dashboard', '/admin/settings', '/admin/tasks', '/admin/system']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(language === 'ar' ? 'جارٍ التحميل…' : 'Loading…')).toHaveCount(0);
        if (language === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expectNoSeriousViolations(page, `${path} (${language})`);
      }
    });
  }
});
