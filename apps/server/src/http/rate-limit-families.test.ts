import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { clearOfWindowEdge } from '../../test/rate-limit-window.test-support.js';
import { classifyRoute } from './rate-limit-families.js';

let context: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'streamit-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>StreamIt</title>');
  writeFileSync(path.join(webDist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
  context = await createTestContext({
    WEB_DIST_DIR: webDist,
    RATE_LIMIT_MAX: '40',
    RATE_LIMIT_WRITE_MAX: '30',
    RATE_LIMIT_AUTH_MAX: '10',
  });
});
afterAll(async () => {
  await context.close();
  rmSync(webDist, { recursive: true, force: true });
});

function countStatuses(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

async function parallel(count: number, send: () => Promise<{ statusCode: number }>) {
  const responses = await Promise.all(Array.from({ length: count }, send));
  return countStatuses(responses.map((response) => response.statusCode));
}

describe('API rate limits by route family', () => {
  it('classifies routes: credential routes strict, other reads and writes apart, pages never', () => {
    expect(classifyRoute('POST', '/api/v1/auth/login')).toBe('auth');
    expect(classifyRoute('POST', '/api/v1/auth/admin/login')).toBe('auth');
    // Deleting an account takes the password or an e-mailed code: guessing either is throttled like a sign-in.
    expect(classifyRoute('POST', '/api/v1/auth/delete-account')).toBe('auth');
    expect(classifyRoute('POST', '/api/v1/auth/delete-account/code')).toBe('auth');
    expect(classifyRoute('GET', '/api/v1/auth/profile')).toBe('read');
    expect(classifyRoute('GET', '/api/v1/activities/categories')).toBe('read');
    expect(classifyRoute('POST', '/api/v1/contact/messages')).toBe('write');
    expect(classifyRoute('GET', '/assets/index-3f9a1c.js')).toBeUndefined();
    expect(classifyRoute('GET', '/')).toBeUndefined();
  });

  it('answers 429 to the 11th of 50 parallel logins from one address, with the spec body', async () => {
    let attempt = 0;
    // A different account each time, so the per-account lockout (5 failures) does not answer first.
    const login = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '198.51.100.70',
        payload: { email: `nobody-${String(attempt++)}@example.com`, password: 'Wrong-password-1' },
      });
    // The limit counts in fixed minutes: a burst across a minute's end would be two windows' worth.
    await clearOfWindowEdge();
    const counts = await parallel(50, login);
    expect(counts[429]).toBe(40);
    const limited = await login();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please slow down.' },
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['ratelimit-limit']).toBe('10');
  });

  it('keeps reads on their own, larger budget while logins from the same address are refused', async () => {
    const read = () =>
      context.app.inject({
        method: 'GET',
        url: '/api/v1/activities/categories',
        remoteAddress: '198.51.100.70',
      });
    // The limit counts in fixed minutes: a burst across a minute's end would be two windows' worth.
    await clearOfWindowEdge();
    const counts = await parallel(50, read);
    expect(counts).toEqual({ 200: 40, 429: 10 });
  });

  it('never counts the SPA shell or hashed assets: 100 page loads from one address all succeed', async () => {
    const page = (index: number) =>
      context.app.inject({
        method: 'GET',
        url: index % 2 === 0 ? `/watch/${index}` : '/assets/index-3f9a1c.js',
        headers: { accept: 'text/html' },
        remoteAddress: '198.51.100.71',
      });
    const responses = await Promise.all(Array.from({ length: 100 }, (_, index) => page(index)));
    expect(countStatuses(responses.map((response) => response.statusCode))).toEqual({ 200: 100 });
  });
});
