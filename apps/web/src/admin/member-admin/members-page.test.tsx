import type { AdminMember } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, readJsonBody, respondByPath, respondJson } from '../../test/fake-fetch';
import { expectAdminScreenRefused } from '../../test/refusals';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const API = '/api/v1/admin/users';

function member(n: number, extra: Partial<AdminMember> = {}): AdminMember {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    email: `m${n}@example.com`,
    emailVerified: true,
    firstName: null,
    lastName: null,
    displayName: `Member ${n}`,
    avatarUrl: null,
    tier: 'GOLD',
    totalPoints: 100 * n,
    isContentCreator: false,
    creatorStatus: 'NONE',
    status: 'ACTIVE',
    suspendedAt: null,
    suspendedUntil: null,
    suspensionReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...extra,
  };
}

function serve() {
  return installFakeFetch(
    respondByPath({
      [API]: respondJson(200, { items: [member(1), member(2)], nextCursor: null }),
      [`${API}/bulk-suspend`]: respondJson(200, { changed: [member(1).id, member(2).id], unchanged: [] }),
      [`${API}/bulk-unsuspend`]: respondJson(200, { changed: [member(1).id, member(2).id], unchanged: [] }),
    }),
  );
}

describe('the members screen', () => {
  it('refuses staff without canManageUsers', async () => {
    storeAdmin(makeAdmin('ANALYST'));
    const network = serve();
    renderApp('/admin/users');
    await expectAdminScreenRefused(network, API);
  });

  it('reads its filters from the address and sends them to the list call', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = serve();
    renderApp('/admin/users?tier=GOLD&status=SUSPENDED&sort=points_desc&q=ana&colour=red&verified=maybe');
    await screen.findByRole('link', { name: 'Member 1' });
    const list = network.requests.find((request) => new URL(request.url, 'http://x').pathname === API);
    const query = new URL(list?.url ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      tier: 'GOLD',
      status: 'SUSPENDED',
      sort: 'points_desc',
      q: 'ana',
      limit: '25',
    });
    expect(screen.getByLabelText<HTMLSelectElement>('Tier').value).toBe('GOLD');
  });

  it('suspends the selected members after a confirmation with reason and length, and can undo', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = serve();
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select Member 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Member 2' }));
    await user.click(screen.getByRole('button', { name: 'Suspend selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend 2 members' });
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Farming ring');
    await user.selectOptions(within(dialog).getByLabelText('Length'), '1 day');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend 2 members' }));
    await screen.findByText('2 members suspended.');
    const sent = network.requests.find((request) => request.url.endsWith('/bulk-suspend'));
    expect(readJsonBody(sent)).toEqual({
      ids: [member(1).id, member(2).id],
      reason: 'Farming ring',
      durationMinutes: 1440,
    });
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => {
      expect(network.requests.some((request) => request.url.endsWith('/bulk-unsuspend'))).toBe(true);
    });
    const undo = network.requests.find((request) => request.url.endsWith('/bulk-unsuspend'));
    expect(readJsonBody(undo)).toEqual({
      ids: [member(1).id, member(2).id],
      reason: 'Undo of a bulk suspension',
    });
  });

  it('does not send a suspension without a reason', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = serve();
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Select every member on this page' }));
    await user.click(screen.getByRole('button', { name: 'Suspend selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend 2 members' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend 2 members' }));
    expect(network.requests.some((request) => request.url.endsWith('/bulk-suspend'))).toBe(false);
  });
});
