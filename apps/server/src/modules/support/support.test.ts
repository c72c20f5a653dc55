import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  ERRORS,
  TICKET_STATUSES,
  isTicketTransitionAllowed,
  type DeskTicketView,
  type TicketDetail,
  type TicketPage,
} from '@streamit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInMember } from '../../../test/member-auth.test-support.js';
import {
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  type FormPart,
} from '../../../test/multipart-body.test-support.js';
import {
  createSignedInAdmin,
  errorOf,
  injectAs,
  useStaffDeskSuite,
} from '../../../test/admin-auth.test-support.js';

const MAX_BYTES = 4096;
const suite = useStaffDeskSuite('ADMIN', {
  SUPPORT_ATTACHMENT_MAX_BYTES: String(MAX_BYTES),
  RATE_LIMIT_WRITE_MAX: '100000',
  SUPPORT_TICKETS_PER_HOUR: '1000',
});
let member: string;
let other: string;

beforeAll(async () => {
  member = await signedInMember(suite.context.app, suite.sink, 'ticket-member@example.com');
  other = await signedInMember(suite.context.app, suite.sink, 'ticket-other@example.com');
});

const TICKET = {
  category: 'POINTS',
  subject: 'Points missing',
  message: 'I watched a film but got no points.',
};
const asMember = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  suite.context.app.inject({ method, url: `/api/v1/support/tickets${url}`, headers: bearer(token), payload });
const desk = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token = suite.admin.token) =>
  injectAs(suite.context.app, token, { method, url: `/api/v1/support/admin${url}`, payload });
