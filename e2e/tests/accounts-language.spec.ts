import { expect, test } from '@playwright/test';

// Decision 060: the server words its refusals in the interface language the web names on each call.
test.describe("server refusals in the reader's language", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a wrong password in Arabic is refused in Arabic, and in English in English', async ({ page }) => {
    await page.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'ar');
    });
    await page.goto('/auth/login');
    const form = page.getByRole('form', { name: 'تسجيل الدخول' });
    await form.getByLabel('البريد الإلكتروني', { exact: true }).fill('nobody.ar@streamit.test');
    await form.getByLabel('كلمة المرور', { exact: true }).fill('not the password at all');
    await form.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(form.getByRole('alert')).toHaveText('البريد الإلكتروني أو كلمة المرور غير صحيحة.');

    // Init scripts run in order on every load: this one, added last, wins.
    await page.addInitScript(() => {
      window.localStorage.setItem('streamit.language', 'en');
    });
    await page.reload();
    const english = page.getByRole('form', { name: 'Log in' });
    await english.getByLabel('Email', { exact: true }).fill('nobody.en@streamit.test');
    await english.getByLabel('Password', { exact: true }).fill('not the password at all');
    await english.getByRole('button', { name: 'Log in' }).click();
    await expect(english.getByRole('alert')).toHaveText('Invalid email or password');
  });
});
