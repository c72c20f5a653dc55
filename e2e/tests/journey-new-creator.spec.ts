import { expect, test, type Page } from '@playwright/test';
import { walkKeyScreens } from '../support/journey.js';
import { waitForEmailMatch } from '../support/mailbox.js';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { signInNewAdmin, useSession, type AdminSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';
import { makeTestClip } from '../support/upload.js';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function applyWithCountryPicker(page: Page): Promise<void> {
  await page.goto('/creator/apply');
  const form = page.getByRole('form', { name: 'Creator application' });
  await form.getByLabel('I am a…').selectOption('STORYTELLER');
  await form.getByRole('checkbox', { name: 'Short pieces' }).check();
  await form
    .getByLabel('About you and your work')
    .fill('I film the old markets of Amman, one stall at a time.');
  const country = form.getByLabel('Country');
  // One entry per ISO 3166-1 code (249) plus "Choose…", no pseudo-regions.
  await expect(country.locator('option')).toHaveCount(250);
  await expect(country.locator('option', { hasText: 'Eurozone' })).toHaveCount(0);
  await country.selectOption('JO');
  await form.getByLabel(/Link to a sample/).fill('https://video.example.com/amman-markets');
  await form.getByRole('checkbox', { name: /I accept the creator terms/ }).check();
  await expectNoSeriousViolations(page, 'the application form');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Waiting for review')).toBeVisible();
}

async function approveApplication(staff: Page, email: string): Promise<void> {
  await staff.goto('/admin/creator-applications');
  await staff.getByLabel('Search name, email or bio').fill(email);
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Jordan');
  await row.getByRole('button').first().click();
  const detail = staff.getByRole('region').filter({ hasText: 'https://video.example.com/amman-markets' });
  await expect(detail).toContainText(email);
  await expect(detail).toContainText('Jordan');
  await expectNoSeriousViolations(staff, 'the application under review');
  await staff.getByRole('radio', { name: 'Approve' }).check();
  await staff.getByRole('button', { name: 'Confirm decision' }).click();
  await expect(staff.getByText('No applications match these filters.')).toBeVisible();
}

async function uploadForReview(page: Page, title: string, file: string): Promise<string> {
  await page.goto('/creator/content/create');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Three seconds of the market test pattern.');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Video file').setInputFiles(file);
  await expect(page.getByRole('heading', { level: 2, name: 'Extras' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your video is processed.')).toBeVisible({ timeout: 240_000 });
  await page.goto('/creator/content');
  const item = page.getByRole('listitem').filter({ hasText: title });
  await expect(item.locator('[data-status]')).toHaveText('In review');
  const href = await item.getByRole('link', { name: 'Watch page' }).getAttribute('href');
  return href?.split('/').pop() ?? '';
}

async function moderate(staff: Page, session: AdminSession, activityId: string): Promise<void> {
  const response = await staff.request.post(`/api/v1/admin/content/${activityId}/moderate`, {
    headers: { Authorization: `Bearer ${session.access_token}` },
    data: { decision: 'APPROVE' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a new creator: applies, is approved, chooses a handle, uploads, is approved again and sees current figures', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  const clip = await makeTestClip(3, '1M');
  const staffContext = await browser.newContext({ viewport: DESKTOP });
  try {
    const member = await registerVerifiedMember(request, 'journey-creator', {
      firstName: 'Rania',
      lastName: 'Haddad',
    });
    await page.setViewportSize(DESKTOP);
    await useSession(page, await logInMember(request, member));
    await applyWithCountryPicker(page);

    const staff = await staffContext.newPage();
    const admin = await signInNewAdmin(request, 'ADMIN');
    await useSession(staff, admin);
    await approveApplication(staff, member.email);

    // Not on /creators until a handle is chosen; the Studio says so and the form starts from the member's name.
    await useSession(page, await logInMember(request, member));
    await page.goto('/creator/dashboard');
    await expect(page.getByText(/You are not on Discover Creators yet/)).toBeVisible();
    await page.getByRole('link', { name: 'Choose your handle' }).click();
    await expect(page.getByLabel('Display name')).toHaveValue(/Rania/);
    const handle = await page.getByLabel('Handle').inputValue();
    expect(handle).toMatch(/^Rania/);
    await expectNoSeriousViolations(page, 'the profile form with a suggested handle');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    await page.goto(`/creators?q=${handle}`);
    await expect(page.getByRole('link', { name: /Rania/ })).toBeVisible();
    await expect(page.getByText('1 creator shown')).toBeVisible();

    const title = `Amman markets ${Date.now()}`;
    const activityId = await uploadForReview(page, title, clip.file);
    // The outbox is sent by the every-minute email job: read the approval e-mail once the upload is done.
    await waitForEmailMatch(member.email, /(Your creator application was approved)/, 90_000);
    // The creator's preview of the item in review shows its real state, not a publication date.
    await page.goto(`/activities/${activityId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('[data-preview-status="PENDING_REVIEW"]')).toHaveText('In review');
    await expect(page.getByText(/^Published /)).toHaveCount(0);

    await moderate(staff, admin, activityId);

    await page.goto('/creator/dashboard');
    const asOf = page.getByTestId('studio-rolled-until');
    await expect(asOf).toContainText('Numbers include activity up to');
    const views = page.getByTestId('studio-views');
    const listed = page.getByRole('row').filter({ hasText: title }).getByRole('cell').last();
    await expect(views).toHaveText(await listed.innerText());
    await expectNoSeriousViolations(page, 'the Studio dashboard');

    // Arabic at phone width: the same screens read right to left with Arabic names and plurals.
    await page.setViewportSize(PHONE);
    await page.evaluate(() => {
      localStorage.setItem('streamit.language', 'ar');
    });
    await page.goto(`/creators?q=${handle}`);
    await expect(page.getByText('مبدع واحد معروض')).toBeVisible();
    await expectNoSeriousViolations(page, 'discover creators in Arabic at 390 px');
    await page.goto('/creator/dashboard');
    await expect(page.getByTestId('studio-rolled-until')).toBeVisible();
    await expectNoSeriousViolations(page, 'the Studio dashboard in Arabic at 390 px');
    await page.screenshot({ path: test.info().outputPath('new-creator-last-screen.png'), fullPage: true });
    await waitForEmailMatch(member.email, new RegExp(`(“${title}” passed review)`), 90_000);
    await walkKeyScreens(page, [{ path: '/creator/dashboard' }, { path: `/creators?q=${handle}` }]);
  } finally {
    await staffContext.close();
    await clip.remove();
  }
});
