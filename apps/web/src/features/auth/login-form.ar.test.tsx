import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { serveAuthRoutes, openAuthPage } from './auth-test-support';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('login form in Arabic', { timeout: 15_000 }, () => {
  it('labels the fields and reports errors in Arabic, right to left', async () => {
    serveAuthRoutes();
    await i18n.changeLanguage('ar');
    openAuthPage('/auth/login');
    const form = await screen.findByRole('form', { name: 'تسجيل الدخول' });
    await userEvent.click(within(form).getByRole('button', { name: 'تسجيل الدخول' }));

    await within(form).findByText('أدخل كلمة المرور.');
    expect(within(form).getByLabelText('البريد الإلكتروني').getAttribute('aria-invalid')).toBe('true');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
  });
});
