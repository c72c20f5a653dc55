import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  installFakeFetch,
  readJsonBody,
  writeRequests,
  respondByPath,
  respondJson,
} from '../../test/fake-fetch';
import { expectAdminScreenRefused } from '../../test/refusals';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const API = '/api/v1/admin/security';
const MEMBER = '00000000-0000-4000-8000-000000000001';

function serve() {
  return installFakeFetch(
    respondByPath({
      [`${API}/failed-logins`]: respondJson(200, {
        windowHours: 24,
        byAccount: [
          {
            realm: 'member',
            userId: MEMBER,
            account: 'm@example.org',
            failures: 7,
            addresses: 2,
            lastAt: '2026-11-25T07:00:00.000Z',
          },
        ],
        byAddress: [],
      }),
      [`${API}/vpn-detection`]: respondJson(200, {
        windowHours: 24,
        dataset: { source: 'test list', updatedAt: '2026-11-25', ranges: 3 },
        lookup: {
          ip: '104.16.1.1',
          network: { cidr: '104.16.0.0/13', kind: 'hosting', provider: 'Cloudflare' },
          country: 'US',
        },
        logins: [],
      }),
      [`${API}/bulk-check`]: respondJson(200, {
        windowHours: 168,
        results: [
          {
            userId: MEMBER,
            found: true,
            email: 'm@example.org',
            findings: [{ code: 'POINTS_FARMING', detail: '40 credits in one hour' }],
          },
        ],
      }),
    }),
  );
}

describe('the security centre', () => {
  it('refuses staff without canManageUsers', async () => {
    storeAdmin(makeAdmin('ANALYST'));
    const network = serve();
    renderApp('/admin/security');
    await expectAdminScreenRefused(network, API);
  });

  it('shows failed sign-ins, moves between tabs with the arrow keys and looks up an address', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = serve();
    renderApp('/admin/security');
    const user = userEvent.setup();
    await screen.findByText('m@example.org');
    screen.getByRole('tab', { name: 'Failed sign-ins' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'VPN and hosting' }).getAttribute('aria-selected')).toBe('true');
    await user.type(screen.getByLabelText('Look up an IP address'), '104.16.1.1');
    await user.click(screen.getByRole('button', { name: 'Look up' }));
    await screen.findByText('104.16.1.1 is in 104.16.0.0/13 (hosting: Cloudflare)');
    expect(screen.getByText('Country: United States')).toBeTruthy();
    await waitFor(() => {
      expect(network.requests.some((request) => request.url.includes('ip=104.16.1.1'))).toBe(true);
    });
  });

  it('refuses ids that are not uuids, then checks members in bulk', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = serve();
    renderApp('/admin/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Bulk check' }));
    const box = screen.getByLabelText('Member ids (one per line or separated by commas, up to 500)');
    await user.type(box, 'not-an-id');
    await user.click(screen.getByRole('button', { name: 'Check members' }));
    expect(screen.getByText('Enter member ids (UUIDs), up to 500')).toBeTruthy();
    expect(writeRequests(network)).toEqual([]);
    await user.clear(box);
    await user.type(box, MEMBER);
    await user.click(screen.getByRole('button', { name: 'Check members' }));
    await screen.findByText('POINTS_FARMING: 40 credits in one hour');
    await waitFor(() => {
      const sent = network.requests.find((request) => request.url.endsWith('/bulk-check'));
      expect(readJsonBody(sent)).toEqual({ userIds: [MEMBER], hours: 24 });
    });
  });
});
