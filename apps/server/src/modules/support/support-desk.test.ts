import {
  type AuditLogPage,
  type DeskTicket,
  type DeskTicketPage,
  type DeskTicketView,
  type SupportStats,
  type TicketDetail,
} from '@streamit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  loginToken,
  registerVerified,
  solveCaptcha,
} from '../../../test/member-auth.test-support.js';
import {
  createSignedInAdmin,
  errorOf,
  injectAs,
  useStaffDeskSuite,
} from '../../../test/admin-auth.test-support.js';

const suite = useStaffDeskSuite('ADMIN', {
  RATE_LIMIT_WRITE_MAX: '100000',
  SUPPORT_TICKETS_PER_HOUR: '1000',
});
let member: string;

beforeAll(async () => {
  await registerVerified(suite.context.app, suite.sink, { email: 'desk-member@example.com' });
  member = await loginToken(suite.context.app, 'desk-member@example.com');
});

const TICKET = {
  category: 'POINTS',
  subject: 'Points missing',
  message: 'I watched a film but got no points.',
};
const asMember = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  suite.context.app.inject({ method, url: `/api/v1/support/tickets${url}`, headers: bearer(token), payload });
const desk = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token = suite.admin.token,
) => injectAs(suite.context.app, token, { method, url: `/api/v1/support/admin${url}`, payload });

