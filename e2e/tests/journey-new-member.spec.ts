import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { waitForEmailMatch } from '../support/mailbox.js';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { walkKeyScreens } from '../support/journey.js';
import { useSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';
import { waitForPlayableVideo } from '../support/video.js';

// Issue 26, the new member's journey to its last step: what a guest is offered on a watch page, the sign-up
// form's errors, the first dashboard, and where the wallet's exchange and the social tasks are.

const PASSWORD = 'a lantern over the harbour';

/** A seeded demo video (they pay points), once the server has transcoded it; with its reward as the API says. */
async function findRewardedVideo(request: APIRequestContext): Promise<{ id: string; pointsReward: number }> {
  const ready = await waitForPlayableVideo(request);
  const video = (await (await request.get(`/api/v1/activities/${ready.id}`)).json()) as {
    id: string;
    pointsReward: number;
  };
  expect(video.pointsReward).toBeGreaterThan(0);
  return video;
}

/** The first field a form scrolls to sits below the sticky header, inside the viewport. */
async function expectBelowHeader(page: Page, field: Locator): Promise<void> {
  // Polled: the form scrolls smoothly, so the field may still be moving when first measured.
  await expect
    .poll(async () => {
      const header = await page.locator('.site-header').first().boundingBox();
      const box = await field.boundingBox();
      if (!box || !header) return -1;
      return box.y - (header.y + header.height - 1);
    })
    .toBeGreaterThanOrEqual(0);
  const box = await field.boundingBox();
  expect(box?.y ?? Infinity).toBeLessThan(page.viewportSize()?.height ?? 0);
}

test.describe('a new member, to the last step', () => {
  test('English at 1440 px: invited on a watch page, signs up, verifies, is welcomed and finds exchange and social tasks', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const video = await findRewardedVideo(request);
    await page.goto(`/activities/${video.id}`);
    const invitation = page.getByTestId('guest-earn-invitation');
    await expect(invitation).toContainText('Members earn points for watching');
    await expect(invitation).toContainText(`at least 80% of this video earns ${video.pointsReward}`);
    await expect(invitation.getByRole('link', { name: 'Sign up free' })).toBeVisible();

    await invitation.getByRole('link', { name: 'Sign up free' }).click();
    const form = page.getByRole('form', { name: 'Create your account' });
    await page.mouse.wheel(0, 2000);
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(form.getByText('Type your password again to confirm it.')).toBeVisible();
    await expect(form.getByLabel('Email')).toBeFocused();
    await expectBelowHeader(page, form.getByLabel('Email'));
    await expectNoSeriousViolations(page, '/auth/sign-up with errors');

    const email = `journey.${Date.now()}@streamit.test`;
    await form.getByLabel('First name').fill('Noura');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign up' }).click();
    const verify = page.getByRole('form', { name: 'Verify your email' });
    await expect(verify).toBeVisible({ timeout: 45_000 });
    // A wrong code first: its error must not follow the member to the dashboard.
    await verify.getByLabel('Verification code').fill('000000');
    await verify.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    const code = await waitForEmailMatch(email, /(?:Verification code|رمز التحقق): (\d+)/);
    await verify.getByLabel('Verification code').fill(code);
    await verify.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

    await page.goto('/auth/login');
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome, Noura!')).toBeVisible();
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);
    await expect(page.locator('.si-toast[data-kind="validation"]')).toHaveCount(0);

    await page.goto('/wallet');
    const exchange = page
      .getByRole('heading', { level: 2 })
      .filter({ hasText: /exchange/i })
      .first();
    await expect(exchange).toBeVisible();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    const exchangeAt = headings.findIndex((text) => /exchange/i.test(text));
    expect(exchangeAt, headings.join(' | ')).toBeLessThanOrEqual(2);

    await page.goto('/watch-to-earn');
    await page.getByTestId('social-tasks-jump').getByRole('link', { name: 'See the social tasks' }).click();
    await expect(page.getByRole('heading', { name: 'Social tasks', level: 2 })).toBeInViewport();
    await expectNoSeriousViolations(page, '/watch-to-earn');
  });

  test('Arabic at 390 px: the invitation, the sign-up errors and the social tasks read right to left', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    const video = await findRewardedVideo(request);
    await page.goto(`/activities/${video.id}`);
    const invitation = page.getByTestId('guest-earn-invitation');
    await expect(invitation).toContainText('يكسب الأعضاء نقاطًا مقابل المشاهدة');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectNoSeriousViolations(page, 'watch page, guest, Arabic, 390 px');

    await page.goto('/auth/sign-up');
    const form = page.getByRole('form', { name: 'أنشئ حسابك' });
    await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(form.getByText('اكتب كلمة المرور مرة أخرى لتأكيدها.')).toBeVisible();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);

    const member = await registerVerifiedMember(request, 'journeyar', { firstName: 'ليلى', lastName: 'ك' });
    await useSession(page, await logInMember(request, member));
    await page.goto('/watch-to-earn');
    await page.getByTestId('social-tasks-jump').getByRole('link', { name: 'اعرض المهام الاجتماعية' }).click();
    await expect(page.getByRole('heading', { name: 'المهام الاجتماعية', level: 2 })).toBeInViewport();
    await page.goto('/wallet');
    await expect(page.locator('body')).not.toContainText('رمز المصادقة');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, '/wallet, Arabic, 390 px');
    await page.screenshot({ path: test.info().outputPath('new-member-last-screen.png'), fullPage: true });
  });

  test('the key screens in English at 390 px and in Arabic at 1440 px', async ({ page, request }) => {
    // Every screen twice (two widths, two languages) with an axe scan each: 45–50 s on a quiet 2-core machine.
    test.slow();
    await walkKeyScreens(page, [{ path: '/auth/sign-up' }]);
    const member = await registerVerifiedMember(request, 'journeypairs', {
      firstName: 'Noura',
      lastName: 'P',
    });
    await useSession(page, await logInMember(request, member));
    await walkKeyScreens(page, [{ path: '/dashboard' }, { path: '/wallet' }, { path: '/watch-to-earn' }]);
  });
});
