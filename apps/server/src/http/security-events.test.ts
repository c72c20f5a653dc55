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
