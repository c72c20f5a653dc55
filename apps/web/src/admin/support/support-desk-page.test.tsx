import type { DeskTicket, DeskTicketView } from '@streamit/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  installFakeFetch,
  readJsonBody,
  respondByPath,
  respondJson,
  type FakeRequest,
  type Responder,
} from '../../test/fake-fetch';
import { renderApp } from '../../test/render-app';
import { makeAdmin, storeAdmin } from '../../test/sessions';
import { respondSiteConfig } from '../../test/site-config';

const ID = '7a2b3c4d-1111-4a5b-8c6d-7e8f90a1b2c3';
const AT = '2026-11-20T10:00:00.000Z';
const FILE_ID = '5d6e7f80-4444-4d8e-9f90-a1b2c3d4e5f6';
const TICKET: DeskTicket = {
  id: ID,
  number: 7,
  category: 'POINTS',
  subject: 'Points missing',
  status: 'OPEN',
  priority: 'HIGH',
  createdAt: AT,
  updatedAt: AT,
  firstResponseAt: null,
  resolvedAt: null,
  closedAt: null,
  rating: null,
  email: 'layla@example.com',
  userId: '8b3c4d5e-2222-4b6c-9d7e-8f90a1b2c3d4',
  tier: 'VIP',
  assigneeId: null,
  sla: {
    firstResponseDueAt: AT,
    resolutionDueAt: AT,
    pausedAt: null,
    pausedMs: 0,
    firstResponseBreached: true,
    resolutionBreached: false,
    escalatedAt: null,
  },
};
const VIEW: DeskTicketView = {
  ticket: TICKET,
  messages: [
    {
      id: '9c4d5e6f-3333-4c7d-8e8f-90a1b2c3d4e5',
      authorType: 'USER',
      body: 'I got no points.',
      createdAt: AT,
      attachments: [],
      internal: false,
      authorAdminId: null,
    },
  ],
  member: {
    userId: TICKET.userId ?? '',
    displayName: 'Layla',
    firstName: 'Layla',
    lastName: 'Haddad',
    tier: 'VIP',
    totalPoints: 1234,
    recentLogins: [{ at: AT, ip: '203.0.113.9', method: 'password' }],
    recentActivities: [],
    otherTickets: [],
  },
  assignee: null,
};
const STATS = {
  openByPriority: { LOW: 0, NORMAL: 0, MEDIUM: 0, HIGH: 1, URGENT: 0 },
  medianFirstResponseMinutes: null,
  medianResolutionMinutes: null,
  breaches: { firstResponse: 1, resolution: 0 },
  csat: { average: null, count: 0 },
};

/** Answers the desk's first reads (one ticket in the queue, its stats, no canned replies) and the given routes. */
function serveDesk(routes: Record<string, Responder>) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/support/admin/tickets': respondJson(200, { items: [TICKET], page: 1, limit: 50, total: 1 }),
      '/api/v1/support/admin/tickets/stats': respondJson(200, STATS),
      '/api/v1/support/admin/canned-replies': respondJson(200, { items: [] }),
      ...routes,
    }),
  );
}

/** The desk with one ticket in its queue; answers the requests it makes. */
function openDeskQueue(path = '/admin/support') {
  const { requests } = serveDesk({});
  storeAdmin(makeAdmin('ADMIN'));
  renderApp(path);
  return requests;
}

/** The query of the latest queue read. */
function lastQueueQuery(requests: readonly FakeRequest[]): URLSearchParams {
  const last = requests.filter((request) => request.url.includes('/support/admin/tickets?')).at(-1);
  return new URL(last?.url ?? '', 'http://localhost').searchParams;
}

/** Waits until the last queue request carries these filters (null: the filter is not sent). */
async function expectQueueFilters(requests: readonly FakeRequest[], expected: Record<string, string | null>) {
  await waitFor(() => {
    const query = lastQueueQuery(requests);
    expect(Object.fromEntries(Object.keys(expected).map((key) => [key, query.get(key)]))).toEqual(expected);
  });
}

