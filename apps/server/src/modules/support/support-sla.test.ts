import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAuthEnv, registerVerified } from '../../../test/member-auth.test-support.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { closeIdleTickets, escalateNearBreach } from './support-jobs.service.js';
import { listDeskTickets, replyAsAgent, setTicketStatus } from './support-desk.service.js';
import { createMemberTicket, replyAsMember } from './support.service.js';
import { findTicket } from './support.repository.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// A pinned clock: every call below gets its `now` from here, never from the wall clock.
const T0 = new Date('2026-03-02T09:00:00.000Z');
const at = (offsetMs: number) => new Date(T0.getTime() + offsetMs);
const silent = { info: () => undefined, warn: () => undefined };

let context: TestContext;
let sink: SmtpSink;
let agent: TestAdmin;
const users: Record<'basic' | 'vip', string> = { basic: '', vip: '' };

async function memberId(email: string, tier: string): Promise<string> {
  await registerVerified(context.app, sink, { email });
  const { rows } = await context.database.pool.query<{ id: string }>(
    'UPDATE users SET tier = $2 WHERE email = $1 RETURNING id',
    [email, tier],
  );
  return rows[0]?.id ?? '';
}

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createAdminTestContext(
    memberAuthEnv(sink, { SUPPORT_ESCALATE_WITHIN_MINUTES: '30', SUPPORT_TICKETS_PER_HOUR: '1000' }),
  );
  agent = await createSignedInAdmin(context, 'ADMIN');
  users.basic = await memberId('sla-basic@example.com', 'BASIC');
  users.vip = await memberId('sla-vip@example.com', 'VIP');
}, 60_000);
afterAll(async () => {
  await context.close();
  await sink.close();
});

const actor = () => ({ adminId: agent.id, ip: '127.0.0.1' });
const open = (who: 'basic' | 'vip', priority: 'HIGH' | 'NORMAL' = 'HIGH', now = T0) =>
  createMemberTicket(
    context.deps,
    silent,
    users[who],
    { category: 'TECHNICAL', subject: 'Video stalls', message: 'It stops after a minute.', priority },
    [],
    now,
  );
async function row(id: string) {
  const ticket = await findTicket(context.deps.db, id);
  if (!ticket) throw new Error('ticket missing');
  return ticket;
}

describe('SLA targets', () => {
  it('sets due times from priority and tier: VIP is answered in half the time', async () => {
    const basic = await row((await open('basic')).id);
    const vip = await row((await open('vip')).id);
    // HIGH: 240 minutes to first response, 1440 to resolution; VIP factor 0.5.
    expect(basic.firstResponseDueAt).toEqual(at(4 * HOUR));
    expect(basic.resolutionDueAt).toEqual(at(24 * HOUR));
    expect(vip.firstResponseDueAt).toEqual(at(2 * HOUR));
    expect(vip.resolutionDueAt).toEqual(at(12 * HOUR));
    expect(vip.tier).toBe('VIP');
  });
});

