import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { waitForEmailMatch } from '../support/mailbox.js';
import { logInMember, registerVerifiedMember, type NewMember } from '../support/new-member.js';
import { useSession } from '../support/sessions.js';
import { expectNoSeriousViolations, openPage } from '../support/shell.js';

async function signInNewMember(page: Page): Promise<NewMember> {
  const member = await registerVerifiedMember(page.request, 'names', {
    firstName: 'Noor',
    lastName: 'Haddad',
  });
  await useSession(page, await logInMember(page.request, member));
  return member;
}

test.describe('profile editing on My Account', () => {
  test('changes first, last and display name; after a reload the header shows the new name', async ({
    page,
  }) => {
    await signInNewMember(page);
    await openPage(page, '/merchandise/account', 'My Account');
    const form = page.getByRole('form', { name: 'Your names' });
    await expect(form.getByLabel('First name')).toHaveValue('Noor');
    await expectNoSeriousViolations(page, '/merchandise/account');

    await form.getByLabel('First name').fill('Layla');
    await form.getByLabel('Last name').fill('Nasser');
    await form.getByLabel('Display name').fill('Layla N.');
    await form.getByRole('button', { name: 'Save names' }).click();
    await expect(form.getByRole('status')).toHaveText('Your names are saved.');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu of Layla N.' })).toBeVisible();
    await expect(form.getByLabel('First name')).toHaveValue('Layla');
    await expect(form.getByLabel('Last name')).toHaveValue('Nasser');
    await expect(page.getByTestId('account-display-name')).toHaveText('Layla N.');
  });

  test('refuses an empty display name inline, and is accessible in Arabic', async ({ page }) => {
    await signInNewMember(page);
    await openPage(page, '/merchandise/account', 'My Account');
    const form = page.getByRole('form', { name: 'Your names' });
    await form.getByLabel('Display name').fill('  ');
    await form.getByRole('button', { name: 'Save names' }).click();
    await expect(form.getByText('Enter a display name.')).toBeVisible();
    await expect(form.getByLabel('Display name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, '/merchandise/account (invalid name)');

    await page.getByRole('button', { name: 'العربية' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('form', { name: 'أسماؤك' })).toBeVisible();
    await expectNoSeriousViolations(page, '/merchandise/account (ar)');
  });

  test('requests a copy of the member data, gets it by e-mail notice, and downloads it once', async ({
    page,
  }) => {
    const { email } = await signInNewMember(page);
    await openPage(page, '/merchandise/account', 'My Account');
    const section = page.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Request a copy of my data' }).click();
    await expect(section.getByRole('status')).toContainText('is being prepared');
    // The section asks again every 5 s while the job runs.
    await expect(section.getByRole('status')).toContainText('Your copy is ready', { timeout: 15_000 });
    await waitForEmailMatch(email, /(Download it from My Account)/);
    await section.getByRole('button', { name: 'Get a download link' }).click();
    const link = section.getByRole('link', { name: 'Download my data' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const body = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      profile: { email: string };
    };
    expect(body.profile.email).toBe(email);
    const again = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(again.status()).toBe(410);
  });

  test('deletes the account with the password, signs out with a message, and the password no longer signs in', async ({
    page,
  }) => {
    const member = await signInNewMember(page);
    await openPage(page, '/merchandise/account', 'My Account');
    const section = page.getByRole('region', { name: 'Delete my account' });
    await section.getByRole('button', { name: 'Delete my account…' }).click();
    await section.getByLabel('Your current password').fill(member.password);
    await section.getByLabel('I understand my account is deleted for good').check();
    await expectNoSeriousViolations(page, '/merchandise/account (delete account)');
    await section.getByRole('button', { name: 'Delete my account for good' }).click();
    await expect(page.getByText(/Your account was deleted and you were signed out/)).toBeVisible();
    await waitForEmailMatch(member.email, /(Your StreamIt account was deleted)/);
    const again = await page.request.post('/api/v1/auth/login', {
      data: { email: member.email, password: member.password },
    });
    expect(again.status()).toBe(401);
  });
});
