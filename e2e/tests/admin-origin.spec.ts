import { expect, test } from '@playwright/test';
import { adminOrigin } from '../support/environment.js';
import { signInAdminThroughUi } from '../support/sessions.js';
import { openPage, WIDTH_XL } from '../support/shell.js';

// ASVS V3.5.4 (decision 091): the test server runs with ADMIN_ORIGIN (localhost) apart from the member site
// (127.0.0.1, the suite's baseURL), as a deployment runs admin.example.org beside example.org.
test.describe('the admin area on its own origin', () => {
  test('the member site’s Admin link opens the sign-in page on the admin origin', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: WIDTH_XL, height: 900 });
    await openPage(page, '/about', 'About StreamIt');
    await page.getByRole('list', { name: 'Account' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(`${adminOrigin()}/admin/login`);
    await expect(page.getByRole('form', { name: 'Staff sign-in' })).toBeVisible();
    expect(adminOrigin()).not.toBe(baseURL);
  });

  test('a page of the member site cannot read the staff token nor use it', async ({ page }) => {
    // A sign-in through the screens (authenticator enrollment included) and two sites' first loads.
    test.slow();
    await signInAdminThroughUi(page, 'ADMIN');
    expect(new URL(page.url()).origin).toBe(adminOrigin());
    const token = await page.evaluate(() => localStorage.getItem('streamit.adminToken'));
    expect(token).toBeTruthy();
    const fromAdmin = await page.evaluate(async (bearer) => {
      const response = await fetch('/api/v1/auth/admin/me', {
        headers: { Authorization: `Bearer ${bearer}` },
      });
      return response.status;
    }, token);
    expect(fromAdmin).toBe(200);

    await openPage(page, '/about', 'About StreamIt');
    expect(await page.evaluate(() => localStorage.getItem('streamit.adminToken'))).toBeNull();
    // Even a script holding the token (stolen some other way) gets nothing from the member site's pages,
    // neither from the member host nor by calling the admin host across origins.
    const fromMember = await page.evaluate(
      async ({ bearer, admin }) => {
        const headers = { Authorization: `Bearer ${bearer}` };
        const sameHost = await fetch('/api/v1/auth/admin/me', { headers });
        const adminHost = await fetch(`${admin}/api/v1/auth/admin/me`, { headers }).then(
          (response) => response.status,
          () => 'blocked',
        );
        return [sameHost.status, adminHost] as const;
      },
      { bearer: token, admin: adminOrigin() },
    );
    expect(fromMember[0]).toBe(403);
    // Chromium blocked the cross-origin call in the one run this was tried (09:28 UTC); the server answers 403.
    expect([403, 'blocked']).toContain(fromMember[1]);
  });
});