describe('SLA clocks', () => {
  it('pause in AWAITING_REPLY, resume on the member reply, and move the due times on by the pause', async () => {
    const { id } = await open('basic');
    await replyAsAgent(
      context.deps,
      silent,
      actor(),
      id,
      { message: 'Which browser?', internal: false, status: 'AWAITING_REPLY' },
      at(HOUR),
    );
    const paused = await row(id);
    expect(paused).toMatchObject({ status: 'AWAITING_REPLY', pausedAt: at(HOUR), firstResponseAt: at(HOUR) });

    // Three days waiting for the member: a paused clock cannot breach.
    const whilePaused = await listDeskTickets(
      context.deps,
      agent.id,
      { page: 1, limit: 100, breaching: 'true' },
      at(3 * DAY),
    );
    expect(whilePaused.items.map((item) => item.id)).not.toContain(id);

    await replyAsMember(context.deps, users.basic, id, 'Firefox.', [], at(HOUR + 3 * DAY));
    const resumed = await row(id);
    expect(resumed).toMatchObject({ status: 'IN_PROGRESS', pausedAt: null, pausedMs: 3 * DAY });
    expect(resumed.resolutionDueAt).toEqual(at(24 * HOUR + 3 * DAY));
    // The first response was on time and its due time stays where it was.
    expect(resumed.firstResponseDueAt).toEqual(at(4 * HOUR));
  });

  it('breaches when a running clock passes its due time, and reports it in the queue', async () => {
    const { id } = await open('vip');
    const before = await listDeskTickets(
      context.deps,
      agent.id,
      { page: 1, limit: 100, breaching: 'true' },
      at(2 * HOUR - MINUTE),
    );
    expect(before.items.map((item) => item.id)).not.toContain(id);
    const after = await listDeskTickets(
      context.deps,
      agent.id,
      { page: 1, limit: 100, breaching: 'true' },
      at(2 * HOUR + MINUTE),
    );
    const late = after.items.find((item) => item.id === id);
    expect(late?.sla).toMatchObject({ firstResponseBreached: true, resolutionBreached: false });

    await replyAsAgent(
      context.deps,
      silent,
      actor(),
      id,
      // Kept IN_PROGRESS: a plain reply would wait for the member and pause the clocks.
      { message: 'Sorry for the wait.', internal: false, status: 'IN_PROGRESS' },
      at(3 * HOUR),
    );
    await setTicketStatus(context.deps, silent, actor(), id, 'RESOLVED', at(13 * HOUR));
    const resolved = await listDeskTickets(
      context.deps,
      agent.id,
      { page: 1, limit: 100, status: 'RESOLVED' },
      at(20 * HOUR),
    );
    expect(resolved.items.find((item) => item.id === id)?.sla).toMatchObject({
      firstResponseBreached: true,
      resolutionBreached: true,
    });
  });
});

describe('SLA jobs', () => {
  it('escalates a ticket near its due time once: one step up, and the desk is told', async () => {
    const { id } = await open('basic', 'NORMAL', at(10 * DAY));
    // NORMAL first response: 1440 minutes; the job looks 30 minutes ahead.
    expect(
      (await escalateNearBreach(context.deps, silent, at(10 * DAY + 23 * HOUR))).map((t) => t.id),
    ).not.toContain(id);
    const raised = await escalateNearBreach(context.deps, silent, at(10 * DAY + 23 * HOUR + 31 * MINUTE));
    expect(raised.find((ticket) => ticket.id === id)).toMatchObject({ priority: 'MEDIUM' });
    const again = await escalateNearBreach(context.deps, silent, at(10 * DAY + 23 * HOUR + 40 * MINUTE));
    expect(again.map((ticket) => ticket.id)).not.toContain(id);
    expect((await row(id)).priority).toBe('MEDIUM');
  });

  it('closes a ticket idle in AWAITING_REPLY for SUPPORT_AUTO_CLOSE_DAYS, with a notice', async () => {
    const start = 40 * DAY;
    const { id, number } = await open('basic', 'NORMAL', at(start));
    await setTicketStatus(context.deps, silent, actor(), id, 'AWAITING_REPLY', at(start + HOUR));
    expect(
      (await closeIdleTickets(context.deps, silent, at(start + HOUR + 7 * DAY - MINUTE))).map((t) => t.id),
    ).not.toContain(id);
    const closed = await closeIdleTickets(context.deps, silent, at(start + HOUR + 7 * DAY + MINUTE));
    expect(closed.find((ticket) => ticket.id === id)).toMatchObject({ status: 'CLOSED', pausedAt: null });
    const notice = await sink.waitFor(
      'sla-basic@example.com',
      new RegExp(`support ticket #${number} is closed`),
    );
    expect(notice.text).toContain('no reply for 7 days');
  });
});
