import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../../../test/member-auth-helpers.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

let development: TestContext;

beforeAll(async () => {
  development = await createTestContext({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    CAPTCHA_ALTCHA_COST: '1',
    CAPTCHA_ALTCHA_MAX_COUNTER: '20',
  });
});
afterAll(async () => {
  await development.close();
});

describe('email without SMTP', () => {
  it('keeps the email in the outbox, readable at /api/v1/dev/outbox in development, so sign-up can finish', async () => {
    expect((await register(development.app, { email: 'outbox@example.com' })).statusCode).toBe(201);
    const outbox = await development.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(outbox.statusCode).toBe(200);
    const [email] = outbox.json<{
      emails: { to: string; subject: string; text: string; sentAt: string | null }[];
    }>().emails;
    expect(email).toMatchObject({
      to: 'outbox@example.com',
      subject: 'StreamIt: verify your email',
      sentAt: null,
    });
    const code = /code: (\d{6})/.exec(email?.text ?? '')?.[1];
    const verified = await development.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify/email',
      payload: { email: 'outbox@example.com', token: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('does not expose the outbox outside development', async () => {
    const testing = await createTestContext();
    try {
      expect((await testing.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await testing.close();
    }
  });
});
