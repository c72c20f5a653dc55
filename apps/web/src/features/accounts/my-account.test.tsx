import { MAX_SESSIONS_PER_MEMBER, STORAGE_KEYS } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { providerRedirect } from '../../lib/provider-link';
import {
  readJsonBody,
  respondError,
  respondJson,
  writeRequests,
  type Responder,
} from '../../test/fake-fetch';
import { i18n } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondProviders } from '../../test/auth-providers';
import { serveAccountPage, respondProfile } from './account-test-support';

function serve(routes: Record<string, Responder>) {
  return serveAccountPage({
    '/api/v1/auth/sessions/active': respondJson(200, { sessions: [] }),
    '/api/v1/auth/devices/history': respondJson(200, { devices: [] }),
    '/api/v1/auth/login-history': respondJson(200, { items: [], page: 1, limit: 20, total: 0 }),
    '/api/v1/auth/security-alerts': respondJson(200, {
      items: [],
      page: 1,
      limit: 20,
      total: 0,
      unread: 0,
    }),
    '/api/v1/auth/security/risk-assessment': respondJson(200, {
      level: 'MEDIUM',
      score: 30,
      reasons: [{ code: 'TWO_FACTOR_OFF', message: 'Two-factor authentication is off.', weight: 30 }],
      recommendations: [],
    }),
    ...routes,
  });
}

async function openAccount() {
  storeMember(makeMember());
  renderApp('/merchandise/account');
  return screen.findByTestId('account-profile', {}, { timeout: 3000 });
}

