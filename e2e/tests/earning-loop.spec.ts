import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import {
  bearer,
  clockSeconds,
  decisionFor,
  expectPaid,
  expectPending,
  findUpNextStart,
  keyFor,
  readBalance,
  recordDecisions,
  secondsToWatch,
  solvePuzzle,
  withCooldown,
  type Award,
  type Decision,
  type Pending,
  type Video,
} from '../support/earning.js';
import { useSession } from '../support/sessions.js';
import { recordHeartbeats, startPlayback, waitForPlayableVideo } from '../support/video.js';

// Issue 25 (decision 047): the server decides earning in the answers to heartbeats and game rounds; an award
// earned during the pause between completions waits, and lands by itself when it ends. Each test ends with
// the header's balance, read from the screen, equal to what the server's own answers add up to.
//
// The pause is set through the staff API for the tests that need it and put back after each. No other spec
// relies on its value (they earn at most once per member, or accept a refusal); this file runs in one worker
// (fullyParallel is off), so its own tests never change it at the same time.

/** The pause between completions these tests run with: long enough for Up next to finish a second 8 s clip. */
const COOLDOWN_SECONDS = 30;
/** How long after the pause ends the award may take to land: the job's start, its poll, the page's poll. */
const LANDING_MARGIN_MS = 20_000;
const PUZZLE = '/activities/demo-game-sliding-sunset';
const format = (value: number, language = 'en') => new Intl.NumberFormat(language).format(value);

/** A fresh verified member (welcome bonus paid), signed in in the page. */
async function newMember(page: Page, request: APIRequestContext, prefix: string) {
  const member = await registerVerifiedMember(request, prefix, { firstName: 'Lina', lastName: 'Haddad' });
  const session = await logInMember(request, member);
  await useSession(page, session);
  return session;
}

/** The countdown shows the time left until the server's due time (a second of rendering either way). */
async function expectCountdown(page: Page, pending: Pending) {
  const note = page.getByTestId('pending-award');
  await expect(note).toBeVisible({ timeout: 15_000 });
  const shown = clockSeconds((await note.textContent()) ?? '');
  const left = (Date.parse(pending.dueAt) - Date.now()) / 1000;
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThanOrEqual(COOLDOWN_SECONDS);
  expect(Math.abs(shown - left)).toBeLessThanOrEqual(2);
  return note;
}

/** Watches a clip from the start to its end; the server pays it in the answer to the crossing heartbeat. */
async function watchToPaid(page: Page, seen: Decision[], video: Video): Promise<Award> {
  await page.goto(`/activities/${video.id}`);
  await startPlayback(page);
  return expectPaid(await decisionFor(seen, video.id));
}

// This spec shows motion (previews, countdowns, fades): it runs without the suite's reduced-motion default.
test.use({ reducedMotion: 'no-preference' });

