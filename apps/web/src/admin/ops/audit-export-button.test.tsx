import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeFetch,
  respondByPath,
  respondError,
  respondJson,
  type Responder,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const API = '/api/v1/admin/system/logs';
const createObjectURL = vi.fn(() => 'blob:audit-test');

beforeEach(() => {
  createObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function openSystem(exportAnswer: Responder) {
  storeAdmin(makeAdmin('ADMIN'));
  const network = installFakeFetch(
    respondByPath({
      [`${API}/audit`]: respondJson(200, { items: [], page: 1, limit: 20, total: 0 }),
      [`${API}/errors`]: respondJson(200, { items: [], page: 1, limit: 20, total: 0 }),
      [`${API}/audit/export`]: exportAnswer,
    }),
  );
  renderApp('/admin/system?action=admin.login&from=2026-11-01&to=2026-11-20');
  return network;
}

describe('/admin/system audit export', { timeout: 15_000 }, () => {
  it('downloads every entry matching the filters in the address, with the staff token', async () => {
    const network = openSystem(
      () =>
        new Response('id,at\r\n', { headers: { 'content-disposition': 'attachment; filename="audit.csv"' } }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV (all matching entries)' }));
    await waitFor(() => {
      expect(createObjectURL).toHaveBeenCalledTimes(1);
    });
    const sent = network.requests.find((request) => request.url.includes('/audit/export'));
    const query = new URL(sent?.url ?? '', 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      format: 'csv',
      action: 'admin.login',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-21T00:00:00.000Z',
    });
    expect(sent?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it("shows the server's message when the download is refused", async () => {
    openSystem(respondError(403, 'FORBIDDEN', 'You do not have permission to perform this action'));
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV (all matching entries)' }));
    await screen.findByText('You do not have permission to perform this action');
  });
});
