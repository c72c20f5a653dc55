import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { expectNoSeriousViolations } from '../support/shell.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';

// The seeded quiz no other spec plays (apps/server/src/modules/quizzes/quizzes.seed.ts), and its right answers.
const QUIZ = '/activities/demo-quiz-impressionism-and-after';
const ANSWERS = [
  ['Impression, Sunrise by Claude Monet'],
  ['Vincent van Gogh'],
  ['Claude Monet', 'Pierre-Auguste Renoir', 'Camille Pissarro'],
  ['Pointillism'],
  ['Edvard Munch'],
];

/** Answers the shown question (the quiz shuffles them) with its right choices. */
async function answerShownQuestion(page: Page): Promise<void> {
  for (const answers of ANSWERS) {
    if ((await page.getByLabel(answers[0] ?? '', { exact: true }).count()) === 0) continue;
    for (const answer of answers) await page.getByLabel(answer, { exact: true }).check();
    return;
  }
  throw new Error('none of the known questions is shown');
}

async function passQuiz(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start the quiz' }).click();
  for (let index = 1; index <= ANSWERS.length; index++) {
    await expect(page.getByText(`Question ${String(index)} of 5`)).toBeVisible();
    await answerShownQuestion(page);
    await page.getByRole('button', { name: 'Check my answer' }).click();
    await expect(page.getByText('Correct!')).toBeVisible();
    if (index < ANSWERS.length) await page.getByRole('button', { name: 'Next question' }).click();
  }
  await page.getByRole('button', { name: 'See my results' }).click();
}

