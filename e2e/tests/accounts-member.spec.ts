import { expect, test, type Page } from '@playwright/test';
import { totpCode, unusedTotpCode } from '../support/accounts.js';
import { waitForEmailMatch } from '../support/mailbox.js';

const PASSWORD = 'a quiet museum at dawn';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
}

test.describe('member accounts in the browser', () => {
  test('sign up with the captcha, verify by the emailed code, log in, turn on 2FA, log in again with TOTP', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `e2e.${Date.now()}@streamit.test`;

    await page.goto('/auth/sign-up');
    const signUp = page.getByRole('form', { name: 'Create your account' });
    await signUp.getByLabel('First name').fill('Lina');
    await signUp.getByLabel('Display name').fill('linaH');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUp.getByLabel('Confirm password').fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Sign up' }).click();

    const verify = page.getByRole('form', { name: 'Verify your email' });
    await expect(verify).toBeVisible({ timeout: 60_000 });
    await expect(verify.getByLabel('Email')).toHaveValue(email);
    const code = await waitForEmailMatch(email, /Verification code: (\d+)/);
    await verify.getByLabel('Verification code').fill(code);
    await verify.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-tier')).toBeVisible();
    await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
    // The browser keeps the chosen display name, never the address or the legal name (ASVS V14.3.3).
    const stored = await page.evaluate(() => window.localStorage.getItem('streamit.user'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ displayName: 'linaH', email: null, firstName: null });

    await page.getByRole('link', { name: 'Manage my account' }).click();
    await expect(page).toHaveURL(/\/merchandise\/account$/);
    const twoFactor = page.getByTestId('account-two-factor');
    await twoFactor.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const secret = (await twoFactor.getByTestId('two-factor-secret').textContent()) ?? '';
    await expect(twoFactor.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await twoFactor.getByLabel('Authentication code').fill(await totpCode(secret));
    await twoFactor.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(twoFactor.getByTestId('recovery-codes').getByRole('listitem')).not.toHaveCount(0);

    await page.getByRole('button', { name: 'My StreamIt' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('streamit.token'))).toBeNull();

    await logIn(page, email, PASSWORD);
    const step = page.getByRole('form', { name: 'Two-factor authentication' });
    // The enabling code used this half-minute's step; the server takes only the current step, never one twice.
    await step.getByLabel('Authentication code').fill(await unusedTotpCode(secret));
    await step.getByRole('button', { name: 'Verify and log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();
  });
});