test.describe('earning loop in the browser (issue 25)', () => {
  test.beforeAll(async ({ request }) => {
    // The demo clips are transcoded when the server starts: wait for them here, not inside a test's time.
    test.setTimeout(300_000);
    await waitForPlayableVideo(request);
    await expect
      .poll(async () => (await findUpNextStart(request)) !== null, { timeout: 240_000, intervals: [2_000] })
      .toBe(true);
  });

  test('Up next binge inside the pause: the first clip pays, the next waits with a countdown and lands by itself', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const first = await findUpNextStart(request);
    if (!first) throw new Error('no short clip with a short clip up next');
    const session = await newMember(page, request, 'binge');
    const seen = recordDecisions(page);
    const toasts = page.getByRole('region', { name: 'Notifications' });
    const header = page.getByTestId('header-balance-amount');
    await withCooldown(request, COOLDOWN_SECONDS, async () => {
      const paid = await watchToPaid(page, seen, first);
      await expect(toasts).toContainText(`+${String(paid.points)} points:`);
      await expect(header).toHaveText(format(paid.balance));

      // Up next counts down on the end screen and plays the next clip, nobody clicks.
      const upNext = page.getByTestId('end-screen-next');
      await expect(upNext).toContainText(/^Up next in \d+ second/, { timeout: 15_000 });
      const nextId = /\/activities\/([^/?#]+)/.exec((await upNext.getAttribute('href')) ?? '')?.[1] ?? '';
      await expect(page).toHaveURL(new RegExp(`/activities/${nextId}$`), { timeout: 20_000 });
      // The member stays on this clip once it ends (its own end screen offers the next without playing it).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await startPlayback(page);
      const pending = expectPending(await decisionFor(seen, nextId));
      expect(pending.status).toBe('WAITING');
      // How much of the pause was left when the second clip was earned: the margin this machine had.
      const left = (Date.parse(pending.dueAt) - Date.parse(pending.createdAt)) / 1000;
      test.info().annotations.push({ type: 'pause left', description: `${left.toFixed(1)} s` });
      const note = await expectCountdown(page, pending);
      await expect(note).toContainText(`+${String(pending.points)} points earned: they land in`);

      // When the pause ends the award lands on its own: the header's watcher says so and the balance follows.
      const landing = Date.parse(pending.dueAt) - Date.now() + LANDING_MARGIN_MS;
      await expect(toasts).toContainText(`+${String(pending.points)} points landed for “${pending.title}”.`, {
        timeout: landing,
      });
      await expect(header).toHaveText(format(paid.balance + pending.points));
      await expect(page.getByTestId('pending-award')).toHaveCount(0);
      expect(await readBalance(request, session.accessToken)).toBe(paid.balance + pending.points);
    });
  });

  test('two sittings: part of a clip, away, back through Continue watching; the crossing heartbeat pays', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const video = await waitForPlayableVideo(request);
    const session = await newMember(page, request, 'sittings');
    const before = await readBalance(request, session.accessToken);
    const seen = recordDecisions(page);
    const beats = recordHeartbeats(page);

    // First sitting: a few seconds, well below the share to watch, then pause (which saves the place) and leave.
    await page.goto(`/activities/${video.id}`);
    await startPlayback(page);
    await page.waitForFunction(() => (document.querySelector('video')?.currentTime ?? 0) >= 3, null, {
      polling: 50,
      timeout: 20_000,
    });
    await page.getByTestId('video-player').focus();
    await page.keyboard.press('k');
    const reason = async () => {
      const response = await request.get(`/api/v1/activities/${video.id}/can-complete`, {
        headers: bearer(session.accessToken),
      });
      return ((await response.json()) as { reason: string | null }).reason;
    };
    // The pause's beat credits the sitting; the server still says more is to be watched.
    const credited = () =>
      Math.max(
        0,
        ...beats.map(
          (beat) => (beat.answer as { sessionWatchedSeconds?: number }).sessionWatchedSeconds ?? 0,
        ),
      );
    await expect.poll(credited).toBeGreaterThan(2);
    expect(credited()).toBeLessThan(await secondsToWatch(request, session.accessToken, video));
    await expect.poll(reason).toBe('WATCH_TIME_NOT_REACHED');
    const firstSitting = new Set(beats.map((beat) => beat.body.sessionToken));
    await page.goto('/');
    expect(seen, 'the first sitting was not enough on its own').toEqual([]);

    // Second sitting: Home's Continue watching resumes the clip where it was left; it plays to the end.
    const card = page.getByTestId('continue-watching').getByRole('link', { name: video.title });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await card.click();
    await expect(page.getByTestId('player-resume')).toBeVisible();
    await startPlayback(page);
    const decision = await decisionFor(seen, video.id);
    expect(firstSitting.has(decision.sessionToken ?? ''), 'paid by a beat of the second sitting').toBe(false);
    const paid = expectPaid(decision);
    expect(paid.balance).toBe(before + paid.points + (paid.streakBonus?.points ?? 0));
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      `+${String(paid.points)} points:`,
    );
    await expect(page.getByTestId('header-balance-amount')).toHaveText(format(paid.balance));
    expect(await readBalance(request, session.accessToken)).toBe(paid.balance);
  });

  test('a game solved during the pause, on a phone in Arabic: the round waits with its countdown, then lands', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    const video = await waitForPlayableVideo(request);
    const session = await newMember(page, request, 'gamepause');
    const seen = recordDecisions(page);
    const toasts = page.getByRole('region', { name: 'الإشعارات' });
    const header = page.getByTestId('header-balance-amount');
    await withCooldown(request, COOLDOWN_SECONDS, async () => {
      // Something completed first, so the pause runs.
      const paid = await watchToPaid(page, seen, video);
      await expect(header).toHaveText(format(paid.balance, 'ar'));

      await page.goto(PUZZLE);
      const [started] = await Promise.all([
        page.waitForResponse(
          (response) => response.request().method() === 'POST' && response.url().endsWith('/game/rounds'),
        ),
        page.getByRole('button', { name: 'ابدأ جولة' }).click(),
      ]);
      expect(started.status()).toBe(201);
      const round = (await started.json()) as { puzzle: { gridSize: number; tiles: number[] } | null };
      const { gridSize, tiles: start } = round.puzzle ?? { gridSize: 0, tiles: [] };
      const board = page.getByTestId('puzzle-board');
      await board.focus();
      let tiles = [...start];
      for (const tile of solvePuzzle(start, gridSize)) {
        await page.keyboard.press(keyFor(tiles, gridSize, tile));
        tiles = tiles.map((value) => (value === tile ? 0 : value === 0 ? tile : value));
        // The server refuses move logs faster than a person (100 ms a slide).
        await page.waitForTimeout(150);
      }
      const gameId = /\/activities\/([^/]+)\/game\//.exec(new URL(started.url()).pathname)?.[1] ?? '';
      const pending = expectPending(await decisionFor(seen, gameId, 20_000));
      await expectCountdown(page, pending);
      // The first screen of the phone: header with the balance, the solved round and the countdown.
      await page.evaluate(() => {
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.screenshot({ path: test.info().outputPath('pending-award-390-ar.png') });

      const landing = Date.parse(pending.dueAt) - Date.now() + LANDING_MARGIN_MS;
      await expect(toasts).toContainText(`«${pending.title}»`, { timeout: landing });
      await expect(toasts).toContainText('وصل');
      await expect(header).toHaveText(format(paid.balance + pending.points, 'ar'));
      expect(await readBalance(request, session.accessToken)).toBe(paid.balance + pending.points);
    });
  });
});
