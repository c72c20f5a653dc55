import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeMember, storeMember } from '../../test/sessions';
import { serveAccountPage } from './account-test-support';

const EXPORT = '/api/v1/auth/data-export';
const LINK = '/api/v1/auth/data-export/link';
const READY = {
  id: '6f1c2f1e-6a43-4c55-9d7c-1b8a0e3c9d11',
  status: 'READY',
  requestedAt: '2026-11-20T10:00:00.000Z',
  readyAt: '2026-11-20T10:01:00.000Z',
  expiresAt: '2026-11-27T10:01:00.000Z',
};

describe('"Your data" in My Account', { timeout: 15_000 }, () => {
  it('requests a copy and says it is being prepared, with the request button off meanwhile', async () => {
    storeMember(makeMember());
    const preparing = { ...READY, status: 'PREPARING', readyAt: null, expiresAt: null };
    const { requests } = serveAccountPage({
      [EXPORT]: (request) =>
        request.method === 'POST'
          ? respondJson(202, { export: preparing })(request)
          : respondJson(200, { export: null })(request),
    });
    renderApp('/merchandise/account');
    const ask = await screen.findByRole('button', { name: 'Request a copy of my data' });
    await userEvent.click(ask);
    await screen.findByText(/is being prepared\. We will email you when it is ready\./);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Request a copy of my data' }).disabled,
    ).toBe(true);
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith(EXPORT))).toBe(true);
  });

  it('makes a single-use link for a ready copy only when asked, and shows it to follow', async () => {
    storeMember(makeMember());
    const url = `/api/v1/auth/data-export/${READY.id}/download?token=${'a'.repeat(43)}`;
    const { requests } = serveAccountPage({
      [EXPORT]: respondJson(200, { export: READY }),
      [LINK]: respondJson(200, { url, expiresAt: '2026-11-21T10:06:00.000Z' }),
    });
    renderApp('/merchandise/account');
    await screen.findByText(/Your copy is ready\. You can download it until/);
    expect(requests.some((request) => request.url.endsWith(LINK))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Get a download link' }));
    const link = await screen.findByRole<HTMLAnchorElement>('link', { name: 'Download my data' });
    expect(link.getAttribute('href')).toBe(url);
    expect(screen.getByText('This link works once, for 5 minutes.')).toBeTruthy();
    await waitFor(() => {
      expect(requests.filter((request) => request.url.endsWith(LINK))).toHaveLength(1);
    });
  });
});
