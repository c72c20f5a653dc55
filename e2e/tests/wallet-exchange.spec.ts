import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { signInNewAdmin, useSession } from '../support/sessions.js';

test.describe('wallet exchange', () => {
  test('a member with points exchanges them, an admin approves, the member sees the tokens and the transaction', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const member = await registerVerifiedMember(request, 'wallet', {
      firstName: 'Salma',
      lastName: 'Exchange',
    });
    const session = await logInMember(request, member);
    const admin = await signInNewAdmin(request, 'ADMIN');
    const grant = await request.post(`/api/v1/admin/users/${session.user.id}/adjust-points`, {
      headers: {
        authorization: `Bearer ${admin.access_token}`,
        'idempotency-key': `e2e-grant-${randomBytes(6).toString('hex')}`,
      },
      data: { amount: 1000, reason: 'Points to exchange in the wallet test' },
    });
    expect(grant.status(), await grant.text()).toBe(200);

    await useSession(page, session);
    await page.goto('/wallet');
    // The custodial wallet the member creates here becomes the payout wallet.
    await page.getByRole('button', { name: 'Create my wallet' }).click();
    await expect(page.getByTestId('wallet-address-value')).toHaveText(/^0x[0-9a-fA-F]{40}$/, {
      timeout: 15_000,
    });
    const points = page.getByTestId('wallet-points-balance');
    // The grant lands on top of the welcome bonus the verification paid.
    await expect(points).toHaveText(/\d/);
    const before = Number((await points.textContent())?.replace(/\D/g, ''));
    expect(before).toBeGreaterThanOrEqual(1000);
    // The first wallet receives the welcome tokens (WELCOME_TOKENS_ARTFI, 10) through the grant job.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('wallet-welcome-tokens')).toContainText('was paid', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('wallet-token-balance')).toHaveText('10');
    await page.getByLabel('Points to exchange').fill('500');
    await expect(page.getByTestId('exchange-preview')).toHaveText('You will receive 5 ARTFI');
    await page.getByRole('button', { name: 'Exchange', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Exchange requested' })).toBeVisible();
    await expect(points).toHaveText(new Intl.NumberFormat('en').format(before - 500));
    await expect(page.getByTestId('exchange-row').first()).toContainText('Waiting for approval');

    const staff = await browser.newPage();
    await useSession(staff, admin);
    await staff.goto('/admin/exchanges');
    const row = staff.getByTestId('admin-exchange-row').filter({ hasText: member.email });
    await row.getByRole('button', { name: 'Approve' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Approve and pay' }).click();
    // The payout job pays on the local chain; the screen shows its status as it moves on.
    await expect(async () => {
      await staff.reload();
      await expect(row).toContainText('Paid', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await staff.close();

    await page.reload();
    await expect(page.getByTestId('wallet-token-balance')).toHaveText('15');
    const paid = page.getByTestId('exchange-row').first();
    await expect(paid).toContainText('Paid');
    await expect(paid.getByTestId('exchange-tx-hash')).toHaveText(/^0x[0-9a-f]{8}…[0-9a-f]{6}$/);
  });
});
