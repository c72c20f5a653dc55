import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.js';

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
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await forgot()).statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(1);
    const route = '/api/v1/auth/forgot-password/:email';
    expect(eventsFor(route).map((line) => line.securityEvent)).toEqual(
      statuses.filter((status) => status === 429).map(() => 'rate_limited'),
    );
  });
});
