import { expect, test, type Page } from '@playwright/test';
import { bearer, readBalance } from '../support/earning.js';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { signInMember, signInNewAdmin, useSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';

// A 4×4 PNG: the server re-encodes it as a JPEG like every uploaded image.
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4scABjhiI4wAAudIagUnBfZEAAAAASUVORK5CYII=',
  'base64',
);

/** The member's player, as the preview and the activity page both show it: the one right answer, then the result. */
async function passQuiz(page: Page, answer: string) {
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  await page.getByRole('radio', { name: answer }).check();
  await page.getByRole('button', { name: 'Check my answer' }).click();
  await expect(page.getByText('Correct!')).toBeVisible();
  await page.getByRole('button', { name: 'See my results' }).click();
  await expect(page.getByText('You passed!')).toBeVisible();
}

/** The creator writes an image question, saves, uploads its picture, previews it and sends it for review. */
async function authorQuiz(page: Page, title: string): Promise<string> {
  await page.goto('/creator/quizzes/new');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Points for passing').fill('15');
  await page.getByLabel('Kind of question').selectOption('IMAGE');
  await page.getByLabel('Question', { exact: true }).fill('Who painted this light?');
  await page.getByLabel('Choice 1', { exact: true }).fill('Vermeer');
  await page.getByLabel('Choice 2', { exact: true }).fill('Monet');
  await page.getByLabel(/^Explanation/).fill('Vermeer painted light from a window on the left.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL(/\/creator\/quizzes\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() ?? '';
  await page.getByLabel('Picture for question 1').setInputFiles({
    name: 'light.png',
    mimeType: 'image/png',
    buffer: PICTURE,
  });
  await expect(page.getByRole('img', { name: 'Picture for question 1' })).toHaveJSProperty('complete', true);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expectNoSeriousViolations(page, 'quiz editor (en)');
  await page.getByRole('button', { name: 'Preview' }).click();
  await passQuiz(page, 'Vermeer');
  await page.getByRole('button', { name: 'Back to editing' }).click();
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByTestId('quiz-status')).toContainText('In review');
  return id;
}

test('a creator authors an image quiz, a moderator approves it, a member passes it and is paid', async ({
  page,
  browser,
  request,
}) => {
  // Three people in turn (creator, moderator, member), each through the screens: a loaded machine needs more
  // than the default minute.
  test.setTimeout(150_000);
  await useSession(page, await signInMember(request, 'creator'));
  const id = await authorQuiz(page, `Light of Delft ${String(Date.now())}`);

  const moderator = await signInNewAdmin(request, 'CONTENT_MODERATOR');
  const queue = await request.get('/api/v1/admin/quizzes/' + id, { headers: bearer(moderator.access_token) });
  expect(
    ((await queue.json()) as { questions: { choices: { correct: boolean }[] }[] }).questions[0]?.choices,
  ).toEqual([
    expect.objectContaining({ text: 'Vermeer', correct: true }),
    expect.objectContaining({ text: 'Monet', correct: false }),
  ]);
  const approved = await request.post(`/api/v1/admin/content/${id}/moderate`, {
    headers: bearer(moderator.access_token),
    data: { decision: 'APPROVE' },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  const member = await logInMember(
    request,
    await registerVerifiedMember(request, 'quizzer', { firstName: 'Salma', lastName: 'Nasser' }),
  );
  const before = await readBalance(request, member.accessToken);
  const context = await browser.newContext();
  const play = await context.newPage();
  try {
    await play.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    await useSession(play, member);
    await play.goto(`/activities/${id}`);
    await expect(play.getByRole('button', { name: 'ابدأ الاختبار' })).toBeVisible();
    await expectNoSeriousViolations(play, 'quiz page (ar)');
  } finally {
    await context.close();
  }
  await useSession(page, member);
  await page.goto(`/activities/${id}`);
  await passQuiz(page, 'Vermeer');
  await expect.poll(() => readBalance(request, member.accessToken)).toBeGreaterThan(before);
});
