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
    // Storage keeps the token and the role, never the address or the name (ASVS V14.3.3)…
    const stored = await page.evaluate(() => window.localStorage.getItem('streamit.adminUser'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ email: '', name: '', role: 'SUPER_ADMIN' });
    const token = await page.evaluate(() => window.localStorage.getItem('streamit.adminToken'));
    const me = await page.request.get('/api/v1/auth/admin/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    const { admin } = (await me.json()) as { admin: { name: string } };
    // …and a reloaded page reads them from the server again.
    await page.reload();
    await expect(page.getByRole('banner').getByText(admin.name, { exact: true })).toBeVisible();
  });
});
