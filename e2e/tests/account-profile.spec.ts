import { expect, test, type Page } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { useSession } from '../support/sessions.js';
import { expectNoSeriousViolations, openPage } from '../support/shell.js';

async function signInNewMember(page: Page): Promise<void> {
  const member = await registerVerifiedMember(page.request, 'names', {
    firstName: 'Noor',
    lastName: 'Haddad',
  });
  await useSession(page, await logInMember(page.request, member));
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
});
