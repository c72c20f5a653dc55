import { expect, test, type Page } from '@playwright/test';
import { logInMember, registerVerifiedMember, type NewMember } from '../support/new-member.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';

const SUSPENDED = 'This account is suspended. Please contact support.';

async function signInStaff(page: Page): Promise<void> {
  await useSession(page, await signInNewAdmin(page.request, 'ADMIN'));
}

async function loginStatus(page: Page, member: NewMember) {
  const response = await page.request.post('/api/v1/auth/login', { data: member });
  return { status: response.status(), body: await response.text() };
}

test.describe('admin Members', () => {
  test('filters live in the address; bulk suspend asks first, blocks sign-in, and is lifted again; staff end all sessions of one member', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const surname = `Members${Date.now().toString(36)}`;
    const first = await registerVerifiedMember(page.request, 'membersa', {
      firstName: 'Ada',
      lastName: surname,
    });
    const second = await registerVerifiedMember(page.request, 'membersb', {
      firstName: 'Ben',
      lastName: surname,
    });
    await signInStaff(page);

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await page.getByLabel('Name, email or handle').fill(surname);
    await page.getByLabel('Order').selectOption('email_asc');
    await expect(page).toHaveURL(new RegExp(`q=${surname}`));
    await expect(page).toHaveURL(/sort=email_asc/);
    await expect(page.getByTestId('admin-member-row')).toHaveCount(2);

    await page.reload();
    await expect(page.getByLabel('Order')).toHaveValue('email_asc');
    await expect(page.getByLabel('Name, email or handle')).toHaveValue(surname);
    await expect(page.getByTestId('admin-member-row')).toHaveCount(2);

    await page.getByRole('checkbox', { name: 'Select every member on this page' }).check();
    await page.getByRole('button', { name: 'Suspend selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend 2 members' });
    await dialog.getByLabel('Reason (kept in the audit log)').fill('End-to-end suspension check');
    await dialog.getByLabel('Length').selectOption({ label: '1 day' });
    await dialog.getByRole('button', { name: 'Suspend 2 members' }).click();
    await expect(page.getByText('2 members suspended.')).toBeVisible();
    await expect(page.getByTestId('admin-member-row').getByText('Suspended')).toHaveCount(2);

    const refused = await loginStatus(page, first);
    expect(refused.status).toBe(403);
    expect(refused.body).toContain(SUSPENDED);

    await page.getByRole('checkbox', { name: 'Select every member on this page' }).check();
    await page.getByRole('button', { name: 'Reinstate selected' }).click();
    const lift = page.getByRole('dialog', { name: 'Reinstate 2 members' });
    await lift.getByLabel('Reason (kept in the audit log)').fill('Checked and cleared');
    await lift.getByRole('button', { name: 'Reinstate 2 members' }).click();
    await expect(page.getByText('2 members reinstated.')).toBeVisible();
    expect((await loginStatus(page, second)).status).toBe(200);
    const firstSession = await logInMember(page.request, first);

    await page.getByTestId('admin-member-row').first().getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Audit trail' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'member.unsuspended' })).toBeVisible();

    // Decision 075: staff sign the member out everywhere without suspending them; their token stops working.
    await page.getByRole('button', { name: 'End all sessions' }).click();
    const end = page.getByRole('dialog', { name: "End this member's sessions" });
    await end.getByLabel('Reason (kept in the audit log)').fill('Lost phone, end-to-end check');
    await end.getByRole('button', { name: 'End all sessions' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 session ended.' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'member.sessions_ended' })).toBeVisible();
    const profile = await page.request.get('/api/v1/auth/profile', {
      headers: { authorization: `Bearer ${firstSession.accessToken}` },
    });
    expect(profile.status()).toBe(401);
    await expectNoSeriousViolations(page, '/admin/users/$userId');
  });

  test('the member list reads right to left in Arabic with no serious axe findings', async ({ page }) => {
    await signInStaff(page);
    await page.goto('/admin/users?status=ACTIVE');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/users');
    await page.getByRole('button', { name: 'العربية' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'المستخدمون', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel('الحالة')).toHaveValue('ACTIVE');
    await expectNoSeriousViolations(page, '/admin/users in Arabic');
  });
});
