import { expect, test } from '@playwright/test';
import { DEMO_MEMBER_PASSWORD } from '../support/accounts.js';

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

    // The session is revoked behind the page's back, as "sign out all other sessions" elsewhere would.
    const token = await page.evaluate(() => window.localStorage.getItem('streamit.token'));
    const revoked = await request.post('/api/v1/auth/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.status()).toBe(200);

    // The first member request after the revocation is refused. A reload asks the server again for everything
    // the page shows (a client-side move may be answered from the page's cache and send nothing).
    let reloaded = false;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) reloaded = true;
    });
    const refused = page.waitForResponse(
      (response) => reloaded && response.url().includes('/api/v1/') && response.status() === 401,
    );
    await page.reload();
    expect((await refused).status()).toBe(401);
    const refusedAt = Date.now();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('streamit.token'))).toBeNull();
    await page.waitForURL(/\/auth\/login$/, { timeout: 5_000 });
    expect(Date.now() - refusedAt).toBeGreaterThanOrEqual(700);
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  });
});
