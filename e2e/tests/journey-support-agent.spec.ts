import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';
import { walkKeyScreens } from '../support/journey.js';
import { expectNoSeriousViolations } from '../support/shell.js';

// A real 1×1 PNG: the server decides the type by content, so the bytes must be an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** What each language shows at each step of the journey. */
const WORDS = {
  en: {
    form: {
      category: 'Category',
      subject: 'Subject',
      message: 'Message',
      files: 'Attachments',
      send: 'Send ticket',
    },
    all: 'All',
    firstResponse: 'First response',
    due: 'Due in',
    assign: 'Assign to me',
    assignedToYou: 'Assigned to you',
    reply: 'Reply or note',
    send: 'Send reply',
    open: 'Open',
    waiting: 'Waiting for the member',
  },
  ar: {
    form: {
      category: 'الفئة',
      subject: 'الموضوع',
      message: 'الرسالة',
      files: 'المرفقات',
      send: 'إرسال التذكرة',
    },
    all: 'الكل',
    firstResponse: 'الرد الأول',
    due: 'مستحق',
    assign: 'أسندها إليّ',
    assignedToYou: 'مسندة إليك',
    reply: 'رد أو ملاحظة',
    send: 'إرسال الرد',
    open: 'مفتوحة',
    waiting: 'بانتظار رد العضو',
  },
} as const;

/** Opens an attachment button and returns the bytes the browser downloaded through the signed link. */
async function downloadAttachment(page: Page, name: string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  expect(download.url()).toMatch(/\/api\/v1\/files\/support-attachment\/[^?]+\?viewer=/);
  return readFile(await download.path());
}

/** The member opens a ticket with one attachment on /support and goes to it. */
async function openTicketOnPage(
  page: Page,
  words: (typeof WORDS)[keyof typeof WORDS],
  subject: string,
  file: string,
) {
  await page.goto('/support');
  await page.getByLabel(words.form.category).selectOption('TECHNICAL', { timeout: 15_000 });
  await page.getByLabel(words.form.subject).fill(subject);
  await page.getByLabel(words.form.message).fill('The player stops after a minute; see the screenshot.');
  await page.getByLabel(words.form.files).setInputFiles({ name: file, mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: words.form.send }).click();
  await page.getByRole('link', { name: subject }).click();
}

for (const [lang, width] of [
  ['en', 1440],
  ['ar', 390],
] as const) {
  test(`a support agent finishes a ticket with an attachment (${lang}, ${width} px)`, async ({ page }) => {
    test.setTimeout(60_000);
    const words = WORDS[lang];
    await page.setViewportSize({ width, height: 900 });
    const names = { firstName: 'Rania', lastName: lang === 'en' ? 'Saleh' : 'Qasim' };
    const member = await registerVerifiedMember(page.request, `deskjourney${lang}`, names);
    const session = await logInMember(page.request, member);
    const admin = await signInNewAdmin(page.request, 'ADMIN');
    const subject = `Player stops ${lang} ${Date.now()}`;
    const file = `screen-${lang}.png`;

    await page.goto('/about');
    await page.evaluate((value) => {
      localStorage.setItem('streamit.language', value);
    }, lang);
    await useSession(page, session);
    await openTicketOnPage(page, words, subject, file);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('button', { name: file })).toBeVisible({ timeout: 15_000 });
    expect((await downloadAttachment(page, file)).equals(PNG)).toBe(true);
    await expectNoSeriousViolations(page, `/support/tickets/:id (${lang}, ${width})`);

    await useSession(page, admin);
    await page.goto('/admin/support');
    await page.getByRole('button', { name: words.all, exact: true }).click({ timeout: 15_000 });
    await page.getByRole('button', { name: new RegExp(subject) }).click();
    const context = page.getByTestId('member-context');
    await expect(context).toContainText(`Rania ${names.lastName}`);
    await expect(context).toContainText(member.email);
    await expect(page.getByTestId('desk-sla')).toContainText(words.firstResponse);
    await expect(page.getByTestId('desk-sla')).toContainText(words.due);
    await expect(page.getByTestId('desk-ticket-status')).toContainText(words.open);
    expect((await downloadAttachment(page, file)).equals(PNG)).toBe(true);
    await expectNoSeriousViolations(page, `/admin/support ticket (${lang}, ${width})`);

    await page.getByRole('button', { name: words.assign }).click();
    await expect(page.getByTestId('desk-assignee')).toContainText(
      `${words.assignedToYou} (${admin.admin.name})`,
    );
    await page.getByLabel(words.reply).fill('Thanks, which browser do you use?');
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByTestId('desk-ticket-status')).toContainText(words.waiting);
    await expect(page.getByText('Thanks, which browser do you use?')).toBeVisible();
    if (lang === 'ar')
      await page.screenshot({
        path: test.info().outputPath('support-agent-last-screen.png'),
        fullPage: true,
      });
  });
}

test('the member’s and the agent’s key screens in English at 390 px and in Arabic at 1440 px', async ({
  page,
}) => {
  // Every screen twice (two widths, two languages) with an axe scan each: 45–50 s on a quiet 2-core machine.
  test.slow();
  const member = await registerVerifiedMember(page.request, 'deskpairs', {
    firstName: 'Rania',
    lastName: 'P',
  });
  await useSession(page, await logInMember(page.request, member));
  await useSession(page, await signInNewAdmin(page.request, 'ADMIN'));
  await walkKeyScreens(page, [{ path: '/support' }, { path: '/admin/support' }]);
});