async function openTicket(token = member): Promise<TicketDetail> {
  const response = await asMember(token, 'POST', '', TICKET);
  expect(response.statusCode).toBe(201);
  return response.json<TicketDetail>();
}
describe('the desk', () => {
  it('is closed to members (401) and to staff without the desk permission (403)', async () => {
    expect(
      (
        await suite.context.app.inject({
          method: 'GET',
          url: '/api/v1/support/admin/tickets',
          headers: bearer(member),
        })
      ).statusCode,
    ).toBe(401);
    const moderator = await createSignedInAdmin(suite.context, 'CONTENT_MODERATOR');
    expect((await desk('GET', '/tickets', undefined, moderator.token)).statusCode).toBe(403);
    expect((await desk('GET', '/tickets/stats', undefined, moderator.token)).statusCode).toBe(403);
  });

  it('runs a ticket end to end: reply emailed, member reply resumes, resolve, rate, stats move, all audited', async () => {
    const statsBefore = (await desk('GET', '/tickets/stats')).json<SupportStats>();
    const ticket = await openTicket();
    const assigned = await desk('PATCH', `/tickets/${ticket.id}/assign`, { assigneeId: suite.admin.id });
    expect(assigned.json<DeskTicket>().assigneeId).toBe(suite.admin.id);
    const mine = (await desk('GET', '/tickets?assignee=me')).json<DeskTicketPage>();
    expect(mine.items.map((item) => item.id)).toContain(ticket.id);
    const moderator = await createSignedInAdmin(suite.context, 'CONTENT_MODERATOR');
    const refused = await desk('PATCH', `/tickets/${ticket.id}/assign`, { assigneeId: moderator.id });
    expect(errorOf(refused).code).toBe('TICKET_ASSIGNEE_INVALID');

    const reply = await desk('POST', `/tickets/${ticket.id}/reply`, {
      message: 'Could you tell us which film?',
      status: 'AWAITING_REPLY',
    });
    const replied = reply.json<DeskTicket>();
    expect(replied.status).toBe('AWAITING_REPLY');
    expect(replied.firstResponseAt).not.toBeNull();
    expect(replied.sla.pausedAt).not.toBeNull();
    const mail = await suite.sink.waitFor(
      'desk-member@example.com',
      new RegExp(`new reply on support ticket #${ticket.number}`),
    );
    expect(mail.text).toContain('Could you tell us which film?');

    const answered = await asMember(member, 'POST', `/${ticket.id}/reply`, {
      message: 'The one about calligraphy.',
    });
    expect(answered.json<TicketDetail>().status).toBe('IN_PROGRESS');
    const resolved = await desk('PATCH', `/tickets/${ticket.id}/status`, { status: 'RESOLVED' });
    expect(resolved.json<DeskTicket>().sla.pausedAt).toBeNull();
    await suite.sink.waitFor(
      'desk-member@example.com',
      new RegExp(`support ticket #${ticket.number} is resolved`),
    );
    const rated = await asMember(member, 'POST', `/${ticket.id}/rate`, {
      score: 4,
      comment: 'Quick, thanks',
    });
    expect(rated.json<TicketDetail>().rating).toMatchObject({ score: 4, comment: 'Quick, thanks' });

    const stats = (await desk('GET', '/tickets/stats')).json<SupportStats>();
    expect(stats.csat.count).toBe(statsBefore.csat.count + 1);
    expect(stats.medianFirstResponseMinutes).not.toBeNull();
    expect(stats.medianResolutionMinutes).not.toBeNull();

    const root = await createSignedInAdmin(suite.context, 'SUPER_ADMIN');
    const audit = await injectAs(suite.context.app, root.token, {
      method: 'GET',
      url: `/api/v1/admin/system/logs/audit?targetType=support_ticket&targetId=${ticket.id}`,
    });
    expect(
      audit
        .json<AuditLogPage>()
        .items.map((entry) => entry.action)
        .sort(),
    ).toEqual(['support_ticket.assigned', 'support_ticket.replied', 'support_ticket.status_changed']);
  });

  it("moves an open ticket to AWAITING_REPLY on an agent's reply (clocks paused), never on a note", async () => {
    const ticket = await openTicket();
    const noted = await desk('POST', `/tickets/${ticket.id}/reply`, {
      message: 'Check the logs',
      internal: true,
    });
    expect(noted.json<DeskTicket>()).toMatchObject({ status: 'OPEN', firstResponseAt: null });
    const replied = (
      await desk('POST', `/tickets/${ticket.id}/reply`, { message: 'Which film was it?' })
    ).json<DeskTicket>();
    expect(replied.status).toBe('AWAITING_REPLY');
    expect(replied.sla.pausedAt).not.toBeNull();
    expect(replied.firstResponseAt).not.toBeNull();
    const again = await desk('POST', `/tickets/${ticket.id}/reply`, { message: 'And when?' });
    expect(again.json<DeskTicket>().status).toBe('AWAITING_REPLY');
    await asMember(member, 'POST', `/${ticket.id}/reply`, { message: 'Yesterday.' });
    const chosen = await desk('POST', `/tickets/${ticket.id}/reply`, {
      message: 'Fixed.',
      status: 'RESOLVED',
    });
    expect(chosen.json<DeskTicket>().status).toBe('RESOLVED');
    const late = await desk('POST', `/tickets/${ticket.id}/reply`, { message: 'One more thing.' });
    expect(late.json<DeskTicket>().status).toBe('RESOLVED');
  });

  it('shows the member by name and email and the assignee by name', async () => {
    const ticket = await openTicket();
    const before = (await desk('GET', `/tickets/${ticket.id}`)).json<DeskTicketView>();
    expect(before.assignee).toBeNull();
    expect(before.ticket.email).toBe('desk-member@example.com');
    expect(before.member?.firstName).toBe('Ada');
    expect(before.member?.lastName).toBe('Lovelace');
    await desk('PATCH', `/tickets/${ticket.id}/assign`, { assigneeId: suite.admin.id });
    const after = (await desk('GET', `/tickets/${ticket.id}`)).json<DeskTicketView>();
    expect(after.assignee?.id).toBe(suite.admin.id);
    expect(after.assignee?.name.length).toBeGreaterThan(0);
  });

  it('filters the queue by text, priority, category and tier, and keeps canned replies', async () => {
    const ticket = await openTicket();
    await desk('PATCH', `/tickets/${ticket.id}/priority`, { priority: 'URGENT' });
    const found = (
      await desk('GET', `/tickets?q=%23${ticket.number}&priority=URGENT&category=POINTS&tier=BASIC`)
    ).json<DeskTicketPage>();
    expect(found.items.map((item) => item.id)).toEqual([ticket.id]);
    expect((await desk('GET', '/tickets?assignee=nobody')).statusCode).toBe(400);
    const created = await desk('POST', '/canned-replies', {
      title: 'Thanks',
      body: 'Thank you for writing to us.',
    });
    expect(created.statusCode).toBe(201);
    const list = (await desk('GET', '/canned-replies')).json<{ items: { title: string }[] }>();
    expect(list.items.map((item) => item.title)).toContain('Thanks');
  });

  it('edits and removes canned replies, auditing each change, and says when one is gone', async () => {
    const { id } = (
      await desk('POST', '/canned-replies', { title: 'Refund', body: 'We refunded it.' })
    ).json<{
      id: string;
    }>();
    const edited = await desk('PUT', `/canned-replies/${id}`, {
      title: 'Refunds',
      body: 'Your refund is on its way.',
    });
    expect(edited.json()).toEqual({ id, title: 'Refunds', body: 'Your refund is on its way.' });
    expect((await desk('PUT', `/canned-replies/${id}`, { title: '', body: 'x' })).statusCode).toBe(400);
    expect((await desk('DELETE', `/canned-replies/${id}`)).statusCode).toBe(200);
    const gone = await desk('PUT', `/canned-replies/${id}`, { title: 'Refunds', body: 'Again' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ error: { code: string } }>().error.code).toBe('CANNED_REPLY_NOT_FOUND');

    const root = await createSignedInAdmin(suite.context, 'SUPER_ADMIN');
    const audit = await injectAs(suite.context.app, root.token, {
      method: 'GET',
      url: `/api/v1/admin/system/logs/audit?targetType=support_canned_reply&targetId=${id}`,
    });
    expect(
      audit
        .json<AuditLogPage>()
        .items.map((entry) => entry.action)
        .sort(),
    ).toEqual([
      'support_canned_reply.created',
      'support_canned_reply.deleted',
      'support_canned_reply.updated',
    ]);
  });
});

describe('the contact form', () => {
  it('opens a guest ticket by email', async () => {
    const sent = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/contact/messages',
      payload: {
        name: 'Guest Person',
        email: 'guest-ticket@example.com',
        topic: 'account',
        subject: 'Cannot sign in',
        message: 'I cannot sign in to my account since yesterday.',
        captchaToken: await solveCaptcha(suite.context.app),
      },
    });
    expect(sent.statusCode).toBe(202);
    const page = (await desk('GET', '/tickets?q=guest-ticket')).json<DeskTicketPage>();
    expect(page.items).toEqual([
      expect.objectContaining({
        email: 'guest-ticket@example.com',
        userId: null,
        category: 'ACCOUNT',
        subject: 'Cannot sign in',
      }),
    ]);
    // The contact inbox sends its reply from the desk: it goes out through the email outbox to the guest.
    const [ticket] = page.items;
    const reply = await desk('POST', `/tickets/${ticket?.id ?? ''}/reply`, {
      message: 'Try a password reset.',
    });
    expect(reply.statusCode).toBe(201);
    const mail = await suite.sink.waitFor('guest-ticket@example.com', /new reply on support ticket/);
    expect(mail.text).toContain('Try a password reset.');
  });
});
