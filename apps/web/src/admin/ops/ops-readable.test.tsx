import type { AdminDashboard, AuditLogPage, SecurityStatus, TasksStatusResponse } from '@streamit/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeFetch, respondByPath, respondJson } from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const API = '/api/v1/admin';
const EMPTY_PAGE = { items: [], page: 1, limit: 20, total: 0 };

const dashboard: AdminDashboard = {
  kpis: [
    { key: 'members', value: 1200, previous: 1100, href: null },
    { key: 'activeToday', value: 3, previous: 2, href: '/admin/analytics' },
  ],
  series: [],
  attention: [{ key: 'pendingSocialClaims', count: 1, urgency: 'medium', href: '/admin/social-tasks' }],
  statsComputedAt: '2026-11-25T06:07:00.000Z',
};

const audit: AuditLogPage = {
  items: [
    {
      id: 7,
      at: '2026-11-25T06:00:00.000Z',
      actorAdminId: '00000000-0000-4000-8000-000000000001',
      actorEmail: 'rana@staff.test',
      actorName: 'Rana Admin',
      action: 'member.suspended',
      targetType: 'user',
      targetId: '93750000-0000-4000-8000-000000000002',
      ip: '10.0.0.1',
      details: { reason: 'Spam in comments' },
      targetPerson: { name: 'Omar Member', email: 'omar@example.test' },
      reason: 'Spam in comments',
    },
  ],
  page: 1,
  limit: 20,
  total: 1,
};

function security(withoutTotp: string[]): SecurityStatus {
  return {
    staffTotp: { active: 3, withTotp: 3 - withoutTotp.length, withoutTotp },
    secrets: [],
    trustProxy: 'off',
    https: true,
    sessionCookies: false,
    hsts: true,
    warnings: withoutTotp.length > 0 ? ['STAFF_WITHOUT_TOTP'] : [],
  };
}

function serveSystem(status: SecurityStatus) {
  installFakeFetch(
    respondByPath({
      [`${API}/system/logs/audit`]: respondJson(200, audit),
      [`${API}/system/logs/errors`]: respondJson(200, EMPTY_PAGE),
      [`${API}/system/security-status`]: respondJson(200, status),
    }),
  );
}

describe('the operator screens read as people would', () => {
  it('dashboard: a card links only where the viewer may go, the figures say when they are from, a claim waits', async () => {
    storeAdmin(makeAdmin('ANALYST'));
    installFakeFetch(respondByPath({ [`${API}/dashboard`]: respondJson(200, dashboard) }));
    renderApp('/admin/dashboard');
    const active = await screen.findByRole('link', { name: /Active today/ });
    expect(active.getAttribute('href')).toBe('/admin/analytics');
    expect(screen.queryByRole('link', { name: /Members/ })).toBeNull();
    expect(screen.getByText('1,200')).toBeTruthy();
    expect(screen.getByTestId('dashboard-as-of').textContent).toMatch(/^Figures as of .*2026/);
    const attention = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByRole('link', { name: 'Social claims to review: 1' })).toBeTruthy();
  });

  it('tasks: schedules in words instead of cron', async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    const status: TasksStatusResponse = {
      tasks: [{ task: 'tier-update', schedule: '41 3 * * *', running: null, lastRuns: [] }],
    };
    installFakeFetch(respondByPath({ [`${API}/tasks/status`]: respondJson(200, status) }));
    renderApp('/admin/tasks');
    await screen.findByText('Every day at 03:41 AM UTC');
    expect(screen.queryByText('41 3 * * *')).toBeNull();
  });

  it('audit: rows name the actor and the member acted on, with the reason', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    serveSystem(security([]));
    renderApp('/admin/system');
    const row = (await screen.findByText('Omar Member')).closest('tr');
    if (!row) throw new Error('no audit row');
    expect(row.textContent).toContain('Rana Admin');
    expect(row.textContent).toContain('rana@staff.test');
    expect(row.textContent).toContain('omar@example.test');
    expect(row.textContent).toContain('Spam in comments');
    expect(row.textContent).not.toContain('9375');
  });

  it('security: staff without an authenticator counted with the plural rule', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    serveSystem(security(['a@staff.test']));
    renderApp('/admin/system');
    await screen.findByText('1 staff account has no authenticator (TOTP).');
    expect(screen.getByText('2 of 3 active staff accounts use TOTP.')).toBeTruthy();
  });

  it('security: three staff accounts are "accounts", never "account(s)"', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    serveSystem(security(['a@staff.test', 'b@staff.test', 'c@staff.test']));
    renderApp('/admin/system');
    await screen.findByText('3 staff accounts have no authenticator (TOTP).');
  });
});
