import { randomBytes } from 'node:crypto';
import type { AdminLoginResponse, AdminRole, AdminTotpEnrollmentRequired } from '@streamit/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestContext, type TestContext } from './test-app.js';
import { memberAuthEnv } from './member-auth.test-support.js';
import { startSmtpSink, type SmtpSink } from './smtp-sink.js';
import { createPasswordAdmin } from '../src/modules/admin-auth/admin-bootstrap.js';
import { releaseAdminTotpStep, totpCode, unusedTotpCode } from './totp.test-support.js';

/** A fixed key for the tests, so no key file is written into the repository's data folder. */
export const TEST_TOTP_KEY = randomBytes(32).toString('hex');

/** A test app with the admin realm's key set; `env` overrides single values. */
export function createAdminTestContext(
  env: Record<string, string> = {},
  prepare?: (app: FastifyInstance) => void,
): Promise<TestContext> {
  return createTestContext({ ADMIN_TOTP_ENCRYPTION_KEY: TEST_TOTP_KEY, ...env }, prepare);
}

let lastIp = 0;
/** A fresh client address, so per-IP limits of one test never touch another. */
export function nextIp(): string {
  lastIp += 1;
  return `10.77.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
}

export { releaseAdminTotpStep, totpCode, unusedTotpCode };

/** A signed-in test admin: their password, authenticator secret and session token. */
export interface TestAdmin {
  id: string;
  email: string;
  role: AdminRole;
  password: string;
  secret: string;
  token: string;
  ip: string;
}

/** Sends a request as an admin (or with any bearer) from a given address. */
export function injectAs(
  app: FastifyInstance,
  token: string | null,
  options: InjectOptions & { remoteAddress?: string },
) {
  const headers = { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  return app.inject({ remoteAddress: nextIp(), ...options, headers });
}

let lastAdmin = 0;

/**
 * Makes an admin the way `admin:create` does and signs them in over HTTP through the enrollment
 * step, exactly as a new admin would: login, scan the secret, confirm with a code. The enrollment's time step
 * is then released (`releaseAdminTotpStep`), so the admin may sign in again without waiting for the next one.
 */
export async function createSignedInAdmin(
  context: TestContext,
  role: AdminRole = 'SUPER_ADMIN',
  email = `admin${(lastAdmin += 1)}-${randomBytes(3).toString('hex')}@staff.test`,
): Promise<TestAdmin> {
  const password = `pw-${randomBytes(9).toString('base64url')}`;
  const row = await createPasswordAdmin(context.deps.db, { name: `Test ${role}`, email, role, password });
  const ip = nextIp();
  const login = await context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/admin/login',
    remoteAddress: ip,
    payload: { email, password },
  });
  expect(login.statusCode).toBe(200);
  const enrollment = login.json<AdminTotpEnrollmentRequired>();
  const enrolled = await context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/admin/totp/enroll',
    remoteAddress: ip,
    payload: { enrollmentToken: enrollment.enrollmentToken, totpCode: await totpCode(enrollment.secret) },
  });
  expect(enrolled.statusCode).toBe(200);
  const session = enrolled.json<AdminLoginResponse>();
  // The enrollment used this step; a test that signs the admin in again may then do so at once.
  await releaseAdminTotpStep(context.deps.db, row.id, enrollment.secret);
  return { id: row.id, email, role, password, secret: enrollment.secret, token: session.access_token, ip };
}

/** A suite's app and its signed-in admin; both are set once the suite's first `beforeAll` has run. */
export interface AdminSuite {
  context: TestContext;
  admin: TestAdmin;
}

/**
 * The set-up most admin suites share: a test app (`env` overrides single values) with one signed-in admin of
 * `role`, started before the suite's tests and closed after them. Call it at the top of the test file.
 */
export function useAdminSuite(role: AdminRole, env: Record<string, string> = {}): AdminSuite {
  const suite = {} as AdminSuite;
  beforeAll(async () => {
    suite.context = await createAdminTestContext(env);
    suite.admin = await createSignedInAdmin(suite.context, role);
  });
  afterAll(() => suite.context.close());
  return suite;
}

/** An admin suite whose app also mails members through an SMTP sink. */
export interface StaffDeskSuite extends AdminSuite {
  sink: SmtpSink;
}

/**
 * The set-up of suites where staff answer members (support, contact): an SMTP sink, an app on
 * `memberAuthEnv` (`overrides` narrow it) and one signed-in admin, stopped after the suite.
 */
export function useStaffDeskSuite(role: AdminRole, overrides: Record<string, string> = {}): StaffDeskSuite {
  const suite = {} as StaffDeskSuite;
  beforeAll(async () => {
    suite.sink = await startSmtpSink();
    suite.context = await createAdminTestContext(memberAuthEnv(suite.sink, overrides));
    suite.admin = await createSignedInAdmin(suite.context, role);
  });
  afterAll(async () => {
    await suite.context.close();
    await suite.sink.close();
  });
  return suite;
}

/** The error body's code and message of a response. */
export function errorOf(response: { body: string }): { code: string; message: string } {
  return (JSON.parse(response.body) as { error: { code: string; message: string } }).error;
}

/** A method and URL pattern of a registered route. */
export interface Route {
  method: string;
  url: string;
}

/** Every route of the app, read from Fastify's own route tree so the list grows with the app. */
export function listRoutes(app: FastifyInstance): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const methods = (match[3] ?? '').split(', ').filter((method) => method && method !== 'HEAD');
    for (const method of methods) routes.push({ method, url: stack.join('') });
  }
  return routes;
}