/** A `datetime-local` value `days` from now, in the browser's (and this process's) time zone. */
function localInput(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

test('a gallery applies, staff approve, and its owner opens the partner portal in English and Arabic', async ({
  page,
  browser,
  request,
}) => {
  // The whole partners journey in one test: applying, review, the portal, a campaign, a bonus, suspension.
  // Four people (owner, staff, a member, an Arabic reader) through some twenty screens: on a loaded 2-core machine
  // this has taken 2.6 minutes.
  test.setTimeout(300_000);
  const organisation = `Gallery Nour ${Date.now()}`;
  const member = await registerVerifiedMember(request, 'partner', { firstName: 'Layla', lastName: 'Nour' });
  await useSession(page, await logInMember(request, member));

  await page.goto('/contact');
  await page.getByRole('link', { name: 'Become a partner' }).first().click();
  await expect(page).toHaveURL(/\/partners\/apply$/);
  const form = page.getByRole('form', { name: 'Partner application' });
  await form.getByRole('button', { name: 'Send the application' }).click();
  await expect(form.getByText("Enter your organisation's name.")).toBeVisible();
  await expectNoSeriousViolations(page, '/partners/apply with messages');
  await form.getByLabel('Organisation name').fill(organisation);
  await form.getByLabel('Kind of organisation').selectOption('GALLERY');
  await form.getByLabel('Website').fill('https://nour.example.org');
  await form.getByLabel('Country').selectOption('JO');
  await form
    .getByLabel('What would you like to do with our members?')
    .fill('We show young calligraphers and want members to meet their work.');
  await form.getByRole('button', { name: 'Send the application' }).click();
  await expect(page.getByText(/Your application is waiting for review/)).toBeVisible();

  const staff = await (await browser.newContext()).newPage();
  await useSession(staff, await signInNewAdmin(request, 'ADMIN'));
  await staff.goto('/admin/partner-applications');
  await staff.getByRole('button', { name: `Approve ${organisation}` }).click();
  const row = staff.getByRole('row').filter({ hasText: organisation });
  await expect(row.getByText('Approved')).toBeVisible();
  await expectNoSeriousViolations(staff, '/admin/partner-applications');
  await staff.goto('/admin/partners');
  await expect(staff.getByRole('button', { name: `Suspend ${organisation}` })).toBeVisible();
  await expectNoSeriousViolations(staff, '/admin/partners');

  await page.goto('/partner');
  await expect(page.getByRole('heading', { name: organisation })).toBeVisible();
  await expect(page.getByText('Status: Active')).toBeVisible();
  await expectNoSeriousViolations(page, '/partner');

  // Staff attach a campaign on the partners screen: a seeded quiz, 15 bonus points, a budget of 150.
  await staff.getByRole('button', { name: `Campaigns of ${organisation}` }).click();
  await staff.getByRole('button', { name: 'New campaign' }).click();
  const campaign = staff.getByRole('form', { name: `New campaign presented by ${organisation}` });
  await campaign.getByLabel('Campaign title').fill('Impressionism week');
  await campaign.getByLabel('Find a published activity by title').fill('Impressionism');
  await campaign.getByRole('button', { name: 'Attach Impressionism and after' }).click();
  await campaign.getByLabel('Bonus points per completion').fill('15');
  await campaign.getByLabel('Points budget (taken from the reward pool)').fill('150');
  await campaign.getByRole('button', { name: 'Create the campaign' }).click();
  const campaignRow = staff.getByRole('row').filter({ hasText: 'Impressionism week' });
  await expect(campaignRow.getByText('150 / 150')).toBeVisible();
  await expectNoSeriousViolations(staff, '/admin/partners with a campaign');

  // A member sees who presents the quiz, passes it and gets the bonus on top of the award.
  const player = await (await browser.newContext()).newPage();
  const names = { firstName: 'Omar', lastName: 'Saleh' };
  await useSession(
    player,
    await logInMember(request, await registerVerifiedMember(request, 'sponsored', names)),
  );
  // The quiz's card in the activities list says it too, linked to the partner's page.
  await player.goto('/activities?type=QUIZ&q=Impressionism');
  const card = player.getByRole('article').filter({ hasText: 'Impressionism and after' });
  await expect(card.locator('.sponsor-label')).toHaveText(
    `Presented by ${organisation} +15 bonus points on completion`,
  );
  await expect(card.getByRole('link', { name: organisation })).toHaveAttribute(
    'href',
    /^\/partners\/[0-9a-f-]{36}$/,
  );
  await player.goto(QUIZ);
  const presented = player.locator('.sponsor-label');
  await expect(presented).toHaveText(`Presented by ${organisation} +15 bonus points on completion`);
  await expectNoSeriousViolations(player, 'a sponsored quiz');
  await passQuiz(player);
  await expect(player.getByText(`+15 bonus presented by ${organisation}`, { exact: false })).toBeVisible();

  // The owner's portal counts it: one completion, 15 bonus points, 135 of 150 left.
  await page.reload();
  const figures = page.getByRole('row').filter({ hasText: 'Impressionism week' });
  await expect(figures.getByRole('cell')).toHaveText(['Running', /–/, '1', '1', '15', '135 / 150']);
  // The same figures by day: today heads the table (newest first), and the CSV downloads them.
  await test.step('the portal by day and its CSV', async () => {
    const byDay = page.getByRole('table', { name: /^All campaigns by day/ });
    await expect(byDay.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '1',
      /^\d+$/,
      '1',
      '15',
      '135',
    ]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the figures (CSV)' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '"day","campaign_id","campaign","reach","views","completions","bonus_points_paid","budget_left"',
    );
    expect(csv).toMatch(/"Impressionism week","1","\d+","1","15","135"/);
  });

  // The owner proposes a campaign on another seeded quiz, starting in a week (so it pays no bonus to other specs'
  // members while it exists), staff approve and fund it, and the portal shows it approved.
  await test.step('the owner proposes a campaign and staff approve it', async () => {
    await page.getByRole('button', { name: 'Write a proposal' }).click();
    const proposal = page.getByRole('form', { name: 'Campaign proposal' });
    await proposal.getByLabel('Campaign title').fill('World art month');
    await proposal.getByLabel('Find a published activity by title').fill('Art around');
    await proposal.getByRole('button', { name: 'Attach Art around the world' }).click();
    await proposal.getByLabel('Starts').fill(localInput(7));
    await proposal.getByLabel('Bonus points per completion').fill('10');
    await proposal.getByLabel('Points budget you ask for').fill('100');
    await expectNoSeriousViolations(page, '/partner with the proposal form');
    await proposal.getByRole('button', { name: 'Send the proposal' }).click();
    await expect(page.getByText(/Your proposal “World art month” was sent/)).toBeFocused();
    const proposed = page.getByRole('row').filter({ hasText: 'World art month' });
    await expect(proposed.getByRole('cell').first()).toHaveText(
      "Proposed Waiting for our team's review: no bonus is paid until it is approved.",
    );
    await expect(proposed).toContainText('100 asked for');
    await staff.reload();
    await staff.getByRole('button', { name: `Campaigns of ${organisation}` }).click();
    // The row shows "100 / 100" before the answer too: wait for the approval itself before the owner reloads.
    const approval = staff.waitForResponse(
      (response) => response.url().endsWith('/approve') && response.request().method() === 'POST',
    );
    await staff.getByRole('button', { name: 'Approve and fund World art month' }).click();
    expect((await approval).status()).toBe(200);
    await expect(staff.getByRole('row').filter({ hasText: 'World art month' })).toContainText('100 / 100');
    await page.reload();
    await expect(proposed).toContainText('Approved, starts');
    await expect(proposed).toContainText('100 / 100');
  });

  // A reader in Arabic from the first visit (their own browser, a phone 390 px wide): the portal with its proposal
  // form and the apply page, right to left.
  const arabic = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await arabic.addInitScript(() => {
    window.localStorage.setItem('streamit.language', 'ar');
  });
  await useSession(arabic, await logInMember(request, member));
  await arabic.goto('/partner');
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByText('الحالة: نشط')).toBeVisible();
  await expectNoSeriousViolations(arabic, '/partner in Arabic');
  await arabic.getByRole('button', { name: 'اكتب اقتراحًا' }).click();
  await expect(arabic.getByRole('form', { name: 'اقتراح حملة' })).toBeVisible();
  await expectNoSeriousViolations(arabic, '/partner proposal form in Arabic at 390 px');
  const overflow = await arabic.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The invitation page, as a signed-in member would open a link (the token is only judged when accepted).
  await test.step('the invitation page in Arabic', async () => {
    await arabic.goto('/partner/join?token=stc_e2e_not_a_real_invitation_token');
    await expect(arabic.getByRole('button', { name: 'قبول الدعوة' })).toBeVisible();
    await expectNoSeriousViolations(arabic, '/partner/join in Arabic');
  });
  await arabic.goto('/partners/apply');
  await expect(arabic.getByText('مقبول')).toBeVisible();
  await expectNoSeriousViolations(arabic, '/partners/apply in Arabic');

  // Suspending the partner hides the bonus at once; cancelling ends the campaign (the quiz is free again).
  await staff.getByLabel(`Reason for ${organisation}`).fill('Invoice overdue');
  await staff.getByRole('button', { name: `Suspend ${organisation}` }).click();
  await expect(staff.getByRole('button', { name: `Activate ${organisation}` })).toBeVisible();
  await Promise.all([player.waitForResponse(/\/partners\/sponsorships/), player.reload()]);
  await expect(player.getByRole('heading', { level: 1, name: 'Impressionism and after' })).toBeVisible();
  await expect(presented).toHaveCount(0);
  await staff.getByLabel(`Reason for ${organisation}`).fill('Ended the partnership');
  await staff.getByRole('button', { name: `Cancel ${organisation}` }).click();
  await expect(staff.getByRole('row').filter({ hasText: organisation }).getByText('Cancelled')).toBeVisible();

  // Staff read the campaign screen in Arabic too.
  await staff.evaluate(() => {
    window.localStorage.setItem('streamit.language', 'ar');
  });
  await staff.reload();
  await staff.getByRole('button', { name: `حملات ${organisation}` }).click();
  await expect(staff.getByRole('rowheader', { name: 'Impressionism week' })).toBeVisible();
  await expectNoSeriousViolations(staff, '/admin/partners campaigns in Arabic');
  // Contexts made with browser.newContext() outlive the test in this worker's browser unless closed.
  for (const other of [staff, player, arabic]) await other.context().close();
});
