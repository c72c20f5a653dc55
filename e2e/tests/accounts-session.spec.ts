import { expect, test } from '@playwright/test';
import { DEMO_MEMBER_PASSWORD } from '../support/accounts.js';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { useSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';

test.describe('a session that stops working', () => {
  test('a 401 during use clears the session and returns to /auth/login after about a second', async ({
    page,
    request,
  }) => {
    await page.goto('/auth/login');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email').fill('member@streamit.local');
    await form.getByLabel('Password').fill(DEMO_MEMBER_PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-tier')).toBeVisible();
    // Let the dashboard's own reads finish first: one still on its way when the session is revoked would meet the
    // 401 on the old page, whose pending redirect the reload below then cancels.
    await page.waitForLoadState('networkidle');

    // From here until the reload, the old page's own requests never reach the server: a late read refused there
    // would clear the session before the reload, and the new page would then have nothing to be refused (seen on a
    // loaded machine).
    await page.route('**/api/v1/**', (route) => route.abort());

    // The session is revoked behind the page's back, as "sign out all other sessions" elsewhere would.
    const token = await page.evaluate(() => window.localStorage.getItem('streamit.token'));
    const revoked = await request.post('/api/v1/auth/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(200);

    // The first member request after the revocation is refused. A reload asks the server again for everything
    // the page shows (a client-side move may be answered from the page's cache and send nothing). The old page's
    // requests never reached the server, so every refusal seen is the new page's; the browser may report them
    // before or after the navigation itself, so none is told apart by order.
    const refusals: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/') && response.status() === 401) refusals.push(response.url());
    });
    await page.unroute('**/api/v1/**');
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('streamit.token')), { intervals: [25] })
      .toBeNull();
    const clearedAt = Date.now();
    // Two rules may move the page, and both end on the sign-in form: the 401 rule a second after the refusal
    // (spec §8), or, when the refusal lands before the reloaded route has loaded (a slow machine), the member-only
    // route's guard at once, keeping where the member was going.
    await expect(page).toHaveURL(/\/auth\/login(\?redirect=%2Fdashboard)?$/, { timeout: 5_000 });
    if (new URL(page.url()).search === '') expect(Date.now() - clearedAt).toBeGreaterThanOrEqual(700);
    expect(refusals.length).toBeGreaterThan(0);
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  });
});

// Decision 080 (ASVS V7.5.2): ending sessions asks for the password again, in a dialog, in the reader's language.
test.describe('ending other sessions', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('in Arabic, a dialog asks for the password first, then the other session ends', async ({
    page,
    request,
  }) => {
    const member = await registerVerifiedMember(request, 'reauth', { firstName: 'Rania', lastName: 'Saleh' });
    const other = await logInMember(request, member);
    await page.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    await useSession(page, await logInMember(request, member));
    await page.goto('/merchandise/account');
    await page.getByRole('button', { name: 'تسجيل الخروج من جميع الجلسات الأخرى' }).click();
    const dialog = page.getByRole('dialog', { name: 'أكّد هويتك' });
    await expect(dialog).toContainText('ربط طرق تسجيل الدخول وتسجيل الخروج من الجلسات الأخرى');
    // A modal over the page, wholly on screen, wherever the page was scrolled to (its styles travel with it).
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await expectNoSeriousViolations(page, 'the re-authentication dialog in Arabic');
    await dialog.getByLabel('كلمة المرور', { exact: true }).fill(member.password);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'الجلسات التي تم إنهاؤها' })).toBeVisible();
    const refused = await request.get('/api/v1/auth/profile', {
      headers: { authorization: `Bearer ${other.accessToken}` },
    });
    expect(refused.status()).toBe(401);
  });
});
