import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';

const CHALLENGE = {
  email: 'new.admin@staff.test',
  name: 'New Admin',
  otpauthUrl: 'otpauth://totp/StreamIt:new.admin@staff.test?secret=JBSWY3DPEHPK3PXP&issuer=StreamIt',
  secret: 'JBSWY3DPEHPK3PXP',
  expiresAt: '2026-11-28T00:00:00.000Z',
};

afterEach(() => {
  window.location.hash = '';
});

describe('the admin setup-link page', () => {
  it('opens the link, checks the passwords match, then sends password, code and token', async () => {
    window.location.hash = '#token=setup-token-123';
    const network = installFakeFetch(
      respondByPath({
        '/api/v1/auth/admin/setup/start': respondJson(200, CHALLENGE),
        '/api/v1/auth/admin/setup': respondError(
          400,
          'ADMIN_TOTP_CODE_INVALID',
          'Invalid authenticator code',
        ),
      }),
    );
    renderApp('/admin/setup');
    const user = userEvent.setup();
    await screen.findByText(CHALLENGE.secret);
    const started = network.requests.find((request) => request.url.endsWith('/setup/start'));
    expect(readJsonBody(started)).toEqual({ setupToken: 'setup-token-123' });
    await user.type(screen.getByLabelText('Password'), 'long enough pass');
    await user.type(screen.getByLabelText('Repeat the password'), 'another one');
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Finish setup and sign in' }));
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    await user.clear(screen.getByLabelText('Repeat the password'));
    await user.type(screen.getByLabelText('Repeat the password'), 'long enough pass');
    await user.click(screen.getByRole('button', { name: 'Finish setup and sign in' }));
    expect((await screen.findAllByText('Invalid authenticator code')).length).toBeGreaterThan(0);
    await waitFor(() => {
      const sent = network.requests.find((request) => request.url.endsWith('/auth/admin/setup'));
      expect(readJsonBody(sent)).toEqual({
        setupToken: 'setup-token-123',
        password: 'long enough pass',
        totpCode: '123456',
      });
    });
  });

  it('says so when the link no longer works', async () => {
    window.location.hash = '#token=used-token';
    installFakeFetch(
      respondByPath({
        '/api/v1/auth/admin/setup/start': respondError(
          400,
          'ADMIN_SETUP_TOKEN_INVALID',
          'Invalid or expired setup link',
        ),
      }),
    );
    renderApp('/admin/setup');
    await screen.findByText('This setup link does not work');
  });
});
