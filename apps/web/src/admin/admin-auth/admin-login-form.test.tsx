import { STORAGE_KEYS } from '@streamit/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const ADMIN = makeAdmin('SUPER_ADMIN');

function serve(login: Parameters<typeof respondByPath>[0][string]) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/auth/admin/login': login,
      '/api/v1/auth/admin/totp/enroll': respondJson(200, {
        access_token: 'sta_new',
        expiresAt: '2030-01-01T00:00:00.000Z',
        admin: ADMIN,
      }),
    }),
  );
}

async function openAdminLogin() {
  window.history.replaceState(null, '', '/admin/login');
  renderApp('/admin/login');
  return screen.findByRole('form', { name: 'Staff sign-in' }, { timeout: 3000 });
}

async function fill(form: HTMLElement, code = '') {
  await userEvent.type(within(form).getByLabelText('Email'), ADMIN.email);
  await userEvent.type(within(form).getByLabelText('Password'), 'staff passphrase');
  if (code) await userEvent.type(within(form).getByLabelText('Authenticator code'), code);
  await userEvent.click(within(form).getByRole('button', { name: 'Log in to admin' }));
}

describe('admin login', { timeout: 15_000 }, () => {
  it('wants a 6-digit code when one is typed, and sends nothing until it is right', async () => {
    const network = serve(respondJson(200, {}));
    const form = await openAdminLogin();
    await fill(form, '12ab');
    const code = within(form).getByLabelText('Authenticator code');
    await within(form).findByText('Enter the 6-digit code from your authenticator app');
    expect(code.getAttribute('aria-describedby')).toContain('admin-code-error');
    expect(network.requests.some((request) => request.url.includes('/admin/login'))).toBe(false);
  });

  it("shows the server's single answer for any wrong part", async () => {
    serve(respondError(401, 'INVALID_ADMIN_CREDENTIALS', 'Invalid admin credentials'));
    const form = await openAdminLogin();
    await fill(form, '123456');
    expect((await within(form).findByRole('alert')).textContent).toBe('Invalid admin credentials');
  });

  it('walks a first sign-in through authenticator enrollment into admin mode', async () => {
    const network = serve(
      respondJson(200, {
        totpEnrollmentRequired: true,
        enrollmentToken: 'enrollment-token-0123456789',
        otpauthUrl: 'otpauth://totp/StreamIt:super?secret=JBSWY3DPEHPK3PXP',
        secret: 'JBSWY3DPEHPK3PXP',
        expiresAt: '2030-01-01T00:00:00.000Z',
      }),
    );
    const form = await openAdminLogin();
    await fill(form);

    const enroll = await screen.findByRole('form', { name: 'Set up your authenticator' });
    expect(within(enroll).getByTestId('admin-totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    const qr = await within(enroll).findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await userEvent.type(within(enroll).getByLabelText('Authenticator code'), '654321');
    await userEvent.click(within(enroll).getByRole('button', { name: 'Confirm and sign in' }));

    await screen.findByText('ADMIN MODE', {}, { timeout: 3000 });
    expect(window.localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('sta_new');
    const sent = network.requests.find((request) => request.url.endsWith('/totp/enroll'));
    expect(readJsonBody(sent)).toEqual({
      enrollmentToken: 'enrollment-token-0123456789',
      totpCode: '654321',
    });
  });
});
