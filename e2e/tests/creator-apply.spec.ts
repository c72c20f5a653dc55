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
  // A context made with browser.newContext() outlives the test in this worker's browser unless closed.
  await staff.context().close();

  await page.goto('/creator/apply');
  await expect(page.getByRole('heading', { name: 'You are already a creator' })).toBeVisible();
  await expect
    .poll(async () => readGroup(page, 'Creator'))
    .toContain('Creator Dashboard → /creator/dashboard');
});

test('the application form reads right to left in Arabic at 390 px, keyboard first', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    window.localStorage.setItem('streamit.language', 'ar');
  });
  const member = await registerVerifiedMember(request, 'applicant.ar', {
    firstName: 'Omar',
    lastName: 'Aziz',
  });
  await useSession(page, await logInMember(request, member));
  await page.goto('/creator/apply');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = page.getByRole('form', { name: 'طلب الانضمام كصانع محتوى' });
  await form.getByLabel('أنا…').focus();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('checkbox', { name: 'مقاطع قصيرة' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: 'مقاطع قصيرة' })).toBeChecked();
  await form.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(form.getByText('اختر ما يصفك.')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page, '/creator/apply in Arabic at 390 px');
});
