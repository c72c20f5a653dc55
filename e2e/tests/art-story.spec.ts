import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, readBalance } from '../support/earning.js';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { signInMember, signInNewAdmin, useSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';
import { waitForPlayableVideo } from '../support/video.js';

// A 4×4 PNG: the server checks it by content and re-encodes it as a JPEG like every uploaded image.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4scABjhiI4wAAudIagUnBfZEAAAAASUVORK5CYII=',
  'base64',
);

/** The creator writes a text part and a quote, saves, adds a picture, and sends the story for review. */
async function authorStory(page: Page, title: string): Promise<string> {
  await page.goto('/creator/stories/new');
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Text', { exact: true })
    .fill('## Light\n\nVermeer *paints* the light of a window in Delft.');
  await page.getByRole('button', { name: 'Add a quote' }).click();
  await page.getByLabel('Quotation').fill('Light is the first painter.');
  await page.getByLabel('Who said it').fill('A visitor');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(/\/creator\/stories\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  await page
    .getByLabel('Add a picture')
    .setInputFiles({ name: 'delft.png', mimeType: 'image/png', buffer: PICTURE });
  await page.getByLabel('Description of the picture').fill('A window in Delft');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name: 'Preview of the saved story' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send for review' })).toBeEnabled();
  await expectNoSeriousViolations(page, 'story editor (en)');
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByTestId('story-status-badge')).toHaveText('In review');
  return id;
}

/**
 * Brings each part to the middle of the screen, long enough for its (test-short) bound; the last part is
 * credited by the views the page keeps sending while it stays on screen.
 */
/**
 * Scrolls through the parts like a reader who stays on each until the server has credited its reading time (a
 * fixed pause came up short on a busy machine, and the part once passed is never credited again).
 */
async function readStory(page: Page, request: APIRequestContext, token: string, id: string, parts: number) {
  const story = await request.get(`/api/v1/activities/${id}/story`, { headers: bearer(token) });
  const { sections } = (await story.json()) as { sections: { minSeconds: number }[] };
  expect(sections).toHaveLength(parts);
  for (let index = 0; index < parts; index += 1) {
    await page.locator(`[data-section="${String(index)}"]`).evaluate((element) => {
      element.scrollIntoView({ block: 'center' });
    });
    if (index === parts - 1) break;
    const creditedHere = async () => {
      const reading = await request.get(`/api/v1/activities/${id}/story/reading`, { headers: bearer(token) });
      return ((await reading.json()) as { creditedSeconds: number[] }).creditedSeconds[index] ?? 0;
    };
    await expect
      .poll(creditedHere, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(sections[index]?.minSeconds ?? 0);
  }
}

test('a creator publishes an art story, staff approve it, a member reads it and is paid', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // The moderator and the reader sign up while the creator writes: their API calls need no screen.
  const moderatorSignIn = signInNewAdmin(request, 'CONTENT_MODERATOR');
  const readerSignIn = registerVerifiedMember(request, 'reader', {
    firstName: 'Salma',
    lastName: 'Nasser',
  }).then((registered) => logInMember(request, registered));
  await useSession(page, await signInMember(request, 'creator'));
  const id = await authorStory(page, `Light of Delft ${String(Date.now())}`);

  const moderator = await moderatorSignIn;
  const story = await request.get(`/api/v1/admin/stories/${id}`, { headers: bearer(moderator.access_token) });
  expect(
    ((await story.json()) as { sections: { kind: string }[] }).sections.map((part) => part.kind),
  ).toEqual(['TEXT', 'QUOTE', 'IMAGE']);
  const approved = await request.post(`/api/v1/admin/content/${id}/moderate`, {
    headers: bearer(moderator.access_token),
    data: { decision: 'APPROVE' },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  const member = await readerSignIn;
  const before = await readBalance(request, member.accessToken);
  // The member reads in Arabic: the reading screen right to left, its zoom by keyboard, axe, and the award.
  await page.addInitScript(() => {
    window.localStorage.setItem('streamit.language', 'ar');
  });
  await useSession(page, member);
  await page.goto(`/activities/${id}`);
  await expect(page.getByRole('progressbar', { name: 'تقدّم القراءة' })).toBeVisible();
  await page.getByRole('group', { name: /A window in Delft/ }).press('+');
  await expect(page.getByText('150٪')).toBeVisible();
  await readStory(page, request, member.accessToken, id, 3);
  await expectNoSeriousViolations(page, 'art story (ar)');
  await expect(page.getByTestId('story-status')).toHaveText('قرأت القصة حتى النهاية');
  await expect.poll(() => readBalance(request, member.accessToken)).toBeGreaterThan(before);
  const after = await readBalance(request, member.accessToken);
  await expect(page.getByTestId('header-balance-amount')).toHaveText(
    new Intl.NumberFormat('ar').format(after),
  );
});

test('staff write a story with a video, a second moderator approves it, and a guest plays the video in it', async ({
  browser,
  page,
  request,
}) => {
  // Standing alone it may wait for the demo clips' first transcode, as the playback specs do.
  test.setTimeout(300_000);
  const [video, writer, approver] = await Promise.all([
    waitForPlayableVideo(request),
    signInNewAdmin(request, 'CONTENT_MODERATOR'),
    signInNewAdmin(request, 'CONTENT_MODERATOR'),
  ]);
  await useSession(page, writer);
  await page.goto('/admin/stories/new');
  await page.getByLabel('Title').fill(`Delft on film ${String(Date.now())}`);
  await page.getByLabel('Text', { exact: true }).fill('A window, then the film of it.');
  await page.getByRole('button', { name: 'Add a video' }).click();
  await page.getByLabel('Video from the catalogue').selectOption(video.id);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(/\/admin\/stories\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByTestId('story-status-badge')).toHaveText('In review');
  const moderate = (token: string) =>
    request.post(`/api/v1/admin/content/${id}/moderate`, {
      headers: bearer(token),
      data: { decision: 'APPROVE' },
    });
  expect((await moderate(writer.access_token)).status()).toBe(403);
  expect((await moderate(approver.access_token)).status()).toBe(200);

  // A guest: the video plays inside the story, started from the keyboard.
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  await guest.goto(`/activities/${id}`);
  await guest.getByRole('button', { name: `Play the video “${video.title}” here` }).press('Enter');
  const player = guest.getByRole('region', { name: `Video player: ${video.title}` });
  await expect(player).toBeFocused();
  await expect
    .poll(() => player.getByTestId('player-video').evaluate((tag: HTMLVideoElement) => tag.currentTime))
    .toBeGreaterThan(0);
  await expectNoSeriousViolations(guest, 'art story with a playing video (en)');
  await guestContext.close();
});
