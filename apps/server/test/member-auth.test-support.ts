import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { codeIn, startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { createTestContext, type TestContext } from './test-app.js';

/** Env for member-auth tests: cheap captcha, the SMTP sink, and roomy limits unless a test narrows them. */
export function memberAuthEnv(
  sink: SmtpSink,
  overrides: Record<string, string> = {},
): Record<string, string> {
  return {
    SMTP_URL: sink.url,
    CAPTCHA_ALTCHA_COST: '1',
    CAPTCHA_ALTCHA_MAX_COUNTER: '20',
    AUTH_LIMIT_ACCOUNT_MAX: '50',
    AUTH_LIMIT_IP_MAX: '500',
    PUBLIC_URL: 'http://localhost:5999',
    ...overrides,
  };
}

/** A suite's app and the SMTP sink it mails to; both are set once the suite's first `beforeAll` has run. */
export interface MemberSuite {
  context: TestContext;
  sink: SmtpSink;
}

/**
 * The set-up most member-auth suites share: an SMTP sink and a test app on `memberAuthEnv` (`overrides` narrow
 * it), started before the suite's tests and closed after them. Call it at the top of the test file.
 */
export function useMemberSuite(overrides: Record<string, string> = {}): MemberSuite {
  const suite = {} as MemberSuite;
  beforeAll(async () => {
    suite.sink = await startSmtpSink();
    suite.context = await createTestContext(memberAuthEnv(suite.sink, overrides));
  });
  afterAll(async () => {
    await suite.context.close();
    await suite.sink.close();
  });
  return suite;
}

let ipCounter = 10;
/** A fresh client address, so per-IP limits of one test never touch another. */
export function nextIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter % 250}`;
}

/** Fetches and solves an ALTCHA challenge the way the widget does; returns the payload token. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/auth/captcha/challenge' });
  const challenge = response.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export const GOOD_PASSWORD = 'violet-harbour-lantern-42';

export interface MemberInput {
  email: string;
  password?: string;
  ip?: string;
  firstName?: string;
  referralCode?: string;
}

/** Registers through the API with a solved captcha. */
export async function register(app: FastifyInstance, input: MemberInput) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress: input.ip ?? nextIp(),
    payload: {
      email: input.email,
      password: input.password ?? GOOD_PASSWORD,
      firstName: input.firstName ?? 'Ada',
      lastName: 'Lovelace',
      captchaToken: await solveCaptcha(app),
      ...(input.referralCode ? { referralCode: input.referralCode } : {}),
    },
  });
}

/** Registers, reads the verification code from the SMTP sink and verifies the address. */
export async function registerVerified(
  app: FastifyInstance,
  sink: SmtpSink,
  input: MemberInput,
): Promise<void> {
  const registered = await register(app, input);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const code = codeIn(await sink.waitFor(input.email, /verify your email/));
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify/email',
    payload: { email: input.email, token: code },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
}

/** Password login through the API. */
export function login(
  app: FastifyInstance,
  email: string,
  password = GOOD_PASSWORD,
  ip = nextIp(),
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  });
}

/** Logs in and returns the bearer token. */
export async function loginToken(
  app: FastifyInstance,
  email: string,
  password = GOOD_PASSWORD,
): Promise<string> {
  const response = await login(app, email, password);
  const body = response.json<{ accessToken?: string }>();
  if (!body.accessToken) throw new Error(`login failed: ${response.body}`);
  return body.accessToken;
}

/** Authorization header for a member token. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** Registers and verifies a member and answers their bearer token. */
export async function signedInMember(app: FastifyInstance, sink: SmtpSink, email: string): Promise<string> {
  await registerVerified(app, sink, { email });
  return loginToken(app, email);
}

/** Confirms the password for this session (POST /wallet/reauth), the step-up sensitive actions ask for. */
export async function stepUp(app: FastifyInstance, token: string, password = GOOD_PASSWORD): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/wallet/reauth',
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: { password },
  });
  if (response.statusCode !== 200) throw new Error(`step-up failed: ${response.body}`);
}
