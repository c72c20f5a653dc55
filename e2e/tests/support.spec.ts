import { expect, test, type Page } from '@playwright/test';
import { waitForEmailMatch } from '../support/mailbox.js';
import { logInMember, registerVerifiedMember, solveCaptcha } from '../support/new-member.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';

// A real 1×1 PNG: the server decides the type by content, so the bytes must be an image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The number of ratings the desk's stats line counts. */
async function ratedCount(page: Page): Promise<number> {
  const stats = page.getByTestId('desk-stats');
  await expect(stats).toBeVisible({ timeout: 15_000 });
  return Number(/from (\d+) ratings?/.exec((await stats.textContent()) ?? '')?.[1] ?? 0);
}

test.describe('support desk', () => {
  test('a member opens a ticket with an attachment, an agent replies, the member is emailed, replies, the agent resolves, the member rates and the stats move', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const names = { firstName: 'Huda', lastName: 'Haddad' };
    const member = await registerVerifiedMember(page.request, 'support', names);
    const memberSession = await logInMember(page.request, member);
    const admin = await signInNewAdmin(page.request, 'ADMIN');
    const subject = `Points missing ${Date.now()}`;

    await useSession(page, admin);
    await page.goto('/admin/support');
    const ratedBefore = await ratedCount(page);

    await useSession(page, memberSession);
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'Open a ticket' })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, '/support');
    await page.getByLabel('Category').selectOption('POINTS');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('I watched a whole film yesterday and got no points.');
    await page
      .getByLabel('Attachments')
      .setInputFiles({ name: 'screenshot.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Send ticket' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Ticket #\d+ is open/ })).toBeVisible();
    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('button', { name: 'screenshot.png' })).toBeVisible();
    const ticketUrl = page.url();
    await expectNoSeriousViolations(page, '/support/tickets/:id');

    await useSession(page, admin);
    await page.goto('/admin/support');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(subject) }).click();
    await expect(page.getByTestId('member-context')).toBeVisible();
    await expectNoSeriousViolations(page, '/admin/support');
    await page.getByLabel('Reply or note').fill('Which film was it? We will add the points.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    const replied = await waitForEmailMatch(member.email, /(Which film was it\?)/);
    expect(replied).toBe('Which film was it?');

    await useSession(page, memberSession);
    await page.goto(ticketUrl);
    await expect(page.getByText('Which film was it? We will add the points.')).toBeVisible({
      timeout: 15_000,
    });
    await page.getByLabel('Your reply').fill('The one about calligraphy.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('The one about calligraphy.')).toBeVisible();

    await useSession(page, admin);
    await page.goto('/admin/support');
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(subject) }).click();
    await page.getByRole('button', { name: 'Mark as resolved' }).click();
    await expect(page.getByTestId('desk-ticket-status')).toContainText('Resolved');

    await useSession(page, memberSession);
    await page.goto(ticketUrl);
    await page.getByLabel('Your rating (1 to 5)').selectOption('5');
    await page.getByLabel('Comment (optional)').fill('Quick and kind.');
    await page.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.getByText('You rated this ticket 5 of 5. Thank you!')).toBeVisible();

    await useSession(page, admin);
    await page.goto('/admin/support');
    await expect.poll(() => ratedCount(page)).toBe(ratedBefore + 1);
  });

  test('the contact inbox opens a message, answers it by email from the desk and closes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const subject = `Certificate of my visit ${Date.now()}`;
    const email = `contact-${Date.now()}@example.test`;
    const [sent, admin] = await Promise.all([
      solveCaptcha(request).then((captchaToken) =>
        request.post('/api/v1/contact/messages', {
          data: {
            name: 'Rania',
            email,
            topic: 'general',
            subject,
            message: 'Can I have a certificate?',
            captchaToken,
          },
        }),
      ),
      signInNewAdmin(request, 'ADMIN'),
    ]);
    expect(sent.status(), await sent.text()).toBe(202);
    await useSession(page, admin);
    await page.goto('/admin/contact-messages');
    await page.getByRole('button', { name: `Open “${subject}”` }).click();
    await expectNoSeriousViolations(page, '/admin/contact-messages');
    await page.getByRole('link', { name: 'Reply by email on the desk' }).click();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('button', { name: new RegExp(subject) }).click();
    await page.getByLabel('Reply or note').fill('Yes: your certificate is attached to your account.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    expect(await waitForEmailMatch(email, /(your certificate is attached)/)).toBe(
      'your certificate is attached',
    );
    await page.goto('/admin/contact-messages');
    await page.getByRole('button', { name: `Open “${subject}”` }).click();
    await page.getByRole('button', { name: 'Close as answered' }).click();
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
  });

  test('the support screens and the contact inbox read right to left in Arabic with no serious axe findings', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const member = await registerVerifiedMember(page.request, 'supportar', {
      firstName: 'Omar',
      lastName: 'Ar',
    });
    await useSession(page, await logInMember(page.request, member));
    await page.goto('/support');
    await page.getByRole('button', { name: 'العربية' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'فتح تذكرة' })).toBeVisible({ timeout: 15_000 });
    await expectNoSeriousViolations(page, '/support in Arabic');
    await useSession(page, await signInNewAdmin(page.request, 'ADMIN'));
    await page.goto('/admin/support');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'مكتب الدعم', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expectNoSeriousViolations(page, '/admin/support in Arabic');
    await page.goto('/admin/contact-messages');
    await expect(page.getByRole('heading', { name: 'رسائل التواصل', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expectNoSeriousViolations(page, '/admin/contact-messages in Arabic');
  });
});
