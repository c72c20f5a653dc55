import type { AdminSetupChallenge, CreateAdminUserResponse } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  injectAs,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';

let sink: SmtpSink;
let context: TestContext;
let root: TestAdmin;

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createAdminTestContext({ SMTP_URL: sink.url, PUBLIC_URL: 'http://localhost:5999' });
  root = await createSignedInAdmin(context, 'SUPER_ADMIN');
});
afterAll(async () => {
  await context.close();
  await sink.close();
});

describe('inviting a staff member', () => {
  it('e-mails the one-time setup link and does not answer it to the inviter', async () => {
    const response = await injectAs(context.app, root.token, {
      method: 'POST',
      url: '/api/v1/admin/admin-users',
      payload: { name: 'Ines Invited', email: 'ines@staff.test', role: 'ANALYST' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json<CreateAdminUserResponse>();
    expect(created).toMatchObject({ invitationEmailed: true, setupToken: null });
    const message = await sink.waitFor('ines@staff.test', /invited to the staff area/);
    expect(message.text).toContain('Hello Ines Invited,');
    expect(message.text).toContain('as analyst');
    const link = /(http:\/\/localhost:5999\/admin\/setup#token=\S+)/.exec(message.text ?? '')?.[1] ?? '';
    expect(message.html || '').toContain('admin/setup#token=');
    const token = decodeURIComponent(link.split('#token=')[1] ?? '');
    const start = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/admin/setup/start',
      payload: { setupToken: token },
    });
    expect(start.statusCode, start.body).toBe(200);
    expect(start.json<AdminSetupChallenge>()).toMatchObject({ email: 'ines@staff.test' });
  });

  it("is written in the inviter's interface language (staff have no stored language)", async () => {
    const response = await injectAs(context.app, root.token, {
      method: 'POST',
      url: '/api/v1/admin/admin-users',
      headers: { 'accept-language': 'ar' },
      payload: { name: 'Rana Invited', email: 'rana@staff.test', role: 'MODERATOR' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const message = await sink.waitFor('rana@staff.test', /دعوة إلى منطقة الفريق/);
    expect(message.text).toContain('مرحبًا Rana Invited،');
    expect(message.text).toContain('بصفة مراقب');
    expect(message.text).toContain('admin/setup#token=');
    expect(message.html || '').toContain('dir="rtl"');
  });
});
