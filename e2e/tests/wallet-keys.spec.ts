import { expect, test } from '@playwright/test';
import { logInMember, registerVerifiedMember } from '../support/new-member.js';
import { useSession } from '../support/sessions.js';
import { expectNoSeriousViolations } from '../support/shell.js';

test.describe('wallet keys', () => {
  test('a member creates a wallet by keyboard, reveals its key after confirming the password, signs, and the page passes axe in English and Arabic', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const member = await registerVerifiedMember(page.request, 'wallet', {
      firstName: 'Salma',
      lastName: 'Keys',
    });
    await useSession(page, await logInMember(page.request, member));

    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'Crypto Wallet' })).toBeVisible();
    await expect(page.getByTestId('wallet-link')).toContainText('No browser wallet was found');
    await expectNoSeriousViolations(page, '/wallet without a wallet');

    await page.getByRole('button', { name: 'Create my wallet' }).focus();
    await page.keyboard.press('Enter');
    const address = page.getByTestId('wallet-address-value');
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 15_000 });
    await expect(page.getByRole('img', { name: 'QR code of the wallet address' })).toBeVisible();

    const reveal = page.getByTestId('wallet-reveal');
    await reveal.getByRole('button', { name: 'Reveal private key' }).click();
    const stepUp = reveal.getByRole('group', { name: 'Confirm it is you' });
    await expect(stepUp.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(member.password);
    await page.keyboard.press('Enter');
    const secret = reveal.getByTestId('wallet-revealed-secret');
    await expect(secret).toContainText(/0x[0-9a-f]{64}/, { timeout: 15_000 });
    await expectNoSeriousViolations(page, '/wallet with a revealed key');
    await secret.getByRole('button', { name: 'Hide now' }).click();
    await expect(secret).toHaveCount(0);
    // Browser storage keeps public data only (ARCHITECTURE.md §6).
    const stored = await page.evaluate(() =>
      [window.localStorage, window.sessionStorage]
        .flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key) ?? ''))
        .join('\n'),
    );
    expect(stored).not.toMatch(/[0-9a-f]{64}/);

    const sign = page.getByTestId('wallet-sign');
    await sign.getByLabel('Message', { exact: true }).fill('gm from the e2e test');
    await sign.getByRole('button', { name: 'Sign message' }).click();
    await expect(sign.getByTestId('wallet-signature')).toHaveText(/^0x[0-9a-f]{130}$/);

    await page.evaluate(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    await page.reload();
    await expect(page.getByTestId('wallet-reveal')).toBeVisible();
    await expectNoSeriousViolations(page, '/wallet in Arabic');
  });
});
