import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondJson,
  type FakeRequest,
} from '../../test/fake-fetch';
import {
  makePartner,
  makePartnerApplication,
  PARTNER_TEST_ID as ID,
} from '../../features/partners/partners.fixtures';
import { renderWithProviders } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { PartnerApplicationsPage } from './partner-applications-page';
import { PartnersPage } from './partners-page';

const API = '/api/v1';

const application = makePartnerApplication();
const partner = makePartner();

const posts = (network: { requests: FakeRequest[] }) =>
  network.requests.filter((request) => request.method === 'POST');

describe('the partner admin screens', () => {
  it('rejects only with a reason, and approves without one', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = installFakeFetch(
      respondByPath({
        [`${API}/admin/partner-applications`]: respondJson(200, { items: [application] }),
        [`${API}/admin/partner-applications/${ID}/review`]: respondJson(200, {
          ...application,
          status: 'APPROVED',
        }),
      }),
    );
    renderWithProviders(<PartnerApplicationsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Gallery One' }));
    await screen.findByText('Give a reason first.');
    expect(posts(network)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Approve Gallery One' }));
    await waitFor(() => {
      expect(posts(network)).toHaveLength(1);
    });
    expect(readJsonBody(posts(network)[0])).toEqual({ decision: 'APPROVE', reason: '' });
  });

  it('offers the moves an ACTIVE partner may make and sends the reason', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = installFakeFetch(
      respondByPath({
        [`${API}/admin/partners`]: respondJson(200, { items: [partner] }),
        [`${API}/admin/partners/${ID}/suspend`]: respondJson(200, { ...partner, status: 'SUSPENDED' }),
      }),
    );
    renderWithProviders(<PartnersPage />);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Suspend Gallery One' });
    expect(screen.queryByRole('button', { name: 'Activate Gallery One' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel Gallery One' })).toBeTruthy();
    await user.type(screen.getByLabelText('Reason for Gallery One'), 'Unpaid invoice');
    await user.click(screen.getByRole('button', { name: 'Suspend Gallery One' }));
    await waitFor(() => {
      expect(posts(network)).toHaveLength(1);
    });
    expect(posts(network)[0]?.url).toContain(`/admin/partners/${ID}/suspend`);
    expect(readJsonBody(posts(network)[0])).toEqual({ reason: 'Unpaid invoice' });
  });
});
