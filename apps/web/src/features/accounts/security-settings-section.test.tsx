import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readJsonBody, respondJson, type Responder } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { serveAccountPage } from './account-test-support';

const SETTINGS = '/api/v1/auth/security/settings';

function serve(settings: Responder) {
  return serveAccountPage({
    [SETTINGS]: settings,
  });
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
