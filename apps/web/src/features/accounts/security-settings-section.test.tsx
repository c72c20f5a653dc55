import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondJson,
  type Responder,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { respondProviders } from '../../test/auth-providers';
import { respondSiteConfig } from '../../test/site-config';

const SETTINGS = '/api/v1/auth/security/settings';

function serve(settings: Responder) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/auth/providers': respondProviders(),
      '/api/v1/auth/profile-with-providers': respondJson(200, {
        user: makeMember(),
        linkedProviders: {
          email: 'lina@example.com',
          providers: ['email'],
          hasPassword: true,
          hasGoogle: false,
          hasTwitter: false,
        },
      }),
      [SETTINGS]: settings,
    }),
  );
}

describe('the security emails of My Account', { timeout: 15_000 }, () => {
  it('shows the stored choices and saves a switch as soon as it changes', async () => {
    storeMember(makeMember());
    const { requests } = serve((request) =>
      request.method === 'PUT'
        ? respondJson(200, { emailOnNewDevice: false, emailOnSecurityAlert: true })(request)
        : respondJson(200, { emailOnNewDevice: true, emailOnSecurityAlert: true })(request),
    );
    renderApp('/merchandise/account');
    const newDevice = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Email me when my account signs in from a new device',
    });
    expect(newDevice.checked).toBe(true);
    await userEvent.click(newDevice);
    await screen.findByText('Saved.');
    const put = requests.find((request) => request.url.endsWith(SETTINGS) && request.method === 'PUT');
    expect(readJsonBody(put)).toEqual({ emailOnNewDevice: false });
    await waitFor(() => {
      expect(newDevice.checked).toBe(false);
    });
    const alerts = screen.getByRole<HTMLInputElement>('switch', {
      name: 'Email me about other security alerts',
    });
    expect(alerts.checked).toBe(true);
  });
});