describe('My Account', { timeout: 15_000 }, () => {
  it('turns on 2FA with the QR code and secret, and shows the recovery codes once', async () => {
    let enabled = false;
    const network = serve({
      '/api/v1/auth/profile-with-providers': (request) =>
        respondProfile({ twoFactorEnabled: enabled })(request),
      '/api/v1/auth/security/2fa/enable': respondJson(200, {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/StreamIt:lina?secret=JBSWY3DPEHPK3PXP',
        qrCodeDataUrl: 'data:image/png;base64,AAAA',
      }),
      '/api/v1/auth/security/2fa/verify': (request) => {
        enabled = true;
        return respondJson(200, { enabled: true, recoveryCodes: ['abcd-efgh', 'ijkl-mnop'] })(request);
      },
    });
    await openAccount();
    const section = screen.getByTestId('account-two-factor');
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on two-factor authentication' }));

    expect((await within(section).findByTestId('two-factor-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(
      within(section).getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('src'),
    ).toBe('data:image/png;base64,AAAA');
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm and turn on' }));
    await within(section).findByText('Enter the code.');

    await userEvent.type(within(section).getByLabelText('Authentication code'), '123456');
    await userEvent.click(within(section).getByRole('button', { name: 'Confirm and turn on' }));
    const codes = await within(section).findByTestId('recovery-codes');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['abcd-efgh', 'ijkl-mnop']);
    const sent = network.requests.find((request) => request.url.endsWith('/2fa/verify'));
    expect(readJsonBody(sent)).toEqual({ code: '123456' });

    await userEvent.click(within(section).getByRole('button', { name: 'I have saved my codes' }));
    await within(section).findByRole('form', { name: 'Turn off two-factor authentication' });
    expect(within(section).queryByTestId('recovery-codes')).toBeNull();
  });

  it('checks the new password inline and shows the server refusing the current one', async () => {
    const network = serve({
      '/api/v1/auth/change-password': respondError(
        400,
        'CURRENT_PASSWORD_INCORRECT',
        'Current password is incorrect',
      ),
    });
    await openAccount();
    const section = screen.getByTestId('account-password');
    await userEvent.type(within(section).getByLabelText('Current password'), 'old passphrase');
    await userEvent.type(within(section).getByLabelText('New password'), 'short');
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    await within(section).findByText('Password must be at least 8 characters long');
    expect(within(section).getByText('Passwords do not match')).toBeTruthy();
    expect(writeRequests(network)).toEqual([]);

    await userEvent.clear(within(section).getByLabelText('New password'));
    await userEvent.type(within(section).getByLabelText('New password'), 'a new long passphrase');
    await userEvent.type(within(section).getByLabelText('Confirm password'), 'a new long passphrase');
    await userEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect((await within(section).findByRole('alert')).textContent).toBe('Current password is incorrect');
  });

  it('offers to set a password on a Google-only account, and shows the unlink rule message', async () => {
    const unlinkMessage =
      'Cannot unlink the only authentication method. Please link another provider or set a password first.';
    serve({
      '/api/v1/auth/profile-with-providers': respondProfile(
        { hasPassword: false, providers: ['google'] },
        {
          email: 'lina@example.com',
          providers: ['google'],
          hasPassword: false,
          hasGoogle: true,
          hasTwitter: false,
        },
      ),
      '/api/v1/auth/unlink-provider/google': respondError(400, 'CANNOT_UNLINK_ONLY_METHOD', unlinkMessage),
    });
    await openAccount();
    expect(screen.getByRole('form', { name: 'Set a password' })).toBeTruthy();
    const providers = screen.getByTestId('account-providers');
    expect(
      within(providers).getByText(
        'A sign-in method can be unlinked only while another one (or a password) remains.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(providers).getByRole('button', { name: 'Unlink' }));
    expect((await within(providers).findByRole('alert')).textContent).toBe(unlinkMessage);
  });

  it('links X from the sign-in methods after the password is confirmed in a dialog', async () => {
    const approval = 'https://x.example/i/oauth2/authorize?state=acct';
    let confirmed = false;
    const { requests } = serve({
      '/api/v1/auth/link-provider/twitter': (request) =>
        confirmed
          ? respondJson(200, { url: approval })(request)
          : respondError(403, 'STEP_UP_REQUIRED', 'Please confirm your password to continue.')(request),
      '/api/v1/wallet/reauth': (request) => {
        confirmed = true;
        return respondJson(200, { stepUpExpiresAt: new Date(Date.now() + 300_000).toISOString() })(request);
      },
    });
    const go = vi.spyOn(providerRedirect, 'go').mockImplementation(() => undefined);
    await openAccount();
    const providers = screen.getByTestId('account-providers');
    const link = within(providers).getByRole('button', { name: 'Link X' });
    // The button waits for the server to say X is configured before it offers the link.
    await waitFor(() => {
      expect(link.hasAttribute('disabled')).toBe(false);
    });
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(go).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'violet-harbour-lantern-42');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => {
      expect(go).toHaveBeenCalledWith(approval);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const reauth = requests.find((request) => request.url.includes('/wallet/reauth'));
    expect(readJsonBody(reauth)).toEqual({ password: 'violet-harbour-lantern-42' });
    const call = requests.find((request) => request.url.includes('/auth/link-provider/twitter'));
    expect(readJsonBody(call)).toEqual({ returnTo: '/merchandise/account' });
    go.mockRestore();
  });

  it('offers no link for a provider the server has not configured, and says why', async () => {
    serve({ '/api/v1/auth/providers': respondProviders({ google: false }) });
    await openAccount();
    const providers = screen.getByTestId('account-providers');
    await within(providers).findByText('Linking Google is not available on this site.');
    expect(within(providers).queryByRole('button', { name: 'Link Google' })).toBeNull();
    expect(within(providers).getByRole('button', { name: 'Link X' })).toBeTruthy();
  });

  it('shows the link result the server sent back in the address', async () => {
    serve({});
    storeMember(makeMember());
    renderApp('/merchandise/account?linked=twitter');
    await screen.findByText('X is now linked to your account.', {}, { timeout: 3000 });
  });

  it('keeps the stored member in step with the loaded profile, so the header shows the new name', async () => {
    serve({ '/api/v1/auth/profile-with-providers': respondProfile({ displayName: 'Lina the Curator' }) });
    await openAccount();
    await waitFor(() => {
      expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.memberUser) ?? '{}')).toMatchObject({
        displayName: 'Lina the Curator',
      });
    });
    await screen.findByRole('button', { name: 'Account menu of Lina the Curator' });
    expect(window.localStorage.getItem(STORAGE_KEYS.memberToken)).toBe('stm_test');
  });

  it('shows the risk level with its reasons, and a suspicious-activity report signs this browser out', async () => {
    serve({
      '/api/v1/auth/security/report-suspicious': respondJson(200, {
        revokedSessions: 2,
        message: 'Every session was signed out. Please log in again and change your password.',
      }),
    });
    await openAccount();
    const section = screen.getByTestId('account-risk');
    expect((await within(section).findByTestId('risk-level')).textContent).toBe('Medium');
    expect(within(section).getByText('Two-factor authentication is off.')).toBeTruthy();

    await userEvent.click(within(section).getByRole('button', { name: 'Report suspicious activity' }));
    await within(section).findByText(/All sessions were signed out/);
    expect(window.localStorage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
  });

  it('says how many sessions stay open and that a sign-in beyond that ends the one used longest ago', async () => {
    serve({});
    await openAccount();
    const limit = `You can have up to ${MAX_SESSIONS_PER_MEMBER} sessions open at once.`;
    await screen.findByText(new RegExp(`^${limit} .*used longest ago`));
    await i18n.changeLanguage('ar');
    await screen.findByText(new RegExp(`${MAX_SESSIONS_PER_MEMBER} جلسات في وقت واحد`));
  });
});
