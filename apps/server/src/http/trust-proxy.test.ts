import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { clearOfWindowEdge } from '../../test/rate-limit-window.test-support.js';

// The proxy in front of the app; the attacker's real address is what the proxy appends.
const PROXY = '10.0.0.5';
const ATTACKER = '203.0.113.50';

let context: TestContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A request as the proxy forwards it: whatever the client wrote, then the address the proxy saw. */
function throughProxy(app: TestContext['app'], url: string, forged: string) {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': `${forged}, ${ATTACKER}` },
  });
}

describe.each([
  ['a hop count', '1'],
  ['a trusted proxy list', '10.0.0.0/8'],
])('TRUST_PROXY as %s', (_label, trustProxy) => {
  it('takes the address the proxy saw, so a forged loopback X-Forwarded-For does not open /metrics', async () => {
    context = await createTestContext({ TRUST_PROXY: trustProxy });
    const forged = await throughProxy(context.app, '/metrics', '127.0.0.1');
    expect(forged.statusCode).toBe(403);
    // A real loopback client behind the same proxy still scrapes.
    const local = await context.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(local.statusCode).toBe(200);
  });

  it('keeps one rate-limit bucket per real client whatever left-most address it forges', async () => {
    context = await createTestContext({ TRUST_PROXY: trustProxy, RATE_LIMIT_MAX: '5' });
    const app = context.app;
    // One after another on purpose: this checks which key a request is counted under, not atomicity.
    const statuses: number[] = [];
    // The limit counts in fixed minutes: a burst across a minute's end would be two windows' worth.
    await clearOfWindowEdge();
    for (let index = 1; index <= 8; index += 1) {
      statuses.push((await throughProxy(app, '/api/v1/activities', `198.51.100.${index}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Another real client behind the proxy has its own bucket.
    const other = await app.inject({
      method: 'GET',
      url: '/api/v1/activities',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.51' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('TRUST_PROXY off', () => {
  it('ignores X-Forwarded-For entirely', async () => {
    context = await createTestContext({});
    const forged = await context.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: ATTACKER,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(403);
  });
});
