import { expect, test } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { expectNoSeriousViolations } from '../support/shell.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';

test('a gallery applies, staff approve, and its owner opens the partner portal in English and Arabic', async ({
  page,
  browser,
  request,
}) => {
  const organisation = `Gallery Nour ${Date.now()}`;
  const member = await registerVerifiedMember(request, 'partner', { firstName: 'Layla', lastName: 'Nour' });
  await useSession(page, await logInMember(request, member));

  await page.goto('/contact');
  await page.getByRole('link', { name: 'Become a partner' }).first().click();
  await expect(page).toHaveURL(/\/partners\/apply$/);
  const form = page.getByRole('form', { name: 'Partner application' });
  await form.getByRole('button', { name: 'Send the application' }).click();
  await expect(form.getByText("Enter your organisation's name.")).toBeVisible();
  await expectNoSeriousViolations(page, '/partners/apply with messages');
  await form.getByLabel('Organisation name').fill(organisation);
  await form.getByLabel('Kind of organisation').selectOption('GALLERY');
  await form.getByLabel('Website').fill('https://nour.example.org');
  await form.getByLabel('Country').selectOption('JO');
  await form
    .getByLabel('What would you like to do with our members?')
    .fill('We show young calligraphers and want members to meet their work.');
  await form.getByRole('button', { name: 'Send the application' }).click();
  await expect(page.getByText(/Your application is waiting for review/)).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  await useSession(staff, await signInNewAdmin(request, 'ADMIN'));
  await staff.goto('/admin/partner-applications');
  await staff.getByRole('button', { name: `Approve ${organisation}` }).click();
  const row = staff.getByRole('row').filter({ hasText: organisation });
  await expect(row.getByText('Approved')).toBeVisible();
  await expectNoSeriousViolations(staff, '/admin/partner-applications');
  await staff.goto('/admin/partners');
  await expect(staff.getByRole('button', { name: `Suspend ${organisation}` })).toBeVisible();
  await expectNoSeriousViolations(staff, '/admin/partners');

  await page.goto('/partner');
  await expect(page.getByRole('heading', { name: organisation })).toBeVisible();
  await expect(page.getByText('Status: Active')).toBeVisible();
  await expectNoSeriousViolations(page, '/partner');

  // A reader in Arabic from the first visit (their own browser): the portal and the apply page, right to left.
  const arabic = await (await browser.newContext()).newPage();
  await arabic.addInitScript(() => {
    window.localStorage.setItem('streamit.language', 'ar');
  });
  await useSession(arabic, await logInMember(request, member));
  await arabic.goto('/partner');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByText('الحالة: نشط')).toBeVisible();
  await expectNoSeriousViolations(arabic, '/partner in Arabic');
  await arabic.goto('/partners/apply');
  await expect(arabic.getByText('مقبول')).toBeVisible();
  await expectNoSeriousViolations(arabic, '/partners/apply in Arabic');
});
