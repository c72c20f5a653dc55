import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  loginToken,
  memberAuthEnv,
  registerVerified,
} from '../../../test/member-auth.test-support.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import type { TestContext } from '../../../test/test-app.js';
import { createAdminTestContext, errorOf } from '../../../test/admin-auth.test-support.js';

let context: TestContext;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  context = await createAdminTestContext(memberAuthEnv(sink, { RATE_LIMIT_WRITE_MAX: '100000' }));
}, 60_000);
afterAll(async () => {
  await context.close();
  await sink.close();
});

describe('opening support tickets', () => {
  it('lets one member open exactly the hourly budget of tickets when 50 arrive at once', async () => {
    await registerVerified(context.app, sink, { email: 'ticket-flood@example.com' });
    const token = await loginToken(context.app, 'ticket-flood@example.com');
    const budget = context.deps.config.SUPPORT_TICKETS_PER_HOUR;
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        context.app.inject({
          method: 'POST',
          url: '/api/v1/support/tickets',
          headers: bearer(token),
          payload: { category: 'GENERAL', subject: `Question ${String(index)}`, message: 'Hello there.' },
        }),
      ),
    );
    const refused = responses.filter((response) => response.statusCode === 429);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(budget);
    expect(refused).toHaveLength(50 - budget);
    expect(refused.map((response) => errorOf(response).code)).toEqual(refused.map(() => 'RATE_LIMITED'));
    const { rows } = await context.database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM support_tickets WHERE email = 'ticket-flood@example.com'",
    );
    expect(rows[0]?.n).toBe(budget);
  });
});
