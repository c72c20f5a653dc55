import { defineEndpoint } from '@streamit/contract';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { registerEndpoint } from './register-endpoint.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe('authentication runs before body validation', () => {
  it('answers an anonymous member call with 401, whatever its body', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      payload: { unexpected: true },
      remoteAddress: '198.51.100.60',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('answers an anonymous admin call with 401, whatever its body', async () => {
    const response = await context.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/site/maintenance',
      payload: { enabled: 'yes', extra: 1 },
      remoteAddress: '198.51.100.61',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'ADMIN_AUTH_FAILED' } });
  });
});

describe('registerEndpoint', () => {
  it('refuses to mount a signed-in endpoint that has no guard', () => {
    const app = Fastify();
    const unguarded = defineEndpoint({
      method: 'GET',
      path: '/unguarded',
      summary: 'A member endpoint registered without its guard',
      tags: ['test'],
      auth: 'member',
      response: z.object({ ok: z.boolean() }),
    });
    expect(() => {
      registerEndpoint(app, unguarded, () => ({ ok: true }));
    }).toThrow("GET /unguarded declares auth 'member' but has no onRequest guard");
  });
});
