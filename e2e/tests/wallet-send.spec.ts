import { expect, test } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { useSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';

// Anvil's second dev account: any address the member does not own will do.
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

test.describe('wallet send', () => {
  test('a member receives the welcome tokens, sends ARTFI to an address after confirming the password, and the balance drops', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const member = await registerVerifiedMember(page.request, 'payer', {
      firstName: 'Omar',
      lastName: 'Haddad',
    });
    await useSession(page, await logInMember(page.request, member));

    await page.goto('/wallet');
    await expect(page.getByTestId('wallet-welcome-tokens')).toContainText('10 ARTFI as a welcome gift');
    await page.getByRole('button', { name: 'Create my wallet' }).click();
    await expect(page.getByTestId('wallet-address-value')).toHaveText(/^0x[0-9a-fA-F]{40}$/, {
      timeout: 15_000,
    });
    // The grant job pays the welcome tokens from the treasury on the local chain.
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('wallet-welcome-tokens')).toContainText('was paid', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByTestId('wallet-token-balance')).toHaveText('10');

    const send = page.getByTestId('wallet-send');
    await send.getByLabel('Recipient address').fill(RECIPIENT);
    await send.getByLabel('Amount (ARTFI)').fill('2.5');
    await send.getByRole('button', { name: 'Review send' }).click();
    await expect(send.getByTestId('wallet-send-review')).toContainText(`Send 2.5 ARTFI to ${RECIPIENT}.`);
    await expectNoSeriousViolations(page, '/wallet reviewing a send');
    await send.getByRole('button', { name: 'Confirm and send' }).click();
    const stepUp = send.getByRole('group', { name: 'Confirm it is you' });
    await expect(stepUp.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    await expect(send.getByTestId('wallet-send-result')).toContainText('2.5 ARTFI sent.', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('wallet-token-balance')).toHaveText('7.5');

    await page.evaluate(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    await page.reload();
    await expect(page.getByTestId('wallet-send')).toBeVisible();
    await expectNoSeriousViolations(page, '/wallet with the send form in Arabic');
  });
});
