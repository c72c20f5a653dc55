import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember } from '../../test/moderation.test-support.js';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { clearOfWindowEdge } from '../../test/rate-limit-window.test-support.js';

/** ASVS V16.3.2, V16.3.3: refused requests leave one structured security event each in the log. */
let context: TestContext;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_AUTH_MAX: '2' }, undefined, {
    write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>),
  });
});
afterAll(async () => {
  await context.close();
});

const eventsFor = (route: string) => lines.filter((line) => line.securityEvent && line.route === route);

describe('security events in the log', () => {
  it('logs refused input, a missing session and a refused scraper, each with route, status and address', async () => {
    await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: {},
      remoteAddress: '203.0.113.7',
    });
    await context.app.inject({ method: 'GET', url: '/api/v1/auth/profile', remoteAddress: '203.0.113.8' });
    await context.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(eventsFor('/api/v1/auth/login')).toEqual([
      expect.objectContaining({
        securityEvent: 'input_refused',
        status: 400,
        method: 'POST',
        ip: '203.0.113.7',
        level: 40,
      }),
    ]);
    expect(eventsFor('/api/v1/auth/profile')).toEqual([
      expect.objectContaining({ securityEvent: 'authentication_refused', status: 401, ip: '203.0.113.8' }),
    ]);
    expect(eventsFor('/metrics')).toEqual([
      expect.objectContaining({ securityEvent: 'access_refused', status: 403, ip: '203.0.113.9' }),
    ]);
  });

  it('logs each request the rate limiter refuses, and nothing for an accepted one', async () => {
    const forgot = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password/limit@example.com',
        remoteAddress: '198.51.100.4',
      });
    const statuses = [];
    // The limit counts in fixed minutes: a burst across a minute's end would be two windows' worth.
    await clearOfWindowEdge();
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await forgot()).statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    const route = '/api/v1/auth/forgot-password/:email';
    expect(eventsFor(route).map((line) => line.securityEvent)).toEqual(
      statuses.filter((status) => status === 429).map(() => 'rate_limited'),
    );
  });
});

describe('foreign rows (ASVS V16.3.2)', () => {
  const MISSING = '4b0e7c59-6a1f-4c56-9d2e-1f0a3b5c7d9e';
  const foreignEvents = (route: string) =>
    eventsFor(route).filter((line) => line.securityEvent === 'access.denied_foreign');

  it("answers 404 for another member's ticket or session and logs access.denied_foreign; a missing one is a plain 404", async () => {
    const owner = await createSignedInMember(context);
    const prober = await createSignedInMember(context);
    const { rows } = await context.database.pool.query<{ ticket: string; session: string }>(
      `WITH ticket AS (
         INSERT INTO support_tickets (user_id, email, category, subject, priority, tier, first_response_due_at, resolution_due_at)
         VALUES ($1, 'owner@example.test', 'POINTS', 'Points missing', 'NORMAL', 'BASIC', now(), now()) RETURNING id)
       SELECT (SELECT id FROM ticket) AS ticket, (SELECT id FROM member_sessions WHERE user_id = $1) AS session`,
      [owner.id],
    );
    const { ticket, session } = rows[0] ?? { ticket: '', session: '' };
    const ask = (url: string) =>
      context.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${prober.token}` } });
    const revoke = (sessionId: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/auth/sessions/revoke',
        headers: { authorization: `Bearer ${prober.token}` },
        payload: { sessionId },
      });
    const answers = [await ask(`/api/v1/support/tickets/${ticket}`), await revoke(session)];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404]);
    expect(answers[0]?.json()).toMatchObject({ error: { code: 'TICKET_NOT_FOUND' } });
    expect(foreignEvents('/api/v1/support/tickets/:id')).toEqual([
      expect.objectContaining({ status: 404, method: 'GET', actor: prober.id, resource: 'support_ticket' }),
    ]);
    expect(foreignEvents('/api/v1/auth/sessions/revoke')).toEqual([
      expect.objectContaining({ status: 404, actor: prober.id, resource: 'session' }),
    ]);

    const missing = [await ask(`/api/v1/support/tickets/${MISSING}`), await revoke(MISSING)];
    expect(missing.map((answer) => answer.statusCode)).toEqual([404, 404]);
    expect(foreignEvents('/api/v1/support/tickets/:id')).toHaveLength(1);
    expect(foreignEvents('/api/v1/auth/sessions/revoke')).toHaveLength(1);
  });
});

describe('request lines in the log', () => {
  it('censor the credentials a URL carries (sign-in code and state, link token and signature), keeping the rest', async () => {
    await context.app.inject({
      method: 'GET',
      url: '/auth/callback?code=exchange-0ne-time&next=%2Fdashboard',
    });
    await context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/google/callback?code=provider-c0de&state=state-v4lue',
    });
    await context.app.inject({ method: 'GET', url: '/api/v1/activities?q=calligraphy&token=t0ken-value' });
    const text = JSON.stringify(lines);
    for (const secret of ['exchange-0ne-time', 'provider-c0de', 'state-v4lue', 't0ken-value']) {
      expect(text).not.toContain(secret);
    }
    const urls = lines.map((line) => (line.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toContain('/auth/callback?code=%5Bredacted%5D&next=%2Fdashboard');
    expect(urls).toContain('/api/v1/auth/google/callback?code=%5Bredacted%5D&state=%5Bredacted%5D');
    expect(urls).toContain('/api/v1/activities?q=calligraphy&token=%5Bredacted%5D');
  });
});
