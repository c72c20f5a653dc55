import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { keyFor, readBalance, solvePuzzle } from '../support/earning.js';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { signInNewAdmin, useSession, type AdminSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';

// A 4×4 PNG: the server re-encodes it as a JPEG like every uploaded image.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4scABjhiI4wAAudIagUnBfZEAAAAASUVORK5CYII=',
  'base64',
);

/** The board as the player shows it, row by row (0 is the gap). */
async function readBoard(page: Page): Promise<number[]> {
  return page
    .getByTestId('puzzle-board')
    .evaluate((board) =>
      Array.from(board.children, (cell) =>
        cell.classList.contains('puzzle-gap') ? 0 : Number(cell.textContent),
      ),
    );
}

/**
 * Starts a round of the 3 × 3 puzzle and solves it with the arrow keys, the way the member's player takes
 * them. The server (and the preview, with its rules) refuses logs faster than a person, 100 ms a slide, so
 * the last slide waits until that much time has passed.
 */
async function solveRound(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start a round' }).click();
  await expect(page.getByTestId('puzzle-board')).toBeVisible();
  const startedAt = Date.now();
  let tiles = await readBoard(page);
  const solution = solvePuzzle(tiles, 3);
  await page.getByTestId('puzzle-board').focus();
  for (const [index, tile] of solution.entries()) {
    if (index === solution.length - 1) {
      await page.waitForTimeout(Math.max(0, solution.length * 110 - (Date.now() - startedAt)));
    }
    await page.keyboard.press(keyFor(tiles, 3, tile));
    tiles = tiles.map((value) => (value === tile ? 0 : value === 0 ? tile : value));
  }
  await expect(page.getByTestId('game-result')).toContainText('Solved!');
}

/** Staff write a sliding puzzle, upload its painting, play it in the preview, publish it and find it listed. */
async function authorGame(page: Page, title: string): Promise<string> {
  await page.goto('/admin/games/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Kind of game').selectOption('SLIDING_PUZZLE');
  await page.getByLabel('Difficulty').selectOption('EASY');
  await page.getByLabel('Points for a win').fill('15');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(/\/admin\/games\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  await page
    .getByLabel('Add a picture')
    .setInputFiles({ name: 'sea.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(page.getByRole('img', { name: 'Picture 1' })).toHaveJSProperty('complete', true);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expectNoSeriousViolations(page, 'game editor (en)');
  await page.getByRole('button', { name: 'Preview' }).click();
  await solveRound(page);
  await page.getByRole('button', { name: 'Back to editing' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByTestId('game-status')).toContainText('Published');
  await page.goto('/admin/moderation');
  await page.getByRole('tab', { name: 'Games' }).click();
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/admin/games/${id}`);
  return id;
}

/** The editor in Arabic, in its own browser context (the language choice is kept in local storage). */
async function checkArabicEditor(browser: Browser, staff: AdminSession, id: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    await useSession(page, staff);
    await page.goto(`/admin/games/${id}`);
    await expect(page.getByLabel('نوع اللعبة')).toBeVisible();
    await expectNoSeriousViolations(page, 'game editor (ar)');
  } finally {
    await context.close();
  }
}

/** A new member (so the win is their first completion and pays at once) and their balance before it. */
async function newMember(request: APIRequestContext) {
  const names = { firstName: 'Omar', lastName: 'Haddad' };
  const member = await logInMember(request, await registerVerifiedMember(request, 'gamer', names));
  return { member, before: await readBalance(request, member.accessToken) };
}

test('staff author a game with a preview, a member plays it and is paid', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  // The member signs up while staff write the game: the two share nothing until the game is published.
  const memberReady = newMember(request);
  const staff = await signInNewAdmin(request, 'CONTENT_MODERATOR');
  await useSession(page, staff);
  const id = await authorGame(page, `Sea at dusk ${String(Date.now())}`);
  // The Arabic editor is checked while the member plays: neither touches what the other reads.
  await Promise.all([
    checkArabicEditor(browser, staff, id),
    (async () => {
      const { member, before } = await memberReady;
      await useSession(page, member);
      await page.goto(`/activities/${id}`);
      await solveRound(page);
      await expect.poll(() => readBalance(request, member.accessToken)).toBeGreaterThan(before);
    })(),
  ]);
});
