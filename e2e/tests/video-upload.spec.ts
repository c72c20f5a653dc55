import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER_PASSWORD } from '../support/accounts.js';
import { DEMO_MEMBERS } from '../support/sessions.js';
import { makeTestClip, recordProgressValues, throttleUploads, type TestClip } from '../support/upload.js';

const PROGRESS_BAR = '[role="progressbar"][aria-label="Upload progress"]';

async function logIn(page: Page, email: string) {
  await page.goto('/auth/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(DEMO_MEMBER_PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

async function fillDetails(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('A generated test pattern, uploaded by the browser suite.');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Tags').fill('e2e, test pattern');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Video' })).toBeVisible();
  await expect(page).toHaveURL(/step=video/);
}

function progressOf(page: Page): Promise<number> {
  return page
    .locator(PROGRESS_BAR)
    .getAttribute('aria-valuenow')
    .then((value) => Number(value));
}

/** Sends the clip at a throttled speed, pausing and resuming half-way; returns every percent shown. */
async function uploadWithPause(page: Page, clip: TestClip): Promise<number[]> {
  // About 4 s for the whole clip: slow enough to watch the bar move and to pause it.
  await throttleUploads(page, Math.ceil(clip.bytes / 4));
  const readSeen = await recordProgressValues(page, PROGRESS_BAR);
  await page.getByLabel('Video file').setInputFiles(clip.file);
  await expect(page.locator(PROGRESS_BAR)).toBeVisible();
  await expect(page.getByTestId('upload-speed')).not.toHaveText('—', { timeout: 15_000 });
  await expect.poll(() => progressOf(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(10);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Upload paused')).toBeVisible();
  const pausedAt = await progressOf(page);
  expect(pausedAt).toBeLessThan(100);
  await page.waitForTimeout(1500);
  expect(await progressOf(page)).toBe(pausedAt);
  await page.getByRole('button', { name: 'Resume' }).click();
  // The server accepted the last byte (sniffed and probed the file): the wizard moves on.
  await expect(page.getByRole('heading', { level: 2, name: 'Extras' })).toBeVisible({ timeout: 90_000 });
  return readSeen();
}

test.describe('creator video upload', () => {
  test('the demo creator uploads a real clip with a live progress bar, sees it processed and in review, and finds it in My content', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const clip = await makeTestClip();
    expect(clip.bytes).toBeGreaterThan(2_000_000);
    try {
      await logIn(page, DEMO_MEMBERS.creator);
      await page.goto('/creator/content/create');
      const title = `E2E upload ${Date.now()}`;
      await fillDetails(page, title);

      const seen = await uploadWithPause(page, clip);
      expect(seen.filter((value) => value > 0 && value < 100).length).toBeGreaterThanOrEqual(3);
      expect(Math.max(...seen)).toBe(100);

      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Processing' })).toBeVisible();
      await expect(page.getByText('Your video is processed.')).toBeVisible({ timeout: 240_000 });
      await expect(page.locator('[data-status="inReview"]')).toHaveText('In review');

      await page.getByRole('link', { name: 'My content' }).click();
      await expect(page).toHaveURL(/\/creator\/content$/);
      const item = page.getByRole('listitem').filter({ hasText: title });
      await expect(item.locator('[data-status]')).toHaveText('In review');
      await expect(item.getByRole('link', { name: 'Watch page' })).toHaveAttribute(
        'href',
        /^\/activities\/[0-9a-f-]{36}$/,
      );
    } finally {
      await clip.remove();
    }
  });

  test('a member who is not a creator is pointed to the creator application', async ({ page }) => {
    await logIn(page, DEMO_MEMBERS.member);
    await page.goto('/creator/content/create');
    await expect(page.getByRole('heading', { name: 'Uploading is for creators' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply to become a creator' })).toHaveAttribute(
      'href',
      '/creator/apply',
    );
  });
});
