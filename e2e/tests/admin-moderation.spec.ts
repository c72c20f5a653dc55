import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/shell.js';
import { submitCreatorQuiz } from '../support/creator-quiz.js';
import { signInAdminThroughUi, signInMember, signInNewAdmin, useSession } from '../support/sessions.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const TUS = { 'Tus-Resumable': '1.0.0' };
// Demo clips are transcoded at start-up too, so the new upload may wait behind them in the job queue.
const TRANSCODE_TIMEOUT_MS = 240_000;

/** A two-second H.264/AAC clip drawn by the ffmpeg the server ships, as its own test clips are. */
async function makeClip(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'streamit-e2e-moderation-'));
  const file = path.join(dir, 'clip.mp4');
  const ffmpeg = process.env.FFMPEG_PATH ?? (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  await run(ffmpeg, [
    ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart', file],
  ]);
  const bytes = await readFile(file);
  await rm(dir, { recursive: true, force: true });
  return bytes;
}

/** Creates a draft video as the creator and uploads the clip with plain tus requests (create, then PATCH). */
async function uploadCreatorVideo(request: APIRequestContext, token: string, title: string): Promise<string> {
  const auth = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/v1/activities/create', {
    headers: auth,
    data: { type: 'VIDEO', title, description: 'Uploaded by the moderation browser test.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const clip = await makeClip();
  const start = await request.post(`/api/v1/activities/${id}/upload-video`, {
    headers: { ...auth, ...TUS, 'Upload-Length': String(clip.length) },
  });
  expect(start.status(), await start.text()).toBe(201);
  const location = start.headers().location ?? '';
  const patch = await request.patch(location, {
    headers: { ...auth, ...TUS, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0' },
    data: clip,
  });
  expect(patch.status(), await patch.text()).toBe(204);
  expect(patch.headers()['upload-offset']).toBe(String(clip.length));
  return id;
}

/** Waits until the transcode is READY and the video has entered the moderation queue. */
async function waitForPendingReview(request: APIRequestContext, token: string, id: string): Promise<void> {
  const auth = { Authorization: `Bearer ${token}` };
  await expect
    .poll(
      async () => {
        const status = await request.get(`/api/v1/activities/${id}/transcode-status`, { headers: auth });
        return ((await status.json()) as { state: string }).state;
      },
      { timeout: TRANSCODE_TIMEOUT_MS, intervals: [2_000] },
    )
    .toBe('READY');
  const mine = await request.get('/api/v1/creator/activities', { headers: auth });
  const { items } = (await mine.json()) as { items: { id: string; status: string }[] };
  expect(items.find((item) => item.id === id)?.status).toBe('PENDING_REVIEW');
}

/** A creator writes a quiz and sends it for review: the second pending item of the bulk decision. */
async function createCreatorQuiz(request: APIRequestContext, token: string, title: string): Promise<void> {
  await submitCreatorQuiz(request, token, {
    title,
    description: 'Which colour is it?',
    prompt: 'Which colour is the sky on a clear day?',
    right: 'Blue',
    wrong: 'Green',
  });
}

/** A published demo video (the server seeds and transcodes them at start), found through the public list. */
async function publishedVideo(
  request: APIRequestContext,
  title: string,
): Promise<{ id: string; title: string }> {
  let found: { id: string; title: string } | undefined;
  await expect
    .poll(
      async () => {
        const listing = await request.get('/api/v1/activities?type=VIDEO&sort=newest&limit=50');
        const { items } = (await listing.json()) as { items: { id: string; title: string }[] };
        found = items.find((item) => item.title === title);
        return found !== undefined;
      },
      { timeout: TRANSCODE_TIMEOUT_MS, intervals: [2_000] },
    )
    .toBe(true);
  if (!found) throw new Error(`${title} was not published`);
  return found;
}

test.describe('admin moderation', () => {
  test('a content moderator bulk-approves a creator video and a quiz; the video then shows on /view-all', async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    const suffix = Date.now().toString(36);
    const videoTitle = `Moderated harbour ${suffix}`;
    const quizTitle = `Moderated colours quiz ${suffix}`;
    const creator = await signInMember(request, 'creator');
    const videoId = await uploadCreatorVideo(request, creator.accessToken, videoTitle);
    await waitForPendingReview(request, creator.accessToken, videoId);
    await createCreatorQuiz(request, creator.accessToken, quizTitle);

    await signInAdminThroughUi(page, 'CONTENT_MODERATOR');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .first()
      .getByRole('link', { name: 'Moderation' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Content waiting for review, oldest first' });
    await expect(table.getByRole('button', { name: videoTitle })).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/moderation queue');

    // The stream of content under review is not public: the preview's hls.js sends the moderator's token.
    await table.getByRole('button', { name: videoTitle }).click();
    const preview = page.getByRole('dialog', { name: videoTitle });
    const player = preview.getByTestId('moderation-hls-preview');
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1);
    await expectNoSeriousViolations(page, '/admin/moderation preview');
    await page.keyboard.press('Escape');
    await table.getByRole('button', { name: quizTitle }).click();
    await expect(page.getByRole('dialog', { name: quizTitle })).toContainText('Blue (correct)');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await table.getByRole('checkbox', { name: `Select ${videoTitle}` }).check();
    await table.getByRole('checkbox', { name: `Select ${quizTitle}` }).check();
    await expect(page.getByText('2 items selected')).toBeVisible();
    await page
      .getByRole('region', { name: 'Decide on the selected items' })
      .getByRole('button', { name: 'Approve' })
      .click();

    const report = page.getByTestId('moderation-report');
    await expect(report).toContainText('2 items approved.');
    await expect(report).toContainText(`${videoTitle}: now Published`);
    await expect(report).toContainText(`${quizTitle}: now Published`);
    await expect(table.getByRole('button', { name: videoTitle })).toHaveCount(0);

    await page.goto('/view-all');
    await expect(page.getByRole('heading', { name: videoTitle })).toBeVisible({ timeout: 20_000 });
  });

  test('an ANALYST sees the no-access notice and the server refuses the queue', async ({ page, request }) => {
    const analyst = await signInNewAdmin(request, 'ANALYST');
    const refused = await request.get('/api/v1/admin/content/moderation-queue', {
      headers: { Authorization: `Bearer ${analyst.access_token}` },
    });
    expect(refused.status()).toBe(403);

    await useSession(page, analyst);
    await page.goto('/admin/moderation');
    await expect(page.getByRole('heading', { name: "You don't have access to this section" })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Moderation' })).toHaveCount(0);
  });

  test('a moderator resolves a member report from the Reported tab', async ({ page, request }) => {
    test.setTimeout(300_000);
    const video = await publishedVideo(request, 'Rule 110');
    const vip = await signInMember(request, 'vip');
    const report = await request.post(`/api/v1/activities/${video.id}/report`, {
      headers: { Authorization: `Bearer ${vip.accessToken}` },
      data: { reason: 'SPAM_OR_MISLEADING', note: 'Looks like an advert (browser test)' },
    });
    expect(report.status(), await report.text()).toBe(201);

    await useSession(page, await signInNewAdmin(request, 'MODERATOR'));
    await page.goto('/admin/moderation');
    await page.getByRole('tab', { name: 'Reported' }).click();
    const card = page.getByRole('article', { name: video.title });
    await expect(card).toContainText('Spam or misleading');
    await expect(card).toContainText('Looks like an advert (browser test)');
    await expectNoSeriousViolations(page, '/admin/moderation reported tab');
    await card.getByRole('button', { name: 'Dismiss reports' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `on "${video.title}" dismissed.` }),
    ).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('a moderator features a published video, moves it up with the keyboard and removes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const video = await publishedVideo(request, 'Mandelbrot Dive');
    const moderator = await signInNewAdmin(request, 'CONTENT_MODERATOR');
    // A slot made through the API first, so the one added on screen is never alone and can move up.
    const other = await request.post('/api/v1/admin/featured-content', {
      headers: { Authorization: `Bearer ${moderator.access_token}` },
      data: { activityId: video.id, headline: `Earlier slot ${Date.now().toString(36)}` },
    });
    expect(other.status(), await other.text()).toBe(201);
    const otherId = ((await other.json()) as { id: string }).id;
    await useSession(page, moderator);
    await page.goto('/admin/dashboard');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .first()
      .getByRole('link', { name: 'Featured content' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Featured content' })).toBeVisible();

    const headline = `Dive into fractals ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add featured item' }).click();
    const form = page.getByRole('form', { name: 'Add a featured item' });
    await form.getByRole('combobox', { name: 'Activity' }).fill('Mandelbrot');
    await form.getByRole('option', { name: video.title }).click();
    await expect(form).toContainText(`Featuring: ${video.title}`);
    await form.getByLabel('Headline').fill(headline);
    await form.getByRole('button', { name: 'Add to featured' }).click();

    const list = page.getByRole('list', { name: 'Featured items in display order' });
    const slot = list.getByRole('listitem', { name: new RegExp(`: ${headline}$`) });
    await expect(slot).toBeVisible();
    await expect(slot).toContainText('Live');
    await expectNoSeriousViolations(page, '/admin/featured-content');
    const before = Number(/Position (\d+)/.exec((await slot.getAttribute('aria-label')) ?? '')?.[1]);
    expect(before).toBeGreaterThan(1);
    await slot.getByRole('button', { name: `Move ${headline} up` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${headline} is now in position ${String(before - 1)}.`)).toBeVisible();
    await expect(slot).toHaveAttribute('aria-label', `Position ${String(before - 1)}: ${headline}`);
    await expect(slot.getByRole('button', { name: `Move ${headline} down` })).toBeEnabled();
    await slot.getByRole('button', { name: `Delete ${headline}` }).click();
    await slot.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(slot).toHaveCount(0);
    const cleanup = await request.delete(`/api/v1/admin/featured-content/${otherId}`, {
      headers: { Authorization: `Bearer ${moderator.access_token}` },
    });
    expect(cleanup.status()).toBe(200);
  });
});
