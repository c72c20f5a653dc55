import type { MaintenanceJob } from '@streamit/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeFetch,
  inSequence,
  readJsonBody,
  respondByPath,
  respondJson,
} from '../../test/fake-fetch';
import { i18n } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { toExportFilters } from './export-button';

const JOB_ID = '00000000-0000-4000-8000-000000000456';
const API = '/api/v1/admin/export/users';

function job(status: MaintenanceJob['status'], processed: number): MaintenanceJob {
  return {
    id: JOB_ID,
    kind: 'MEMBER_EXPORT',
    status,
    processed,
    total: 2500,
    error: null,
    createdAt: '2026-11-25T07:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    expiresAt: status === 'SUCCEEDED' ? '2026-12-02T07:00:00.000Z' : null,
  };
}

function serve() {
  return installFakeFetch(
    respondByPath({
      [API]: respondJson(202, job('QUEUED', 0)),
      [`${API}/jobs/${JOB_ID}`]: inSequence(
        respondJson(200, job('RUNNING', 1000)),
        respondJson(200, job('SUCCEEDED', 2500)),
      ),
      [`${API}/jobs/${JOB_ID}/download`]: () =>
        new Response('id,email\r\n', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="members-00000000.jsonl"' },
        }),
    }),
  );
}

const createObjectURL = vi.fn(() => 'blob:export-test');

beforeEach(() => {
  createObjectURL.mockClear();
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
});
afterEach(async () => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  await i18n.changeLanguage('en');
});

/** An export over `total` members that stays running. */
function serveRunning(total: number) {
  return installFakeFetch(
    respondByPath({
      [API]: respondJson(202, { ...job('QUEUED', 0), total }),
      [`${API}/jobs/${JOB_ID}`]: respondJson(200, { ...job('RUNNING', 0), total }),
    }),
  );
}

describe('the member export screen', { timeout: 20_000 }, () => {
  it("counts the exported members by the language's plural rules: a few in Arabic, one in English", async () => {
    storeAdmin(makeAdmin('ADMIN'));
    await i18n.changeLanguage('ar');
    serveRunning(3);
    const { unmount } = renderApp('/admin/export');
    await userEvent.click(await screen.findByRole('button', { name: 'تصدير' }));
    await screen.findByText('0 من 3 أعضاء');
    unmount();
    await i18n.changeLanguage('en');
    serveRunning(1);
    renderApp('/admin/export');
    await userEvent.click(await screen.findByRole('button', { name: 'Export' }));
    await screen.findByText('0 of 1 member');
  });

  it('is closed to staff without canManageUsers', async () => {
    storeAdmin(makeAdmin('ANALYST'));
    serve();
    renderApp('/admin/export');
    await screen.findByText("You don't have access to this section");
  });

  it('exports with the chosen filters and format, shows progress and downloads the file when done', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = serve();
    renderApp('/admin/export');
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Tier'), 'GOLD');
    await user.selectOptions(screen.getByLabelText('Email verified'), 'true');
    await user.type(screen.getByLabelText('Joined from'), '2026-01-02');
    await user.type(screen.getByLabelText('Email or name contains'), 'museum');
    await user.selectOptions(screen.getByLabelText('Format'), 'jsonl');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await screen.findByText('1000 of 2500 members');
    const started = network.requests.find(
      (request) => request.url.endsWith(API) && request.method === 'POST',
    );
    expect(readJsonBody(started)).toEqual({
      format: 'jsonl',
      filters: { tier: 'GOLD', verified: 'true', joinedFrom: '2026-01-02', q: 'museum' },
    });
    await waitFor(
      () => {
        expect(network.requests.some((request) => request.url.endsWith('/download'))).toBe(true);
      },
      { timeout: 3000 },
    );
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    await screen.findByText(/The server keeps this file until .*2026.*, then deletes it/);
  });

  it('names the tiers in the tier filter, never raw keys', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    serve();
    renderApp('/admin/export');
    const tier = await screen.findByLabelText('Tier');
    const names = Array.from(tier.querySelectorAll('option'), (option) => option.textContent);
    expect(names).toEqual(['Any', 'Basic', 'Bronze', 'Silver', 'Gold', 'Platinum', 'VIP']);
  });

  it('leaves empty filters out of the request', () => {
    expect(toExportFilters({ tier: '', status: 'ACTIVE', q: '  ' })).toEqual({ status: 'ACTIVE' });
  });
});
