import { expect, test } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { expectNoSeriousViolations, readGroup } from '../support/shell.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';

test('a member applies, staff approve, and the member sees Creator Studio', async ({
  page,
  browser,
  request,
}) => {
  const member = await registerVerifiedMember(request, 'applicant', {
    firstName: 'Rania',
    lastName: 'Haddad',
  });
  await useSession(page, await logInMember(request, member));

  await page.goto('/creator/apply');
  const form = page.getByRole('form', { name: 'Creator application' });
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Choose what describes you.')).toBeVisible();
  await expectNoSeriousViolations(page, '/creator/apply with messages');
  await form.getByLabel('I am a…').selectOption('STORYTELLER');
  await form.getByRole('checkbox', { name: 'Educational series' }).check();
  await form
    .getByLabel('About you and your work')
    .fill('I tell the stories behind old maps, one city at a time.');
  await form.getByLabel('Country').selectOption('JO');
  await form.getByLabel(/Portfolio links/).fill('https://maps.example.com/stories');
  await form.getByLabel(/Link to a sample/).fill('https://video.example.com/petra-map');
  await form.getByRole('checkbox', { name: /I accept the creator terms/ }).check();
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Waiting for review')).toBeVisible();
  expect(await readGroup(page, 'Creator')).toContain('Become a Creator → /creator/apply');

  // Staff work in their own browser, so the member's header stays the member's.
  const staff = await (await browser.newContext()).newPage();
  await useSession(staff, await signInNewAdmin(request, 'MODERATOR'));
  await staff.goto('/admin/creator-applications');
  await staff.getByLabel('Search name, email or bio').fill('old maps, one city');
  const row = staff.getByRole('row').filter({ hasText: 'Storyteller' });
  await expect(row).toHaveCount(1);
  await expectNoSeriousViolations(staff, '/admin/creator-applications');
  await row.getByRole('button').click();
  await expect(staff.getByRole('link', { name: 'https://video.example.com/petra-map' })).toBeVisible();
  await staff.getByRole('radio', { name: 'Approve' }).check();
  await staff.getByRole('button', { name: 'Confirm decision' }).click();
  await expect(staff.getByText('No applications match these filters.')).toBeVisible();

  await page.goto('/creator/apply');
  await expect(page.getByRole('heading', { name: 'You are already a creator' })).toBeVisible();
  await expect
    .poll(async () => readGroup(page, 'Creator'))
    .toContain('Creator Dashboard → /creator/dashboard');
});
