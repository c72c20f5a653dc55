import { expect, test } from '@playwright/test';
import { BOOTSTRAP_ADMIN, totpCode } from '../support/accounts.js';

test.describe('staff sign-in', () => {
  test('the bootstrap admin enrolls an authenticator at first login and lands in admin mode', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    const form = page.getByRole('form', { name: 'Staff sign-in' });
    await form.getByLabel('Email').fill(BOOTSTRAP_ADMIN.email);
    await form.getByLabel('Password').fill(BOOTSTRAP_ADMIN.password);
    await form.getByRole('button', { name: 'Log in to admin' }).click();

    const enroll = page.getByRole('form', { name: 'Set up your authenticator' });
    await expect(enroll.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await enroll.getByTestId('admin-totp-secret').textContent()) ?? '';
    await enroll.getByLabel('Authenticator code').fill(await totpCode(secret));
    await enroll.getByRole('button', { name: 'Confirm and sign in' }).click();

    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('ADMIN MODE')).toBeVisible();
    const stored = await page.evaluate(() => window.localStorage.getItem('streamit.adminUser'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ email: BOOTSTRAP_ADMIN.email, role: 'SUPER_ADMIN' });
  });
});
