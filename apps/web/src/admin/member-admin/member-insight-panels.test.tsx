import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { AT, ID, memberDetail } from './member-admin.fixtures';

const USER = `/api/v1/admin/users/${ID}`;

function serve() {
  return installFakeFetch(
    respondByPath({
      [USER]: respondJson(200, memberDetail),
      [`${USER}/location-insights`]: respondJson(200, {
        current: { ip: '203.0.113.9', network: 'public', country: 'EG' },
        recent: [{ ip: '203.0.113.9', network: 'public', country: 'EG', logins: 4, lastSeenAt: AT }],
        note: 'IP only',
      }),
      [`${USER}/device-history`]: respondJson(200, {
        devices: [
          {
            id: '00000000-0000-4000-8000-0000000000d1',
            name: 'Firefox on Linux',
            userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0',
            lastIp: '203.0.113.9',
            firstSeenAt: AT,
            lastSeenAt: AT,
            trusted: true,
            current: false,
          },
        ],
      }),
      [`${USER}/security-profile`]: respondJson(200, {
        overview: { ...memberDetail.security, unreadAlerts: 3 },
        risk: {
          level: 'MEDIUM',
          score: 30,
          reasons: [
            { code: 'FAILED_LOGINS', message: '4 failed sign-in attempts in the last 24 hours.', weight: 20 },
          ],
          recommendations: [],
        },
      }),
    }),
  );
}

const asked = (requests: { url: string }[], part: string) =>
  requests.filter((request) => request.url.endsWith(`${ID}/${part}`)).length;

describe("the member page's insight panels", { timeout: 15_000 }, () => {
  it('reads each panel only when staff open it, then shows places, devices and the security profile', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const { requests } = serve();
    renderApp(`/admin/users/${ID}`);
    const user = userEvent.setup();
    const places = await screen.findByRole('button', { name: 'Show Location insights' });
    expect(
      ['location-insights', 'device-history', 'security-profile'].map((part) => asked(requests, part)),
    ).toEqual([0, 0, 0]);
    await user.click(places);
    expect(places.getAttribute('aria-expanded')).toBe('true');
    const table = await screen.findByRole('region', { name: 'Table: Places the member signed in from' });
    expect(within(table).getByRole('cell', { name: 'Egypt' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '4' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show Device history' }));
    const devices = await screen.findByRole('region', { name: 'Table: Device history' });
    expect(within(devices).getByRole('cell', { name: 'Trusted' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show Security profile' }));
    const profile = screen.getByRole('region', { name: 'Security profile' });
    await within(profile).findByText('Unread security alerts');
    expect(within(profile).getByText('3')).toBeTruthy();
    expect(within(profile).getByText(/\(\+20\)/).textContent).toContain('4');
    expect(
      ['location-insights', 'device-history', 'security-profile'].map((part) => asked(requests, part)),
    ).toEqual([1, 1, 1]);
  });

  it('refuses staff without canManageUsers and reads nothing about the member', async () => {
    storeAdmin(makeAdmin('CONTENT_MODERATOR', { canManageUsers: false }));
    const { requests } = serve();
    renderApp(`/admin/users/${ID}`);
    await screen.findByText("You don't have access to this section");
    expect(requests.filter((request) => request.url.includes('/admin/users'))).toEqual([]);
  });

  it('hides a panel again with the same button', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    serve();
    renderApp(`/admin/users/${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show Device history' }));
    await screen.findByRole('region', { name: 'Table: Device history' });
    await user.click(screen.getByRole('button', { name: 'Hide Device history' }));
    expect(screen.queryByRole('region', { name: 'Table: Device history' })).toBeNull();
  });
});
