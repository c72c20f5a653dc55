import { defineEndpoint, ERROR_MESSAGES_AR } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { AppError } from './app-error.js';
import { registerEndpoint } from './register-endpoint.js';
import { languageOf } from './request-language.js';

// Probes defined only for these tests, mounted through the same registerEndpoint as every product route.
const orderEndpoint = defineEndpoint({
  method: 'POST',
  path: '/language-probe/orders',
  summary: 'Probe of validation answers',
  tags: ['test'],
  auth: 'public',
  body: z.strictObject({ quantity: z.number().int().positive() }),
  response: z.object({ quantity: z.number() }),
});

const ownMessageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/language-probe/own-message',
  summary: 'Probe that raises an AppError with a message of its own',
  tags: ['test'],
  auth: 'public',
  response: z.object({ ok: z.boolean() }),
});

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({}, (app) => {
    registerEndpoint(app, orderEndpoint, ({ body }) => ({ quantity: body.quantity }));
    registerEndpoint(app, ownMessageEndpoint, () => {
      throw new AppError('CREATOR_APPLICATION_NOT_FOUND', '2 of the applications were not found.');
    });
  });
});
afterAll(async () => {
  await context.close();
});

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; details?: { message: string }[] } }).error;

describe("error answers in the reader's language", () => {
  it('reads Arabic only when the header names Arabic first', () => {
    expect(languageOf('ar')).toBe('ar');
    expect(languageOf('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageOf('en-US,ar;q=0.5')).toBe('en');
    expect(languageOf(undefined)).toBeUndefined();
  });

  it('answers an unknown route in Arabic for an Arabic reader and in English without a header', async () => {
    const get = (headers: Record<string, string>) =>
      context.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers });
    expect(errorOf(await get({ 'accept-language': 'ar' }))).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: ERROR_MESSAGES_AR.ROUTE_NOT_FOUND,
    });
    expect(errorOf(await get({}))).toEqual({
      code: 'ROUTE_NOT_FOUND',
      message: 'The requested resource was not found.',
    });
  });

  it('says a validation failure in Arabic and keeps the field details as the schema words them', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/language-probe/orders',
      headers: { 'accept-language': 'ar', 'content-type': 'application/json' },
      payload: JSON.stringify({ quantity: '3' }),
    });
    expect(response.statusCode).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe(ERROR_MESSAGES_AR.VALIDATION_FAILED);
    expect(error.details?.[0]?.message).toMatch(/[a-z]/i);
  });

  it('keeps a message of its own as written, whatever the language', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v1/language-probe/own-message',
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({
      code: 'CREATOR_APPLICATION_NOT_FOUND',
      message: '2 of the applications were not found.',
    });
  });
});
