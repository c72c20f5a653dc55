import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER_PASSWORD } from '../support/accounts.js';
import { DEMO_MEMBERS } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';
import { makeTestClip } from '../support/upload.js';
import { readVideo, startPlayback } from '../support/video.js';

async function logInAsCreator(page: Page): Promise<void> {
  await page.goto('/auth/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(DEMO_MEMBERS.creator);
  await form.getByLabel('Password').fill(DEMO_MEMBER_PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** Through the wizard: details, the file, then wait until it is processed and in review. */
async function uploadForReview(page: Page, title: string, file: string): Promise<void> {
  await page.goto('/creator/content/create');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('A generated test pattern the creator previews before review.');
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByLabel('Video file').setInputFiles(file);
  await expect(page.getByRole('heading', { level: 2, name: 'Extras' })).toBeVisible({ timeout: 90_000 });
  const captions = page.getByRole('form', { name: 'Captions' });
  await captions.locator('input[type=file]').setInputFiles({
    name: 'en.vtt',
    mimeType: 'text/vtt',
    buffer: Buffer.from('WEBVTT\n\n00:00.000 --> 00:05.000\nHello from the preview\n'),
  });
  await captions.getByRole('button', { name: 'Upload' }).click();
  await expect(captions.getByText('Captions saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your video is processed.')).toBeVisible({ timeout: 240_000 });
}

test.describe('creator preview', () => {
  test('a creator sees the thumbnail of their video in review in My content, and plays it', async ({
    page,
  }) => {
    test.setTimeout(420_000);
    const clip = await makeTestClip(6, '2M');
    try {
      await logInAsCreator(page);
      const title = `E2E preview ${Date.now()}`;
      await uploadForReview(page, title, clip.file);

      await page.goto('/creator/content');
      const item = page.getByRole('listitem').filter({ hasText: title });
      await expect(item.locator('[data-status]')).toHaveText('In review');
      const thumbnail = item.locator('img.content-item__thumb');
      await expect
        .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
          timeout: 15_000,
        })
        .toBeGreaterThan(0);
      await expectNoSeriousViolations(page, '/creator/content with a video in review');

      // The creator's preview asks nothing that answers 404 (files without the session, watch tracking).
      const notFound: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 404) notFound.push(response.url());
      });
      await item.getByRole('link', { name: 'Watch page' }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const startedAt = await startPlayback(page);
      await expect
        .poll(async () => (await readVideo(page.getByTestId('player-video'))).currentTime, {
          timeout: 15_000,
        })
        .toBeGreaterThan(startedAt + 1);
      // Its captions load too, fetched with the session (a <track> alone would be refused).
      const track = page.getByTestId('player-video').locator('track');
      await expect(track).toHaveAttribute('src', /^blob:/);
      await expect
        .poll(
          () =>
            track.evaluate((element: HTMLTrackElement) => {
              element.track.mode = 'hidden';
              return element.track.cues?.[0]?.startTime === 0 ? element.readyState : -1;
            }),
          { timeout: 10_000 },
        )
        .toBe(2); // HTMLTrackElement.LOADED
      await expectNoSeriousViolations(page, 'the watch page of a video in review, for its creator');
      expect(notFound).toEqual([]);

      // Anyone else still finds nothing there.
      await page.evaluate(() => {
        window.localStorage.clear();
      });
      await page.reload();
      await expect(page.getByRole('heading', { name: "This activity isn't available" })).toBeVisible();
    } finally {
      await clip.remove();
    }
  });
});
