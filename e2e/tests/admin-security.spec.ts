import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { totpCode, unusedTotpCode } from '../support/accounts.js';
import { waitForEmailMatch } from '../support/mailbox.js';
import { expectNoSeriousViolations } from '../support/shell.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';

test.describe('staff accounts', () => {
  test('a super admin invites an admin, who sets a password and an authenticator from the link, then signs in', async ({
    page,
    browser,
    request,
  }) => {
    // The second sign-in waits for an unused TOTP step (up to 30 s): the server takes each step once.
    test.setTimeout(120_000);
    await useSession(page, await signInNewAdmin(request, 'SUPER_ADMIN'));
    await page.goto('/admin/admin-users');
    await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/admin-users');

    const email = `invited.${randomBytes(4).toString('hex')}@streamit.test`;
    await page.getByLabel('Name').fill('Invited Analyst');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Role').selectOption('ANALYST');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    // The invitation is e-mailed (the link is not shown to the inviter when mail can be sent).
    await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}` })).toBeVisible();
    await expect(page.getByTestId('admin-setup-link')).toHaveCount(0);
    const link = await waitForEmailMatch(email, /(http\S+\/admin\/setup#token=\S+)/);
    await expect(page.getByTestId(`staff-row-${email}`)).toContainText('Setup pending');

    // The invited admin opens the link in a browser of their own, with no session.
    const fresh = await browser.newContext();
    const invited = await fresh.newPage();
    await invited.goto(link);
    await expect(invited.getByRole('heading', { level: 1, name: 'Set up your staff account' })).toBeVisible();
    await expect(invited.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expectNoSeriousViolations(invited, '/admin/setup');
    const secret = (await invited.getByTestId('admin-setup-secret').textContent()) ?? '';
    const password = `invited ${randomBytes(8).toString('hex')}`;
    await invited.getByLabel('Password', { exact: true }).fill(password);
    await invited.getByLabel('Repeat the password').fill(password);
    await invited.getByLabel('Authenticator code').fill(await totpCode(secret));
    await invited.getByRole('button', { name: 'Finish setup and sign in' }).click();
    await expect(invited).toHaveURL(/\/admin\/dashboard$/);

    // Signed out, the new admin signs in with the password and the code of a later step.
    await fresh.clearCookies();
    await invited.evaluate(() => {
      localStorage.clear();
    });
    await invited.goto('/admin/login');
    const form = invited.getByRole('form', { name: 'Staff sign-in' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByLabel('Authenticator code').fill(await unusedTotpCode(secret));
    await form.getByRole('button', { name: 'Log in to admin' }).click();
    await expect(invited).toHaveURL(/\/admin\/dashboard$/);
    await fresh.close();

    await page.reload();
    await expect(page.getByTestId(`staff-row-${email}`)).toContainText('Active');
  });
});

test.describe('security centre', () => {
  test('tabs by keyboard, an address lookup and the CSV report', async ({ page, request }) => {
    await useSession(page, await signInNewAdmin(request, 'ADMIN'));
    await page.goto('/admin/security');
    await expect(page.getByRole('heading', { level: 1, name: 'Security centre' })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/security');

    const failedTab = page.getByRole('tab', { name: 'Failed sign-ins' });
    await failedTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Suspicious sessions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'VPN and hosting' })).toBeFocused();
    await page.getByLabel('Look up an IP address').fill('104.16.1.1');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByTestId('vpn-lookup-result')).toContainText('Cloudflare');

    await page.getByRole('tab', { name: 'Report' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('security-report.csv');
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('"section","subject","detail","at"');
  });

  test('reads in Arabic at phone width and is closed to an analyst', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await useSession(page, await signInNewAdmin(request, 'ADMIN'));
    await page.goto('/admin/security');
    // The top bar has no room for the language switch at phone width: the admin menu carries it, by keyboard.
    const topBar = page.locator('header.admin-topbar');
    await expect(topBar.getByRole('button', { name: 'العربية' })).toBeHidden();
    await topBar.getByRole('button', { name: 'Open admin menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Admin menu' });
    await menu.getByRole('button', { name: 'العربية' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'قائمة الإدارة' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { level: 1, name: 'مركز الأمان' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page, '/admin/security (ar, 390px)');

    await useSession(page, await signInNewAdmin(request, 'ANALYST'));
    await page.goto('/admin/security');
    await expect(page.getByRole('tab')).toHaveCount(0);
  });
});
