import { expect, test, type Page, type Response } from '@playwright/test';
import { keyFor, solvePuzzle } from '../support/earning.js';
import { signInMember, useSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';

// The demo seed's activities (apps/server/src/modules/{quizzes,games}/*.seed.ts).
const QUIZ = '/activities/demo-quiz-renaissance-masters';
const REPORTED_QUIZ = '/activities/demo-quiz-art-around-the-world';
const MEMORY = '/activities/demo-game-memory-colour-and-form';
const PUZZLE = '/activities/demo-game-sliding-sunset';
/** The memory grid's columns (MEMORY_COLUMNS in the web app). */
const MEMORY_COLUMNS = 4;

function isApiCall(path: RegExp) {
  return (response: Response) =>
    response.request().method() === 'POST' && path.test(new URL(response.url()).pathname);
}

async function signIn(page: Page, persona: 'member' | 'vip' | 'creator'): Promise<void> {
  await useSession(page, await signInMember(page.request, persona));
}

/** Starts a game round with the keyboard and returns the round the server issued. */
async function startRoundByKeyboard(
  page: Page,
): Promise<{ roundId: string; puzzle: { gridSize: number; tiles: number[] } | null }> {
  const start = page.getByRole('button', { name: 'Start a round' });
  await start.focus();
  const [round] = await Promise.all([
    page.waitForResponse(isApiCall(/\/game\/rounds$/)),
    page.keyboard.press('Enter'),
  ]);
  expect(round.status()).toBe(201);
  return (await round.json()) as { roundId: string; puzzle: { gridSize: number; tiles: number[] } | null };
}

/** Keyboard-only memory player: walks the grid with arrow keys from `at` and flips with Enter. */
class MemoryPlayer {
  at = 0;
  readonly faces = new Map<number, number>();
  readonly matched = new Set<number>();

  constructor(
    private readonly page: Page,
    readonly cardCount: number,
  ) {}

  private async moveTo(target: number): Promise<void> {
    const rows = Math.floor(target / MEMORY_COLUMNS) - Math.floor(this.at / MEMORY_COLUMNS);
    const columns = (target % MEMORY_COLUMNS) - (this.at % MEMORY_COLUMNS);
    for (let i = 0; i < Math.abs(rows); i++)
      await this.page.keyboard.press(rows > 0 ? 'ArrowDown' : 'ArrowUp');
    for (let i = 0; i < Math.abs(columns); i++) {
      await this.page.keyboard.press(columns > 0 ? 'ArrowRight' : 'ArrowLeft');
    }
    this.at = target;
    await expect(this.page.locator(`[data-position="${String(target)}"]`)).toBeFocused();
  }

  async flip(position: number): Promise<number> {
    await this.moveTo(position);
    const [reveal] = await Promise.all([
      this.page.waitForResponse(isApiCall(/\/reveal$/)),
      this.page.keyboard.press(position % 2 === 0 ? 'Enter' : ' '),
    ]);
    expect(reveal.status()).toBe(200);
    const face = ((await reveal.json()) as { faceId: number }).faceId;
    this.faces.set(position, face);
    // The server refuses logs faster than a person (200 ms a flip).
    await this.page.waitForTimeout(250);
    return face;
  }

  private knownPair(): [number, number] | null {
    const open = [...this.faces].filter(([position]) => !this.matched.has(position));
    for (const [a, face] of open) {
      const partner = open.find(([b, other]) => b !== a && other === face);
      if (partner) return [a, partner[0]];
    }
    return null;
  }

  private unseen(): number {
    const position = Array.from({ length: this.cardCount }, (_, index) => index).find(
      (p) => !this.faces.has(p),
    );
    if (position === undefined) throw new Error('no card left to discover');
    return position;
  }

  /** One turn: a pair already seen, else a new card and its partner if known, else another new card. */
  async playTurn(): Promise<void> {
    const pair = this.knownPair();
    const first = pair ? pair[0] : this.unseen();
    const face = await this.flip(first);
    const partner =
      pair?.[1] ?? [...this.faces].find(([p, f]) => p !== first && f === face && !this.matched.has(p))?.[0];
    const second = partner ?? this.unseen();
    if ((await this.flip(second)) === face) {
      this.matched.add(first).add(second);
      // After the last pair the board makes way for the server's score.
      if (this.matched.size < this.cardCount)
        await expect(this.page.getByTestId('game-announcer')).toContainText('A pair!');
    }
  }
}

test.describe('quizzes, games and reports in the browser', () => {
  test('a member takes a seeded quiz and sees the graded result', async ({ page }) => {
    await signIn(page, 'member');
    await page.goto(QUIZ);
    await expect(page.getByRole('heading', { level: 1, name: 'Renaissance masters' })).toBeVisible();
    const rules = page.getByTestId('quiz-rules');
    await expect(rules).toContainText('5 questions');
    await expect(rules).toContainText('Time limit: 5:00');
    await expect(rules).toContainText('Pass mark: 60%');
    await page.getByRole('button', { name: 'Start the quiz' }).click();

    for (let index = 1; index <= 5; index++) {
      await expect(page.getByTestId('quiz-progress')).toHaveText(`Question ${String(index)} of 5`);
      await expect(page.getByRole('timer')).toHaveText(/^[0-5]:\d\d$/);
      if (index === 1) await expectNoSeriousViolations(page, 'a quiz question');
      const choice = page.getByRole('radio').or(page.getByRole('checkbox')).first();
      await choice.check();
      const [answer] = await Promise.all([
        page.waitForResponse(isApiCall(/\/answers$/)),
        page.getByRole('button', { name: 'Check my answer' }).click(),
      ]);
      const verdict = (await answer.json()) as { correct: boolean; explanation: string };
      await expect(page.getByText(verdict.correct ? 'Correct!' : 'Not quite.')).toBeVisible();
      await expect(page.getByText(verdict.explanation).first()).toBeVisible();
      if (index < 5) await page.getByRole('button', { name: 'Next question' }).click();
    }

    const [finish] = await Promise.all([
      page.waitForResponse(isApiCall(/\/finish$/)),
      page.getByRole('button', { name: 'See my results' }).click(),
    ]);
    const result = (await finish.json()) as { score: number; percent: number; passed: boolean };
    await expect(
      page.getByRole('heading', { name: result.passed ? 'You passed!' : 'Not passed this time' }),
    ).toBeVisible();
    await expect(page.getByTestId('quiz-score')).toHaveText(
      `You scored ${String(result.score)} of 5 (${String(result.percent)}%).`,
    );
    await expect(page.locator('.quiz-review__item')).toHaveCount(5);
    await expectNoSeriousViolations(page, 'the quiz results');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('quiz-history')).toContainText(`${String(result.score)} of 5`);
  });

  test('a member plays the memory game to the end with the keyboard only', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'member');
    await page.goto(MEMORY);
    await expect(page.getByRole('heading', { level: 1, name: 'Memory: colour and form' })).toBeVisible();
    await startRoundByKeyboard(page);
    const grid = page.getByRole('grid', { name: 'Cards' });
    await expect(grid.getByRole('button')).toHaveCount(12);
    await expectNoSeriousViolations(page, 'the memory grid');
    await grid.getByRole('button').first().focus();
    const player = new MemoryPlayer(page, 12);
    const submitted = page.waitForResponse(isApiCall(/\/submit$/));
    while (player.matched.size < player.cardCount) await player.playTurn();
    const result = (await (await submitted).json()) as { outcome: string; score: number };
    expect(result.outcome).toBe('SOLVED');
    expect(result.score).toBeGreaterThanOrEqual(100);
    await expect(page.getByTestId('game-result')).toContainText('Solved!');
    await expect(page.getByTestId('game-score')).toHaveText(`Score: ${String(result.score)} of 1000`);
  });

  test('a member solves the sliding puzzle with the keyboard only', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'vip');
    await page.goto(PUZZLE);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sliding puzzle: sunset over the sea' }),
    ).toBeVisible();
    const round = await startRoundByKeyboard(page);
    const { gridSize, tiles: start } = round.puzzle ?? { gridSize: 0, tiles: [] };
    const solution = solvePuzzle(start, gridSize);
    await expectNoSeriousViolations(page, 'the sliding puzzle');
    await page.getByTestId('puzzle-board').focus();
    const submitted = page.waitForResponse(isApiCall(/\/submit$/));
    let tiles = [...start];
    for (const tile of solution) {
      await page.keyboard.press(keyFor(tiles, gridSize, tile));
      tiles = tiles.map((value) => (value === tile ? 0 : value === 0 ? tile : value));
      // The server refuses logs faster than a person (100 ms a slide).
      await page.waitForTimeout(150);
    }
    const result = (await (await submitted).json()) as { outcome: string; score: number; moveCount: number };
    expect(result).toMatchObject({ outcome: 'SOLVED', score: 1000, moveCount: solution.length });
    await expect(page.getByTestId('game-score')).toHaveText('Score: 1000 of 1000');
  });

  test('in Arabic the memory grid runs right to left and its arrow keys follow it', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    await signIn(page, 'member');
    await page.goto(MEMORY);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'ابدأ جولة' }).click();
    const cards = page.getByRole('grid', { name: 'البطاقات' }).getByRole('button');
    await expect(cards).toHaveCount(12);
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second?.x ?? 0).toBeLessThan(first?.x ?? 0);
    await cards.nth(0).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(cards.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(cards.nth(5)).toBeFocused();
    await expect(cards.nth(5)).toHaveAccessibleName('البطاقة 6، مقلوبة');
    await expectNoSeriousViolations(page, 'the memory grid in Arabic');
  });

  test('a member reports an activity once; a second report is refused with the server message', async ({
    page,
  }) => {
    await signIn(page, 'creator');
    await page.goto(REPORTED_QUIZ);
    const reportButton = page.getByRole('button', { name: 'Report' });
    await reportButton.click();
    const dialog = page.getByRole('dialog', { name: 'Report this content' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'the report dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(reportButton).toBeFocused();

    await reportButton.click();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Choose a reason.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Spam or misleading' }).check();
    await dialog.getByLabel('Note (optional)').fill('The answers contradict the museum labels.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Your report has been sent to the moderators.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.getByRole('button', { name: 'Report' }).click();
    await dialog.getByRole('radio', { name: 'Other' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You have already reported this content.');
  });
});