describe('/admin/support', { timeout: 15_000 }, () => {
  it('opens a ticket from the queue with the member context and adds an internal note', async () => {
    const { requests } = serveDesk({
      [`/api/v1/support/admin/tickets/${ID}`]: respondJson(200, VIEW),
      [`/api/v1/support/admin/tickets/${ID}/reply`]: respondJson(201, TICKET),
    });
    storeAdmin(makeAdmin('ADMIN'));
    renderApp('/admin/support');
    expect((await screen.findByTestId('desk-stats', {}, { timeout: 10_000 })).textContent).toContain(
      '1 open',
    );
    await userEvent.click(await screen.findByRole('button', { name: '#7 · Points missing' }));
    expect((await screen.findByTestId('member-context')).textContent).toContain('1,234');
    expect(screen.getByTestId('desk-ticket-status').textContent).toContain('SLA breached');
    await userEvent.type(screen.getByLabelText('Reply or note'), 'Asked twice already.');
    await userEvent.click(screen.getByLabelText('Internal note (never shown to the member)'));
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => {
      const sent = requests.find((request) => request.url.endsWith('/reply'));
      expect(readJsonBody(sent)).toEqual({ message: 'Asked twice already.', internal: true });
    });
  });

  it('changes the priority of the open ticket', async () => {
    const { requests } = serveDesk({
      [`/api/v1/support/admin/tickets/${ID}`]: respondJson(200, VIEW),
      [`/api/v1/support/admin/tickets/${ID}/priority`]: respondJson(200, { ...TICKET, priority: 'URGENT' }),
    });
    storeAdmin(makeAdmin('ADMIN'));
    renderApp('/admin/support');
    await userEvent.click(
      await screen.findByRole('button', { name: '#7 · Points missing' }, { timeout: 10_000 }),
    );
    await userEvent.selectOptions(await screen.findByLabelText('Ticket priority'), 'URGENT');
    await waitFor(() => {
      const sent = requests.find((request) => request.url.endsWith('/priority'));
      expect([sent?.method, readJsonBody(sent)]).toEqual(['PATCH', { priority: 'URGENT' }]);
    });
  });

  it('shows the member, the SLA clocks, the assignee and opens an attachment through a signed link', async () => {
    const inThreeHours = new Date(Date.now() + 3 * 3_600_000 + 60_000).toISOString();
    const agent = makeAdmin('ADMIN');
    const view: DeskTicketView = {
      ...VIEW,
      ticket: {
        ...TICKET,
        assigneeId: agent.id,
        sla: { ...TICKET.sla, firstResponseDueAt: inThreeHours, firstResponseBreached: false },
      },
      messages: [
        {
          ...(VIEW.messages[0] as DeskTicketView['messages'][number]),
          attachments: [{ id: FILE_ID, fileName: 'proof.pdf', contentType: 'application/pdf', bytes: 2048 }],
        },
      ],
      assignee: { id: agent.id, name: 'Sam Agent' },
    };
    const link = {
      url: `/api/v1/files/support-attachment/${FILE_ID}?viewer=x&expires=1&sig=y`,
      expiresAt: AT,
    };
    const { requests } = serveDesk({
      [`/api/v1/support/admin/tickets/${ID}`]: respondJson(200, view),
      [`/api/v1/support/admin/tickets/${ID}/attachments/${FILE_ID}/link`]: respondJson(201, link),
    });
    const opened: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      opened.push(this.getAttribute('href') ?? '');
    });
    storeAdmin(agent);
    renderApp('/admin/support');
    await userEvent.click(
      await screen.findByRole('button', { name: '#7 · Points missing' }, { timeout: 3000 }),
    );
    const context = await screen.findByTestId('member-context');
    expect(context.textContent).toContain('Layla Haddad (Layla)');
    expect(context.textContent).toContain('layla@example.com');
    const sla = screen.getByTestId('desk-sla');
    expect(sla.textContent).toContain('First response');
    expect(sla.textContent).toContain('Due in 3 hours');
    expect(sla.querySelector('[data-sla-state="overdue"]')?.textContent).toContain('Overdue since');
    expect(screen.getByTestId('desk-assignee').textContent).toBe('Assigned to you (Sam Agent)');
    expect(screen.queryByRole('button', { name: 'Assign to me' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Wait for the member' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'proof.pdf' }));
    await waitFor(() => {
      expect(opened).toEqual([link.url]);
    });
    expect(requests.some((request) => request.url.endsWith(`/attachments/${FILE_ID}/link`))).toBe(true);
    click.mockRestore();
  });

  it('counts the stats with plural forms: one rating, one breach', async () => {
    serveDesk({
      '/api/v1/support/admin/tickets/stats': respondJson(200, { ...STATS, csat: { average: 4, count: 1 } }),
    });
    storeAdmin(makeAdmin('ADMIN'));
    renderApp('/admin/support');
    expect((await screen.findByTestId('desk-stats', {}, { timeout: 3000 })).textContent).toBe(
      '1 open · 1 SLA breach · CSAT 4 from 1 rating',
    );
  });

  it('filters the queue by text, priority and category', async () => {
    const requests = openDeskQueue();
    await userEvent.type(
      await screen.findByLabelText('Search subject, address or #number', {}, { timeout: 3000 }),
      '#7',
    );
    await userEvent.selectOptions(screen.getByLabelText('Priority'), 'HIGH');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'POINTS');
    await expectQueueFilters(requests, { q: '#7', priority: 'HIGH', category: 'POINTS', assignee: 'none' });
  });

  it("searches every queue for the address in the link (the contact inbox's reply)", async () => {
    const requests = openDeskQueue('/admin/support?q=guest%40example.com');
    const search = await screen.findByLabelText<HTMLInputElement>('Search subject, address or #number');
    expect(search.value).toBe('guest@example.com');
    await expectQueueFilters(requests, { q: 'guest@example.com', assignee: null });
  });

  it('filters the queue by status, the member tier and the opening dates (whole UTC days)', async () => {
    const requests = openDeskQueue();
    await userEvent.selectOptions(
      await screen.findByLabelText('Status', {}, { timeout: 3000 }),
      'AWAITING_REPLY',
    );
    await userEvent.selectOptions(screen.getByLabelText('Tier'), 'VIP');
    await userEvent.type(screen.getByLabelText('Opened from'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('Opened until'), '2026-11-20');
    await expectQueueFilters(requests, {
      status: 'AWAITING_REPLY',
      tier: 'VIP',
      from: '2026-11-01T00:00:00.000Z',
      to: '2026-11-20T23:59:59.999Z',
    });
  });

  it('tells staff without the desk permission that the screen is not theirs', async () => {
    installFakeFetch(respondByPath({ '/api/v1/site/config': respondSiteConfig() }));
    storeAdmin(makeAdmin('CONTENT_MODERATOR'));
    renderApp('/admin/support');
    await screen.findByRole('heading', { name: 'Support desk', level: 1 }, { timeout: 3000 });
    expect(screen.queryByTestId('desk-stats')).toBeNull();
  });
});
