import type { ReviewedCreatorApplication } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, readJsonBody, respondByPath, respondJson } from '../../test/fake-fetch';
import { expectAdminScreenRefused } from '../../test/refusals';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const API = '/api/v1/admin/creator-applications';

function item(n: number): ReviewedCreatorApplication {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    userId: `00000000-0000-4000-8000-00000000010${n}`,
    status: 'PENDING',
    applicantType: 'MUSEUM',
    contentFormats: ['LONG_FORM'],
    bio: `Museum number ${n} with a collection to show.`,
    portfolioLinks: [],
    sampleLink: `https://museum${n}.example.com/sample`,
    country: 'EG',
    agreementAcceptedAt: '2026-11-20T10:00:00.000Z',
    reason: null,
    decidedAt: null,
    reapplyAllowedAfter: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    applicant: { email: `m${n}@example.com`, displayName: `Museum ${n}` },
    reviewerAdminId: null,
  };
}

function serve() {
  return installFakeFetch(
    respondByPath({
      [API]: respondJson(200, { items: [item(1), item(2)], nextCursor: null }),
      [`${API}/bulk-review`]: respondJson(200, { items: [] }),
      [`${API}/${item(1).id}/review`]: respondJson(200, item(1)),
    }),
  );
}

describe('the creator applications screen', () => {
  it('refuses staff without canManageCreators', async () => {
    storeAdmin(makeAdmin('ANALYST'));
    const network = serve();
    renderApp('/admin/creator-applications');
    await expectAdminScreenRefused(network, API);
  });

  it('rejects two applications at once, asking for the reason first', async () => {
    storeAdmin(makeAdmin('MODERATOR'));
    const network = serve();
    renderApp('/admin/creator-applications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select the application of Museum 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select the application of Museum 2' }));
    expect(screen.getByRole('heading', { name: 'Decide 2 applications' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Reject' }));
    await user.click(screen.getByRole('button', { name: 'Confirm decision' }));
    expect(screen.getByText('Give the member a reason.')).toBeTruthy();
    await user.type(screen.getByLabelText('Reason'), 'Not a fit yet');
    await user.click(screen.getByRole('button', { name: 'Confirm decision' }));
    await waitFor(() => {
      expect(network.requests.some((request) => request.url.endsWith('/bulk-review'))).toBe(true);
    });
    const sent = network.requests.find((request) => request.url.endsWith('/bulk-review'));
    expect(readJsonBody(sent)).toEqual({
      ids: [item(1).id, item(2).id],
      decision: 'REJECT',
      reason: 'Not a fit yet',
    });
  });

  it('shows each applicant with their email and country name in the queue', async () => {
    storeAdmin(makeAdmin('MODERATOR'));
    serve();
    renderApp('/admin/creator-applications');
    const row = (await screen.findByRole('button', { name: 'Museum 1' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('m1@example.com')).toBeTruthy();
    expect(within(row).getByText('Egypt')).toBeTruthy();
  });

  it('opens one application with its sample and approves it', async () => {
    storeAdmin(makeAdmin('MODERATOR'));
    const network = serve();
    renderApp('/admin/creator-applications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Museum 1' }));
    expect(screen.getByRole('link', { name: item(1).sampleLink })).toBeTruthy();
    const detail = screen.getByRole('region', { name: 'Museum 1' });
    expect(within(detail).getByText('m1@example.com')).toBeTruthy();
    expect(within(detail).getByText('Egypt')).toBeTruthy();
    expect(within(detail).queryByText('EG')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm decision' }));
    await waitFor(() => {
      expect(network.requests.some((request) => request.url.endsWith('/review'))).toBe(true);
    });
  });
});
