import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
  type Responder,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { AT, ID, memberDetail as detail } from './member-admin.fixtures';

function serve(extra: Record<string, Responder> = {}) {
  return installFakeFetch(
    respondByPath({
      [`/api/v1/admin/users/${ID}/tier`]: respondJson(200, {
        userId: ID,
        tier: 'GOLD',
        previousTier: 'SILVER',
        changed: true,
        lock: { tier: 'GOLD', until: null, reason: 'Loyal member', lockedAt: AT },
      }),
      [`/api/v1/admin/users/${ID}/adjust-points`]: respondJson(200, {
        userId: ID,
        postingId: '00000000-0000-4000-8000-000000000071',
        amount: -25,
        kind: 'adjust',
        balance: 395,
      }),
      [`/api/v1/admin/users/${ID}`]: respondJson(200, detail),
      '/api/v1/admin/users/bulk-suspend': respondJson(200, { changed: [ID], unchanged: [] }),
      [`/api/v1/admin/users/${ID}/verify`]: respondJson(200, {
        userId: ID,
        email: 'ada@example.com',
        emailVerifiedAt: AT,
      }),
      ...extra,
    }),
  );
}

describe('the member page', () => {
  it('shows the ledger, sign-ins with their network, risk and the audit trail', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    serve();
    renderApp(`/admin/users/${ID}`);
    expect(await screen.findByTestId('admin-member-name')).toHaveProperty('textContent', 'Ada');
    const ledger = screen.getByRole('region', { name: 'Table: Latest ledger lines' });
    expect(within(ledger).getByText('Welcome gift')).toBeTruthy();
    const logins = screen.getByRole('region', { name: 'Table: Sign-in history' });
    expect(within(logins).getByText('Public internet')).toBeTruthy();
    expect(screen.getByText('Risk: Medium (score 30)')).toBeTruthy();
    expect(screen.getByText('2 failed sign-ins in the last 24 hours.')).toBeTruthy();
    // Said by the status line; the risk reason that says the same is not repeated under it.
    expect(screen.getAllByText('Two-factor authentication is off.')).toHaveLength(1);
    expect(screen.getByRole('cell', { name: 'lead@staff.test' })).toBeTruthy();
  });

  it('suspends the member for a week after asking for the reason', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = serve();
    renderApp(`/admin/users/${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend…' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend 1 member' });
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Abusive messages');
    await user.selectOptions(within(dialog).getByLabelText('Length'), '7 days');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend 1 member' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    const sent = network.requests.find((request) => request.url.endsWith('/bulk-suspend'));
    expect(readJsonBody(sent)).toEqual({ ids: [ID], reason: 'Abusive messages', durationMinutes: 10080 });
  });

  it('ends all the member’s sessions after asking why, and says how many ended', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = serve({ [`/api/v1/admin/users/${ID}/end-sessions`]: respondJson(200, { ended: 2 }) });
    renderApp(`/admin/users/${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End all sessions' }));
    const dialog = screen.getByRole('dialog', { name: "End this member's sessions" });
    await user.type(within(dialog).getByLabelText('Reason (kept in the audit log)'), 'Phone stolen');
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    expect((await screen.findByText('2 sessions ended.')).getAttribute('role')).toBe('status');
    const sent = network.requests.find((request) => request.url.endsWith('/end-sessions'));
    expect(sent?.method).toBe('POST');
    expect(readJsonBody(sent)).toEqual({ reason: 'Phone stolen' });
  });

  it('verifies the email with a reason', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = serve();
    renderApp(`/admin/users/${ID}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Reason for verifying'), 'Confirmed by phone');
    await user.click(screen.getByRole('button', { name: 'Mark email verified' }));
    await waitFor(() => {
      expect(network.requests.some((request) => request.url.endsWith('/verify'))).toBe(true);
    });
    const sent = network.requests.find((request) => request.url.endsWith('/verify'));
    expect(readJsonBody(sent)).toEqual({ reason: 'Confirmed by phone' });
  });

  it('changes the tier with a reason and a lock day, then reloads the member', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = serve();
    renderApp(`/admin/users/${ID}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Change tier' });
    await user.selectOptions(within(form).getByLabelText('Tier'), 'GOLD');
    await user.type(within(form).getByLabelText('Reason (kept in the audit log)'), 'Loyal member');
    await user.type(within(form).getByLabelText('Lock until (optional)'), '2099-01-31');
    const loads = network.requests.filter((request) => request.url.endsWith(`/admin/users/${ID}`)).length;
    await user.click(within(form).getByRole('button', { name: 'Change tier' }));
    await within(form).findByText('Tier set to Gold.');
    const sent = network.requests.find((request) => request.url.endsWith('/tier'));
    expect(sent?.method).toBe('POST');
    expect(readJsonBody(sent)).toEqual({
      tier: 'GOLD',
      reason: 'Loyal member',
      lockUntil: new Date('2099-01-31T23:59:59').toISOString(),
    });
    await waitFor(() => {
      expect(network.requests.filter((request) => request.url.endsWith(`/admin/users/${ID}`)).length).toBe(
        loads + 1,
      );
    });
  });

  it('shows the server message when the tier change is refused', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    serve({
      [`/api/v1/admin/users/${ID}/tier`]: respondError(
        400,
        'VALIDATION_ERROR',
        'The lock must end in the future',
      ),
    });
    renderApp(`/admin/users/${ID}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Change tier' });
    await user.type(within(form).getByLabelText('Reason (kept in the audit log)'), 'Keep as is');
    await user.click(within(form).getByRole('button', { name: 'Change tier' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('The lock must end in the future');
  });

  it('takes points away with a reason and refuses zero before sending', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = serve();
    renderApp(`/admin/users/${ID}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Adjust points' });
    const amount = within(form).getByLabelText('Points to add or take away');
    await user.type(amount, '0');
    await user.type(within(form).getByLabelText('Reason (kept in the audit log)'), 'Duplicate reward');
    await user.click(within(form).getByRole('button', { name: 'Adjust points' }));
    expect(within(form).getByRole('alert').textContent).toContain('other than 0');
    expect(network.requests.some((request) => request.url.endsWith('/adjust-points'))).toBe(false);
    await user.clear(amount);
    await user.type(amount, '-25');
    await user.click(within(form).getByRole('button', { name: 'Adjust points' }));
    await within(form).findByText('Points adjusted. New balance: 395.');
    const sent = network.requests.find((request) => request.url.endsWith('/adjust-points'));
    expect(sent?.method).toBe('POST');
    expect(readJsonBody(sent)).toEqual({ amount: -25, reason: 'Duplicate reward' });
  });

  it('clears a tier lock, then reloads the member', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const locked = {
      ...detail,
      tierLock: { tier: 'GOLD' as const, until: null, reason: 'Loyal', lockedAt: AT },
    };
    const network = serve({
      [`/api/v1/admin/users/${ID}`]: respondJson(200, locked),
      [`/api/v1/admin/users/${ID}/tier-lock`]: respondJson(200, { userId: ID, cleared: true }),
    });
    renderApp(`/admin/users/${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Clear the tier lock' }));
    await waitFor(() => {
      const sent = network.requests.find((request) => request.url.endsWith('/tier-lock'));
      expect(sent?.method).toBe('DELETE');
    });
  });

  it('has no tier or points forms for staff without canManagePoints', async () => {
    storeAdmin(makeAdmin('ADMIN', { canManagePoints: false }));
    serve();
    renderApp(`/admin/users/${ID}`);
    await screen.findByTestId('admin-member-name');
    expect(screen.getByRole('region', { name: 'Table: Latest ledger lines' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Change tier' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Adjust points' })).toBeNull();
  });
});