const postForm = (token: string, url: string, parts: FormPart[]) => {
  const { payload, headers } = multipartBody(parts);
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/support/tickets${url}`,
    payload,
    headers: { ...headers, ...bearer(token) },
  });
};
const ticketFields = (): FormPart[] => Object.entries(TICKET).map(([field, value]) => ({ field, value }));

async function openTicket(token = member): Promise<TicketDetail> {
  const response = await asMember(token, 'POST', '', TICKET);
  expect(response.statusCode).toBe(201);
  return response.json<TicketDetail>();
}
const codeOf = (response: { statusCode: number; body: string }) =>
  response.statusCode >= 400 ? errorOf(response).code : undefined;
async function count(sql: string, values: unknown[] = []): Promise<number> {
  const { rows } = await suite.context.database.pool.query<{ n: number }>(sql, values);
  return rows[0]?.n ?? 0;
}
async function storedFiles(): Promise<number> {
  const dir = path.join(suite.context.deps.config.DATA_DIR, 'media', 'support');
  const tickets = await readdir(dir).catch(() => [] as string[]);
  const files = await Promise.all(tickets.map((name) => readdir(path.join(dir, name)).catch(() => [])));
  return files.flat().length;
}

describe('member tickets', () => {
  it('opens, lists and shows a ticket; another member sees 404', async () => {
    const ticket = await openTicket();
    expect(ticket).toMatchObject({ status: 'OPEN', priority: 'NORMAL', category: 'POINTS', rating: null });
    expect(ticket.messages).toEqual([expect.objectContaining({ authorType: 'USER', body: TICKET.message })]);
    const page = (await asMember(member, 'GET', '?status=OPEN')).json<TicketPage>();
    expect(page.items.map((item) => item.id)).toContain(ticket.id);
    expect(codeOf(await asMember(other, 'GET', `/${ticket.id}`))).toBe('TICKET_NOT_FOUND');
    expect((await asMember(other, 'GET', '')).json<TicketPage>().total).toBe(0);
  });

  it.each([
    ['an unknown category', { category: 'SALES' }],
    ['an empty subject', { subject: ' ' }],
    ['a subject with a line break', { subject: 'a\r\nBcc: x@example.com' }],
    ['an unknown field', { phone: '1' }],
  ])('refuses %s with 400 and stores nothing', async (_label, overrides) => {
    const before = await count('SELECT count(*)::int AS n FROM support_tickets');
    const response = await asMember(member, 'POST', '', { ...TICKET, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(await count('SELECT count(*)::int AS n FROM support_tickets')).toBe(before);
  });

  it('never shows internal notes to the member, in the ticket or its list', async () => {
    const ticket = await openTicket();
    const note = 'INTERNAL: this member asked twice already';
    expect(
      (await desk('POST', `/tickets/${ticket.id}/reply`, { message: note, internal: true })).statusCode,
    ).toBe(201);
    await desk('POST', `/tickets/${ticket.id}/reply`, { message: 'We are looking into it.' });
    const shown = await asMember(member, 'GET', `/${ticket.id}`);
    expect(shown.body).not.toContain('INTERNAL');
    expect(shown.json<TicketDetail>().messages.map((message) => message.authorType)).toEqual([
      'USER',
      'AGENT',
    ]);
    expect((await asMember(member, 'GET', '')).body).not.toContain('INTERNAL');
    const staffView = (await desk('GET', `/tickets/${ticket.id}`)).json<DeskTicketView>();
    expect(staffView.messages.filter((message) => message.internal).map((message) => message.body)).toEqual([
      note,
    ]);
    const emails = suite.sink.messages.filter((mail) => mail.text?.includes('INTERNAL'));
    expect(emails).toEqual([]);
  });
});
describe('the transition table', () => {
  const pairs = TICKET_STATUSES.flatMap((from) => TICKET_STATUSES.map((to) => [from, to] as const));

  it('allows exactly the moves the table lists, for every pair of statuses', async () => {
    const results = await Promise.all(
      pairs.map(async ([from, to]) => {
        const ticket = await openTicket();
        const paused = from === 'AWAITING_REPLY' ? 'now()' : 'NULL';
        await suite.context.database.pool.query(
          `UPDATE support_tickets SET status = $1, paused_at = ${paused} WHERE id = $2`,
          [from, ticket.id],
        );
        const response = await desk('PATCH', `/tickets/${ticket.id}/status`, { status: to });
        const stored = await count(
          'SELECT count(*)::int AS n FROM support_tickets WHERE id = $1 AND status = $2',
          [ticket.id, to],
        );
        return { move: `${from}→${to}`, status: response.statusCode, code: codeOf(response), stored };
      }),
    );
    const expected = pairs.map(([from, to]) => {
      const allowed = isTicketTransitionAllowed(from, to);
      return {
        move: `${from}→${to}`,
        status: allowed ? 200 : 409,
        code: allowed ? undefined : 'TICKET_TRANSITION_NOT_ALLOWED',
        stored: allowed || from === to ? 1 : 0,
      };
    });
    expect(results).toEqual(expected);
    expect(expected.filter((move) => move.status === 200)).toHaveLength(12);
  });
});
describe('ratings', () => {
  it('refuses a rating before RESOLVED or CLOSED, and out-of-range scores', async () => {
    const ticket = await openTicket();
    const early = await asMember(member, 'POST', `/${ticket.id}/rate`, { score: 5 });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('TICKET_NOT_RATEABLE');
    await desk('PATCH', `/tickets/${ticket.id}/status`, { status: 'RESOLVED' });
    for (const score of [0, 6, 2.5]) {
      expect((await asMember(member, 'POST', `/${ticket.id}/rate`, { score })).statusCode).toBe(400);
    }
    expect((await asMember(other, 'POST', `/${ticket.id}/rate`, { score: 1 })).statusCode).toBe(404);
  });

  it('records exactly one of 50 parallel ratings', async () => {
    const ticket = await openTicket();
    await desk('PATCH', `/tickets/${ticket.id}/status`, { status: 'CLOSED' });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        asMember(member, 'POST', `/${ticket.id}/rate`, { score: (index % 5) + 1, comment: `try ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(responses.filter((response) => codeOf(response) === 'TICKET_ALREADY_RATED')).toHaveLength(49);
    const winner = responses.find((response) => response.statusCode === 200)?.json<TicketDetail>();
    const stored = await suite.context.database.pool.query<{ csat_score: number; csat_comment: string }>(
      'SELECT csat_score, csat_comment FROM support_tickets WHERE id = $1',
      [ticket.id],
    );
    expect(stored.rows[0]).toEqual({
      csat_score: winner?.rating?.score,
      csat_comment: winner?.rating?.comment,
    });
  });
});
describe('attachments', () => {
  it('stores images and PDFs sniffed by content, with safe names', async () => {
    const response = await postForm(member, '', [
      ...ticketFields(),
      { field: 'attachments', fileName: '../../etc/screen shot.png', bytes: PNG_BYTES, type: 'text/plain' },
      { field: 'attachments', fileName: 'invoice.exe', bytes: PDF_BYTES },
    ]);
    expect(response.statusCode).toBe(201);
    const [first] = response.json<TicketDetail>().messages;
    expect(first?.attachments.map(({ fileName, contentType }) => ({ fileName, contentType }))).toEqual([
      { fileName: 'screen shot.png', contentType: 'image/png' },
      { fileName: 'invoice.exe.pdf', contentType: 'application/pdf' },
    ]);
  });

  it.each([
    [
      'a text file named .png',
      [{ fileName: 'a.png', bytes: Buffer.from('hello world') }],
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a file over the size limit',
      [{ fileName: 'big.png', bytes: Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_BYTES)]) }],
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'six files',
      Array.from({ length: 6 }, (_, i) => ({ fileName: `p${i}.png`, bytes: PNG_BYTES })),
      400,
      'TICKET_TOO_MANY_ATTACHMENTS',
    ],
    [
      'a name with a control character',
      [{ fileName: 'a\u0007.png', bytes: PNG_BYTES }],
      400,
      'TICKET_ATTACHMENT_NAME_INVALID',
    ],
    [
      'a name over 200 characters',
      [{ fileName: `${'n'.repeat(201)}.png`, bytes: PNG_BYTES }],
      400,
      'TICKET_ATTACHMENT_NAME_INVALID',
    ],
    ['an empty file', [{ fileName: 'empty.png', bytes: Buffer.alloc(0) }], 400, 'FILE_MISSING'],
  ])('refuses %s and writes nothing, ticket or file', async (_label, files, status, code) => {
    const tickets = await count('SELECT count(*)::int AS n FROM support_tickets');
    const before = await storedFiles();
    const parts: FormPart[] = [
      ...ticketFields(),
      { field: 'attachments', fileName: 'good.png', bytes: PNG_BYTES },
      ...files.map((file) => ({ field: 'attachments', ...file })),
    ];
    const response = await postForm(member, '', parts);
    expect(response.statusCode).toBe(status);
    expect(errorOf(response)).toEqual({ code, message: ERRORS[code as keyof typeof ERRORS].message });
    expect(await count('SELECT count(*)::int AS n FROM support_tickets')).toBe(tickets);
    expect(await storedFiles()).toBe(before);
  });

  it('serves an attachment to its member and the desk only, as a download of its sniffed type', async () => {
    const created = await postForm(member, '', [
      ...ticketFields(),
      { field: 'attachments', fileName: 'proof.pdf', bytes: PDF_BYTES, type: 'text/html' },
    ]);
    const ticket = created.json<TicketDetail>();
    const file = ticket.messages[0]?.attachments[0];
    const url = `/api/v1/support/tickets/${ticket.id}/attachments/${file?.id}`;
    const own = await suite.context.app.inject({ method: 'GET', url, headers: bearer(member) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(
      `attachment; filename="proof.pdf"; filename*=UTF-8''proof.pdf`,
    );
    expect(own.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect((await suite.context.app.inject({ method: 'GET', url, headers: bearer(other) })).statusCode).toBe(
      404,
    );
    expect((await suite.context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const deskUrl = `/api/v1/support/admin/tickets/${ticket.id}/attachments/${file?.id}`;
    const staff = await injectAs(suite.context.app, suite.admin.token, { method: 'GET', url: deskUrl });
    expect(staff.statusCode).toBe(200);
    const moderator = await createSignedInAdmin(suite.context, 'CONTENT_MODERATOR');
    expect(
      (await injectAs(suite.context.app, moderator.token, { method: 'GET', url: deskUrl })).statusCode,
    ).toBe(403);
  });

  it('takes files on a reply and refuses a bad one without adding the message', async () => {
    const ticket = await openTicket();
    const good = await postForm(member, `/${ticket.id}/reply`, [
      { field: 'message', value: 'Here is the screenshot.' },
      { field: 'attachments', fileName: 'shot.png', bytes: PNG_BYTES },
    ]);
    expect(good.statusCode).toBe(200);
    expect(good.json<TicketDetail>().messages[1]?.attachments).toHaveLength(1);
    const bad = await postForm(member, `/${ticket.id}/reply`, [
      { field: 'message', value: 'And a script.' },
      { field: 'attachments', fileName: 'x.png', bytes: Buffer.from('<script>alert(1)</script>') },
    ]);
    expect(bad.statusCode).toBe(415);
    expect((await asMember(member, 'GET', `/${ticket.id}`)).json<TicketDetail>().messages).toHaveLength(2);
  });
});
