import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, memberAuthEnv, nextIp } from '../../../test/member-auth.test-support.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';

/**
 * A stand-in for Google's siteverify on loopback (a third party we cannot reach from tests): it answers
 * by token, so each branch of our verification can be driven.
 */
const ANSWERS: Record<string, object> = {
  'v3-good': { success: true, score: 0.9 },
  'v3-low': { success: true, score: 0.1 },
  'v3-bad': { success: false, 'error-codes': ['invalid-input-response'] },
  'v2-good': { success: true },
  'v2-bad': { success: false },
};
let siteverify: Server;
let context: TestContext;
let sink: SmtpSink;
const secretsSeen: string[] = [];

beforeAll(async () => {
  siteverify = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      secretsSeen.push(form.get('secret') ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(ANSWERS[form.get('response') ?? ''] ?? { success: false }));
    });
  });
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  const { port } = siteverify.address() as AddressInfo;
  sink = await startSmtpSink();
  context = await createTestContext(
    memberAuthEnv(sink, {
      RECAPTCHA_V3_SITE_KEY: 'site-v3',
      RECAPTCHA_V3_SECRET: 'secret-v3',
      RECAPTCHA_V2_SITE_KEY: 'site-v2',
      RECAPTCHA_V2_SECRET: 'secret-v2',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    }),
  );
});
afterAll(async () => {
  await context.close();
  await sink.close();
  await new Promise((resolve) => siteverify.close(resolve));
});

let counter = 0;
const registerWith = (tokens: { captchaToken?: string; captchaV2Token?: string }) => {
  counter += 1;
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress: nextIp(),
    payload: {
      email: `recaptcha-${counter}@example.com`,
      password: GOOD_PASSWORD,
      firstName: 'R',
      lastName: 'C',
      ...tokens,
    },
  });
};
const codeOf = (response: { json: () => unknown }) =>
  (response.json() as { error?: { code: string } }).error?.code;

describe('reCAPTCHA when keys are configured', () => {
  it('tells the client to use reCAPTCHA with the public site keys only', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/v1/auth/captcha/config' });
    expect(response.json()).toEqual({
      provider: 'recaptcha',
      challengePath: null,
      recaptchaV3SiteKey: 'site-v3',
      recaptchaV2SiteKey: 'site-v2',
    });
    expect(
      (await context.app.inject({ method: 'GET', url: '/api/v1/auth/captcha/challenge' })).statusCode,
    ).toBe(404);
  });

  it('accepts a good v3 score', async () => {
    expect((await registerWith({ captchaToken: 'v3-good' })).statusCode).toBe(201);
    expect(secretsSeen).toContain('secret-v3');
  });

  it('asks for the v2 challenge on a low score with CAPTCHA_V2_REQUIRED', async () => {
    const response = await registerWith({ captchaToken: 'v3-low' });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response)).toBe('CAPTCHA_V2_REQUIRED');
  });

  it('accepts a solved v2 challenge and refuses a failed one', async () => {
    expect((await registerWith({ captchaToken: 'v3-low', captchaV2Token: 'v2-good' })).statusCode).toBe(201);
    expect(secretsSeen).toContain('secret-v2');
    expect(codeOf(await registerWith({ captchaV2Token: 'v2-bad' }))).toBe('CAPTCHA_FAILED');
  });

  it('refuses a failed or missing v3 token', async () => {
    expect(codeOf(await registerWith({ captchaToken: 'v3-bad' }))).toBe('CAPTCHA_FAILED');
    expect(codeOf(await registerWith({}))).toBe('CAPTCHA_FAILED');
  });
});

describe('ALTCHA by default', () => {
  it('serves a signed challenge that is never cached', async () => {
    const altcha = await createTestContext(memberAuthEnv(sink));
    try {
      const config = await altcha.app.inject({ method: 'GET', url: '/api/v1/auth/captcha/config' });
      expect(config.json()).toMatchObject({ provider: 'altcha', challengePath: '/auth/captcha/challenge' });
      const challenge = await altcha.app.inject({ method: 'GET', url: '/api/v1/auth/captcha/challenge' });
      expect(challenge.headers['cache-control']).toBe('no-store');
      const body = challenge.json<{ parameters: { algorithm: string }; signature: string }>();
      expect(body.parameters.algorithm).toBe('PBKDF2/SHA-256');
      expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await altcha.close();
    }
  });
});
