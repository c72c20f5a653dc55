import { ERRORS, FILE_LINK_TTL_SECONDS, type FileLink, type TicketDetail } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  loginToken,
  memberAuthEnv,
  registerVerified,
} from '../../../test/member-auth.test-support.js';
import { multipartBody, PNG_BYTES } from '../../../test/multipart-body.test-support.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import {
  TEST_TOTP_KEY,
  createSignedInAdmin,
  errorOf,
  injectAs,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { mintFileLink } from '../file-links/file-links.service.js';

const lines: string[] = [];
let context: TestContext;
let sink: SmtpSink;
let agent: TestAdmin;
let member: string;
let other: string;
let ticket: TicketDetail;
let attachmentId: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  const env = memberAuthEnv(sink, {
    RATE_LIMIT_WRITE_MAX: '100000',
    ADMIN_TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY,
  });
  context = await createTestContext(env, undefined, { write: (line) => void lines.push(line) });
  agent = await createSignedInAdmin(context, 'ADMIN');
  await registerVerified(context.app, sink, { email: 'link-member@example.com' });
  member = await loginToken(context.app, 'link-member@example.com');
  await registerVerified(context.app, sink, { email: 'link-other@example.com' });
  other = await loginToken(context.app, 'link-other@example.com');
  const { payload, headers } = multipartBody([
    { field: 'category', value: 'TECHNICAL' },
    { field: 'subject', value: 'Broken player' },
    { field: 'message', value: 'See the screenshot.' },
    { field: 'attachments', fileName: 'écran "1".png', bytes: PNG_BYTES },
  ]);
  const created = await context.app.inject({
    method: 'POST',
    url: '/api/v1/support/tickets',
    payload,
    headers: { ...headers, ...bearer(member) },
  });
  ticket = created.json<TicketDetail>();
  attachmentId = ticket.messages[0]?.attachments[0]?.id ?? '';
}, 60_000);
afterAll(async () => {
  await context.close();
  await sink.close();
});

const memberLinkUrl = (id = attachmentId) => `/api/v1/support/tickets/${ticket.id}/attachments/${id}/link`;
const deskLinkUrl = '/api/v1/support/admin/tickets/{id}/attachments/{aid}/link';
const mintAsMember = (token: string) =>
  context.app.inject({ method: 'POST', url: memberLinkUrl(), headers: bearer(token) });
const open = (url: string) => context.app.inject({ method: 'GET', url });

describe('signed links to ticket attachments', () => {
  it("open the member's own file without a token, as a download of its type with a safe name", async () => {
    const minted = await mintAsMember(member);
    expect(minted.statusCode).toBe(201);
    const link = minted.json<FileLink>();
    const ttl = (Date.parse(link.expiresAt) - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(FILE_LINK_TTL_SECONDS - 5);
    expect(ttl).toBeLessThanOrEqual(FILE_LINK_TTL_SECONDS);
    const file = await open(link.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(file.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9 ._()-]+"; filename\*=UTF-8''/);
    expect(disposition).not.toContain('"1"');
    const sig = new URL(link.url, 'http://x').searchParams.get('sig') ?? '';
    expect(lines.some((line) => line.includes('/api/v1/files/support-attachment/'))).toBe(true);
    expect(lines.filter((line) => line.includes(sig))).toEqual([]);
  });

  it('are minted only after the API checks: no token 401, another member 404', async () => {
    expect((await context.app.inject({ method: 'POST', url: memberLinkUrl() })).statusCode).toBe(401);
    const foreign = await mintAsMember(other);
    expect(foreign.statusCode).toBe(404);
  });

  it("refuse a tampered link, another member's viewer, and an expired one", async () => {
    const url = new URL((await mintAsMember(member)).json<FileLink>().url, 'http://x');
    const otherId = (
      await context.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(other) })
    ).json<{ user: { id: string } }>().user.id;
    const variants = [
      ['sig', 'A'.repeat(43)],
      ['viewer', `member:${otherId}`],
      ['expires', String(Number(url.searchParams.get('expires')) + 3600)],
    ] as const;
    for (const [name, value] of variants) {
      const changed = new URL(url);
      changed.searchParams.set(name, value);
      const response = await open(`${changed.pathname}${changed.search}`);
      expect(response.statusCode, name).toBe(403);
      expect(errorOf(response)).toEqual({
        code: 'FILE_LINK_INVALID',
        message: ERRORS.FILE_LINK_INVALID.message,
      });
    }
    const viewer = { realm: 'member' as const, id: url.searchParams.get('viewer')?.slice(7) ?? '' };
    const past = new Date(Date.now() - (FILE_LINK_TTL_SECONDS + 1) * 1000);
    const expired = mintFileLink(context.deps.config, 'support-attachment', attachmentId, viewer, past);
    const response = await open(expired.url);
    expect(response.statusCode).toBe(410);
    expect(errorOf(response).code).toBe('FILE_LINK_EXPIRED');
  });

  it("open nothing for a member's link to a file not theirs, even when correctly signed", async () => {
    const otherId = (
      await context.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(other) })
    ).json<{ user: { id: string } }>().user.id;
    const link = mintFileLink(context.deps.config, 'support-attachment', attachmentId, {
      realm: 'member',
      id: otherId,
    });
    expect((await open(link.url)).statusCode).toBe(404);
  });

  it('open any ticket file for desk staff; staff without the desk permission cannot mint', async () => {
    const url = deskLinkUrl.replace('{id}', ticket.id).replace('{aid}', attachmentId);
    const minted = await injectAs(context.app, agent.token, { method: 'POST', url });
    expect(minted.statusCode).toBe(201);
    const file = await open(minted.json<FileLink>().url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    const moderator = await createSignedInAdmin(context, 'CONTENT_MODERATOR');
    expect((await injectAs(context.app, moderator.token, { method: 'POST', url })).statusCode).toBe(403);
    const memberOnDesk = await context.app.inject({ method: 'POST', url, headers: bearer(member) });
    expect(memberOnDesk.statusCode).toBe(401);
  });
});
