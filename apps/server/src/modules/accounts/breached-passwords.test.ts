import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type AdminSetupChallenge } from '@streamit/contract';
import { errorOf, injectAs, totpCode, useStaffDeskSuite } from '../../../test/admin-auth.test-support.js';
import {
  bearer,
  GOOD_PASSWORD,
  register,
  registerVerified,
  signedInMember,
} from '../../../test/member-auth.test-support.js';
import {
  startPwnedRangeTestServer,
  type PwnedRangeTestServer,
} from '../../../test/pwned-range-test-server.js';
import { codeIn } from '../../../test/smtp-sink.js';
import { lookUpBreachedPassword, splitPasswordHash } from '../../lib/security/breached-passwords.js';

/**
 * ASVS V6.2.12 (decision 081): new passwords are looked up in a real local range service speaking the Pwned
 * Passwords protocol; only the first 5 hex characters of the SHA-1 leave the server.
 */
const BREACHED = 'correct-horse-battery-9';
const ALSO_BREACHED = 'summer-holiday-2019-x';
let range: PwnedRangeTestServer;
const env: Record<string, string> = {};

beforeAll(async () => {
  range = await startPwnedRangeTestServer([BREACHED, ALSO_BREACHED]);
  env.BREACHED_PASSWORD_API_URL = range.url;
});
afterAll(() => range.close());

// Registered after the range server's hook, so the suite's app reads the filled-in `env`.
const suite = useStaffDeskSuite('SUPER_ADMIN', env);

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  injectAs(suite.context.app, null, { method: 'POST', url: `/api/v1${url}`, payload, headers });

describe('breached-password check (ASVS V6.2.12)', () => {
  it('refuses a breached password at sign-up in English and Arabic, and sends only the hash prefix', async () => {
    range.received.length = 0;
    const refused = await register(suite.context.app, { email: 'breached@example.com', password: BREACHED });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toEqual({
      code: 'PASSWORD_BREACHED',
      message: ERRORS.PASSWORD_BREACHED.message,
    });
    const { prefix, suffix } = splitPasswordHash(BREACHED);
    expect(range.received.map((request) => request.url)).toEqual([`/range/${prefix}`]);
    const sent = JSON.stringify(range.received);
    expect([suffix, BREACHED, 'breached@example.com'].filter((secret) => sent.includes(secret))).toEqual([]);
    const change = await changePassword('breached-ar@example.com', ALSO_BREACHED, 'ar');
    expect(errorOf(change).message).toContain('تسريب بيانات');
  });

  it('accepts a password the corpus does not hold', async () => {
    const accepted = await register(suite.context.app, {
      email: 'clean@example.com',
      password: GOOD_PASSWORD,
    });
    expect(accepted.statusCode).toBe(201);
  });

  it('refuses a breached password on change and on reset, and the reset code still works afterwards', async () => {
    const change = await changePassword('change-breached@example.com', BREACHED, 'en');
    expect(errorOf(change).code).toBe('PASSWORD_BREACHED');
    await registerVerified(suite.context.app, suite.sink, { email: 'reset-breached@example.com' });
    await post('/auth/forgot-password/reset-breached@example.com', {});
    const code = codeIn(await suite.sink.waitFor('reset-breached@example.com', /reset your password/));
    const reset = (password: string) =>
      post('/auth/reset-password', { email: 'reset-breached@example.com', code, password });
    expect(errorOf(await reset(ALSO_BREACHED)).code).toBe('PASSWORD_BREACHED');
    expect((await reset('amber-falcon-meadow-77')).statusCode).toBe(200);
  });

  it("refuses a breached password at a staff member's setup", async () => {
    const invited = await injectAs(suite.context.app, suite.admin.token, {
      method: 'POST',
      url: '/api/v1/admin/admin-users',
      payload: { name: 'Bea Breach', email: 'bea@staff.test', role: 'ANALYST' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await suite.sink.waitFor('bea@staff.test', /invited to the staff area/);
    const setupToken = decodeURIComponent(/#token=(\S+)/.exec(mail.text ?? '')?.[1] ?? '');
    const start = await post('/auth/admin/setup/start', { setupToken });
    const { secret } = start.json<AdminSetupChallenge>();
    const finish = async (password: string) =>
      post('/auth/admin/setup', { setupToken, password, totpCode: await totpCode(secret) });
    expect(errorOf(await finish(BREACHED)).code).toBe('PASSWORD_BREACHED');
    expect((await finish('a long enough staff password')).statusCode).toBe(200);
  });

  it('skips the check and logs it when the service fails or cannot be reached (fail-open)', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (entry: unknown) => warnings.push(entry) };
    range.failing = true;
    expect(await lookUpBreachedPassword(suite.context.deps, range.url, BREACHED, log)).toBe('unknown');
    range.failing = false;
    expect(await lookUpBreachedPassword(suite.context.deps, 'http://127.0.0.1:1', BREACHED, log)).toBe(
      'unknown',
    );
    expect(warnings).toHaveLength(2);
    expect(await lookUpBreachedPassword(suite.context.deps, '', BREACHED, log)).toBe('unknown');
    expect(await lookUpBreachedPassword(suite.context.deps, `${range.url}/`, BREACHED, log)).toBe('breached');
  });
});

async function changePassword(email: string, newPassword: string, language: string) {
  const token = await signedInMember(suite.context.app, suite.sink, email);
  return post(
    '/auth/change-password',
    { currentPassword: GOOD_PASSWORD, newPassword },
    { ...bearer(token), 'accept-language': language },
  );
}
