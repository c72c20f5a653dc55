import type { AdminDashboard, AdminSettings, TasksStatusResponse } from '@streamit/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import {
  inSequence,
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondError,
  respondJson,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';

const API = '/api/v1/admin';

const dashboard: AdminDashboard = {
  kpis: [
    { key: 'members', value: 1200, previous: 1100, href: '/admin/users' },
    { key: 'pendingModeration', value: 4, previous: null, href: '/admin/moderation' },
  ],
  series: [
    {
      day: '2026-11-24',
      newMembers: 3,
      activeMembers: 10,
      watchSeconds: 7200,
      pointsIssued: 50,
      pointsSpent: 5,
    },
    {
      day: '2026-11-25',
      newMembers: 5,
      activeMembers: 12,
      watchSeconds: 3600,
      pointsIssued: 80,
      pointsSpent: 0,
    },
  ],
  attention: [{ key: 'pendingModeration', count: 4, urgency: 'medium', href: '/admin/moderation' }],
  statsComputedAt: '2026-11-25T06:07:00.000Z',
};

const settings: AdminSettings = {
  siteName: 'StreamIt',
  supportEmail: 'help@streamit.test',
  registrationOpen: true,
  maintenance: { enabled: false, endsAt: null, message: null },
  fourEyes: { pointsAbove: 10_000, artfiAbove: 100 },
  version: 3,
  updatedAt: null,
  updatedByAdminId: null,
};

const run = {
  id: '00000000-0000-4000-8000-000000000001',
  task: 'daily-stats' as const,
  trigger: 'manual' as const,
  startedAt: '2026-11-25T07:00:00.000Z',
  result: null,
  error: null,
};
const taskStatus = (running: boolean): TasksStatusResponse => ({
  tasks: [
    {
      task: 'daily-stats',
      schedule: '7 * * * *',
      running: running
        ? { ...run, status: 'running', finishedAt: null, durationMs: null, progress: 40 }
        : null,
      lastRuns: [
        running
          ? { ...run, status: 'running', finishedAt: null, durationMs: null, progress: 40 }
          : {
              ...run,
              status: 'succeeded',
              finishedAt: '2026-11-25T07:00:02.000Z',
              durationMs: 2000,
              progress: 100,
              result: { days: 31 },
            },
      ],
    },
  ],
});

describe('the admin operations screens', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("tasks: says an hourly schedule's minutes by the language's plural rules: a few in Arabic, one in English", async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    const scheduled = (schedule: string) => {
      const status = taskStatus(false);
      return respondJson(200, { tasks: status.tasks.map((task) => ({ ...task, schedule })) });
    };
    await i18n.changeLanguage('ar');
    installFakeFetch(respondByPath({ [`${API}/tasks/status`]: scheduled('7 * * * *') }));
    const { unmount } = renderApp('/admin/tasks');
    await screen.findByText('كل ساعة عند الدقيقة 7');
    unmount();
    await i18n.changeLanguage('en');
    installFakeFetch(respondByPath({ [`${API}/tasks/status`]: scheduled('1 * * * *') }));
    renderApp('/admin/tasks');
    await screen.findByText('Every hour at 1 minute past the hour');
  });

  it('dashboard: KPI cards link to their screens, attention comes first, the chart has a table', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    installFakeFetch(respondByPath({ [`${API}/dashboard`]: respondJson(200, dashboard) }));
    renderApp('/admin/dashboard');
    const members = await screen.findByRole('link', { name: /Members/ });
    expect(members.getAttribute('href')).toBe('/admin/users');
    expect(members.textContent).toContain('up 100 on the previous 7 days');
    const attention = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByRole('link', { name: 'Awaiting moderation: 4' }).getAttribute('href')).toBe(
      '/admin/moderation',
    );
    expect(screen.getByRole('img', { name: /Bar chart of New members per day/ })).toBeTruthy();
    expect(screen.getByRole('table').textContent).toContain('80');
  });

  it('settings: saves with the version it loaded, and explains a 409 with a reload', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = installFakeFetch((request) => {
      const path = new URL(request.url, 'http://localhost').pathname;
      if (path !== `${API}/settings`) return respondJson(404, {})(request);
      if (request.method === 'PUT') {
        return respondError(409, 'SETTINGS_VERSION_STALE', 'stale')(request);
      }
      return respondJson(200, settings)(request);
    });
    renderApp('/admin/settings');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Site name');
    await user.clear(name);
    await user.type(name, 'Art House');
    await user.click(screen.getByRole('switch', { name: 'Registration open' }));
    const points = screen.getByRole('spinbutton', { name: 'Points above' });
    expect((points as HTMLInputElement).value).toBe('10000');
    await user.clear(points);
    await user.type(points, '25000');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await screen.findByText(/Someone else saved the settings/);
    const sent = network.requests.find((request) => request.method === 'PUT');
    expect(readJsonBody(sent)).toMatchObject({
      version: 3,
      siteName: 'Art House',
      registrationOpen: false,
      fourEyes: { pointsAbove: 25_000, artfiAbove: 100 },
    });
    expect(screen.getByRole('button', { name: 'Reload settings' })).toBeTruthy();
  });

  it('tasks: runs a task now and shows its progress, then its result', async () => {
    storeAdmin(makeAdmin('SUPER_ADMIN'));
    const network = installFakeFetch(
      respondByPath({
        [`${API}/tasks/status`]: inSequence(
          respondJson(200, taskStatus(false)),
          respondJson(200, taskStatus(true)),
          respondJson(200, taskStatus(false)),
        ),
        [`${API}/tasks/daily-stats`]: respondJson(202, {
          ...run,
          status: 'running',
          finishedAt: null,
          durationMs: null,
          progress: 0,
        }),
      }),
    );
    renderApp('/admin/tasks');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Run Daily statistics now' }));
    await screen.findByRole('progressbar', { name: 'Running… 40%' });
    expect(network.requests.some((request) => request.method === 'POST')).toBe(true);
    await screen.findByText('days: 31', {}, { timeout: 3000 });
  });

  it('system: the audit filters live in the address and reach the API', async () => {
    storeAdmin(makeAdmin('ADMIN'));
    const network = installFakeFetch(
      respondByPath({
        [`${API}/system/logs/audit`]: respondJson(200, { items: [], page: 1, limit: 20, total: 0 }),
        [`${API}/system/logs/errors`]: respondJson(200, { items: [], page: 1, limit: 20, total: 0 }),
      }),
    );
    renderApp('/admin/system?action=admin.login');
    await screen.findByDisplayValue('admin.login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Target type'), 'task');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    // The list reads its query from the route's search only, so the request proves the address changed.
    await waitFor(() => {
      const audit = network.requests.filter((request) => request.url.includes('/logs/audit'));
      expect(audit.at(-1)?.url).toContain('targetType=task');
      expect(audit.at(-1)?.url).toContain('action=admin.login');
    });
  });

  it('menu: Settings, Tasks and System only for SUPER_ADMIN and ADMIN', async () => {
    storeAdmin(makeAdmin('MODERATOR'));
    installFakeFetch(respondByPath({ [`${API}/dashboard`]: respondJson(200, { ...dashboard, kpis: [] }) }));
    renderApp('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Admin Dashboard' });
    expect(screen.queryByRole('link', { name: 'Tasks' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'System' })).toBeNull();
  });
});
