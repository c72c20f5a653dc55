import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
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

/** Anomalies with one burst of `n` sign-ups and one member crediting `n` times for `n` points. */
function anomalies(n: number) {
  return respondJson(200, {
    windowHours: 24,
    impossibleTravel: [],
    signupBursts: [
      {
        network: '203.0.113.0/24',
        signups: n,
        firstAt: '2026-11-25T06:00:00.000Z',
        lastAt: '2026-11-25T07:00:00.000Z',
        userIds: [MEMBER],
      },
    ],
    pointsFarming: [{ userId: MEMBER, email: 'm@example.org', credits: n, points: n, peakPerHour: 1 }],
  });
}

function serve(anomaliesRoute = anomalies(40), ranges = 3) {
  return installFakeFetch(
    respondByPath({
      [`${API}/anomalies`]: anomaliesRoute,
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
        dataset: { source: 'test list', updatedAt: '2026-11-25', ranges },
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
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("counts an anomaly's members, credits and points by the language's plural rules: a few in Arabic, one in English", async () => {
    storeAdmin(makeAdmin('ADMIN'));
    await i18n.changeLanguage('ar');
    serve(anomalies(3));
    const { unmount } = renderApp('/admin/security');
    await userEvent.click(await screen.findByRole('tab', { name: 'حالات شاذة' }));
    await screen.findByText('203.0.113.0/24: 3 أعضاء جدد');
    await screen.findByText('m@example.org — 3 إضافات، 3 نقاط، حتى 1 في ساعة واحدة');
    unmount();
    await i18n.changeLanguage('en');
    serve(anomalies(1));
    renderApp('/admin/security');
    await userEvent.click(await screen.findByRole('tab', { name: 'Anomalies' }));
    await screen.findByText('203.0.113.0/24: 1 new member');
    await screen.findByText('m@example.org — 1 credit, 1 point, up to 1 in one hour');
  });

  it('refuses staff without canManageUsers', async () => {
    storeAdmin(makeAdmin('ANALYST'));
    const network = serve();
    renderApp('/admin/security');
    await expectAdminScreenRefused(network, API);
  });

  it("counts the VPN list's ranges by the language's plural rules: a few in Arabic, one in English", async () => {
    storeAdmin(makeAdmin('ADMIN'));
    await i18n.changeLanguage('ar');
    serve(anomalies(40), 3);
    const { unmount } = renderApp('/admin/security');
    await userEvent.click(await screen.findByRole('tab', { name: 'VPN والاستضافة' }));
    await screen.findByText('قائمة النطاقات: 3 نطاقات، حُدّثت 2026-11-25. المصدر: test list');
    unmount();
    await i18n.changeLanguage('en');
    serve(anomalies(40), 1);
    renderApp('/admin/security');
    await userEvent.click(await screen.findByRole('tab', { name: 'VPN and hosting' }));
    await screen.findByText('Range list: 1 range, updated 2026-11-25. Source: test list');
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
