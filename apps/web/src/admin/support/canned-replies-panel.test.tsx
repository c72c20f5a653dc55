import type { CannedReply } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
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
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const REFUND: CannedReply = {
  id: '1a2b3c4d-5555-4a5b-8c6d-7e8f90a1b2c3',
  title: 'Refund',
  body: 'We refunded it.',
};
const EMPTY_PAGE = { items: [], page: 1, limit: 50, total: 0 };
const STATS = {
  openByPriority: { LOW: 0, NORMAL: 0, MEDIUM: 0, HIGH: 0, URGENT: 0 },
  medianFirstResponseMinutes: null,
  medianResolutionMinutes: null,
  breaches: { firstResponse: 0, resolution: 0 },
  csat: { average: null, count: 0 },
};

/** Each method of one canned reply's address answers what the server would. */
const oneReply: Responder = (request) =>
  request.method === 'PUT'
    ? respondJson(200, { id: REFUND.id, ...(readJsonBody(request) as object) })(request)
    : respondJson(200, { deleted: true })(request);

function openDesk() {
  const { requests } = installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/support/admin/tickets': respondJson(200, EMPTY_PAGE),
      '/api/v1/support/admin/tickets/stats': respondJson(200, STATS),
      '/api/v1/support/admin/canned-replies': respondJson(200, { items: [REFUND] }),
      [`/api/v1/support/admin/canned-replies/${REFUND.id}`]: oneReply,
    }),
  );
  storeAdmin(makeAdmin('ADMIN'));
  renderApp('/admin/support');
  return requests;
}

describe('/admin/support canned replies', { timeout: 15_000 }, () => {
  it('changes a canned reply through its edit form', async () => {
    const requests = openDesk();
    const row = await screen.findByRole('group', { name: 'Refund' }, { timeout: 3000 });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const text = screen.getByDisplayValue('We refunded it.');
    await userEvent.clear(text);
    await userEvent.type(text, 'Your refund is on its way.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      const sent = requests.find((request) => request.method === 'PUT');
      expect(readJsonBody(sent)).toEqual({ title: 'Refund', body: 'Your refund is on its way.' });
    });
  });

  it('deletes only after the second, confirming press', async () => {
    const requests = openDesk();
    const row = await screen.findByRole('group', { name: 'Refund' }, { timeout: 3000 });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Delete “Refund”?')).toBeTruthy();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Refund' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => {
      expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual(
        [`/api/v1/support/admin/canned-replies/${REFUND.id}`],
      );
    });
  });

  it('adds a canned reply with its title and text', async () => {
    const requests = openDesk();
    await userEvent.type(await screen.findByLabelText('Title', {}, { timeout: 3000 }), 'Thanks');
    await userEvent.type(screen.getByLabelText('Text'), 'Thank you for writing.');
    await userEvent.click(screen.getByRole('button', { name: 'Add canned reply' }));
    await waitFor(() => {
      const sent = requests.find((request) => request.method === 'POST');
      expect(readJsonBody(sent)).toEqual({ title: 'Thanks', body: 'Thank you for writing.' });
    });
  });
});
