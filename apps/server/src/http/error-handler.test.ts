import { defineEndpoint } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { clearOfWindowEdge } from '../../test/rate-limit-window.test-support.js';
import { AppError } from './app-error.js';
import { registerEndpoint } from './register-endpoint.js';

// An endpoint defined only for these tests, mounted through the same registerEndpoint as every product route.
const orderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/pipeline-probe/orders',
  summary: 'Probe of the shared request pipeline',
  tags: ['test'],
  auth: 'public',
  body: z.strictObject({ quantity: z.number().int().positive(), note: z.string().max(200).optional() }),
  response: z.object({ quantity: z.number() }),
  bodyLimit: 1024,
});

const failingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/pipeline-probe/failure',
  summary: 'Probe that fails inside the handler',
  tags: ['test'],
  auth: 'public',
  response: z.object({ ok: z.boolean() }),
});

const conflictEndpoint = defineEndpoint({
  method: 'GET',
  path: '/pipeline-probe/conflict',
  summary: 'Probe that raises an AppError',
  tags: ['test'],
  auth: 'public',
  response: z.object({ ok: z.boolean() }),
});

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_MAX: '5' }, (app) => {
    registerEndpoint(app, orderEndpoint, ({ body }) => ({ quantity: body.quantity, internalSecret: 'x' }));
    registerEndpoint(app, failingEndpoint, () => {
      throw new Error('connect ECONNREFUSED 10.1.2.3:5432 password=hunter2');
    });
    registerEndpoint(app, conflictEndpoint, () => {
      throw new AppError('EMAIL_ALREADY_REGISTERED');
    });
  });
});
afterAll(async () => {
  await context.close();
});

function postOrder(payload: string, contentType = 'application/json', ip = '198.51.100.1') {
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/pipeline-probe/orders',
    headers: { 'content-type': contentType },
    payload,
    remoteAddress: ip,
  });
}

describe('request validation', () => {
  it('accepts a valid body and serializes only the fields the contract names', async () => {
    const response = await postOrder(JSON.stringify({ quantity: 3 }), 'application/json', '198.51.100.10');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ quantity: 3 });
  });

  it('refuses "100" where a number is expected, without coercing it', async () => {
    const response = await postOrder(
      JSON.stringify({ quantity: '100' }),
      'application/json',
      '198.51.100.11',
    );
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; message: string; details: { path: string }[] } }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toBe('Please check your input data and try again.');
    expect(body.error.details[0]?.path).toBe('quantity');
  });

  it('refuses an unknown field with 400', async () => {
    const response = await postOrder(
      JSON.stringify({ quantity: 1, isAdmin: true }),
      'application/json',
      '198.51.100.12',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await postOrder('{"quantity": ', 'application/json', '198.51.100.13');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('refuses __proto__ and constructor.prototype keys with 400, leaving every object untouched', async () => {
    const bodies = [
      '{"quantity": 1, "__proto__": {"polluted": true}}',
      '{"quantity": 1, "constructor": {"prototype": {"polluted": true}}}',
    ];
    for (const [index, body] of bodies.entries()) {
      const response = await postOrder(body, 'application/json', `198.51.100.${String(60 + index)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a query parameter sent twice with 400 instead of picking one', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/search/activities?q=monet&q=manet',
      remoteAddress: '198.51.100.62',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('refuses a text/plain body with 415 and the spec message', async () => {
    const response = await postOrder('quantity=1', 'text/plain', '198.51.100.14');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: {
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'File type not supported. Please use a supported file format.',
      },
    });
  });

  it('refuses a body over the route limit with 413 and the spec message', async () => {
    const response = await postOrder(
      JSON.stringify({ quantity: 1, note: 'x'.repeat(2000) }),
      'application/json',
      '198.51.100.15',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'PAYLOAD_TOO_LARGE',
        message: 'File size is too large. Please compress your file and try again.',
      },
    });
  });
});

describe('error responses', () => {
  it('answers an unknown API route with a JSON 404', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/no-such-thing',
      remoteAddress: '198.51.100.20',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'ROUTE_NOT_FOUND', message: 'The requested resource was not found.' },
    });
  });

  it('hides the internals of a 500 behind the spec message', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/pipeline-probe/failure',
      remoteAddress: '198.51.100.21',
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Server error occurred. Please try again later.' },
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|10\.1\.2\.3|stack/);
  });

  it('maps an AppError to its catalogue status and message', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/pipeline-probe/conflict',
      remoteAddress: '198.51.100.22',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'EMAIL_ALREADY_REGISTERED', message: 'Email already registered' },
    });
  });

  it('rate-limits with 429, the spec message and RateLimit headers', async () => {
    const hit = () =>
      context.app.inject({
        method: 'GET',
        url: '/api/v1/activities/categories',
        remoteAddress: '198.51.100.30',
      });
    // The limit counts in fixed minutes: a burst across a minute's end would be two windows' worth.
    await clearOfWindowEdge();
    const first = await hit();
    expect(first.headers['ratelimit-limit']).toBe('5');
    expect(first.headers['ratelimit-remaining']).toBe('4');
    for (let i = 0; i < 4; i += 1) await hit();
    const limited = await hit();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please slow down.' },
    });
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('sets the hardening headers on API responses', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      remoteAddress: '198.51.100.40',
    });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sets the full page policy on everything that is not API or media', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/no-such-page',
      remoteAddress: '198.51.100.42',
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('allows only configured cross-origin callers', async () => {
    const request = (origin: string) =>
      context.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: { origin },
        remoteAddress: '198.51.100.41',
      });
    expect((await request('http://localhost:3000')).headers['access-control-allow-origin']).toBe(
      'http://localhost:3000',
    );
    expect((await request('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an allowed preflight itself and leaves a refused one without CORS headers', async () => {
    const preflight = (origin: string) =>
      context.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/activities/create',
        headers: { origin, 'access-control-request-method': 'POST' },
        remoteAddress: '198.51.100.43',
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-methods']).toContain('POST');
    expect(allowed.headers['access-control-allow-headers']).toContain('Idempotency-Key');
    expect(allowed.headers.vary).toContain('Origin');
    const refused = await preflight('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
  });
});
