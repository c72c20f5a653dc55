import type { AdminTotpEnrollmentRequired } from '@streamit/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import { adminUsers } from '../admins/admins.schema.js';
import { createAdminTestContext, nextIp } from '../../../test/admin-auth.test-support.js';
import { bootstrapAdmins } from './admin-bootstrap.js';

let context: TestContext;
const warnings: string[] = [];
const logger = {
  info: () => undefined,
  warn: (message: string) => {
    warnings.push(message);
  },
};

beforeEach(async () => {
  warnings.length = 0;
  context = await createAdminTestContext();
});
afterEach(async () => {
  await context.close();
});

function configWith(env: Partial<TestContext['deps']['config']>) {
  return { ...context.deps.config, ...env };
}

function login(email: string, password: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/admin/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
}

describe('bootstrapAdmins at start-up', () => {
  it('creates the SUPER_ADMIN from BOOTSTRAP_ADMIN_* once, and no demo staff', async () => {
    const config = configWith({
      BOOTSTRAP_ADMIN_EMAIL: 'Owner@Example.test',
      BOOTSTRAP_ADMIN_PASSWORD: 'owner password 123',
      SEED_DEMO: true,
    });
    expect(await bootstrapAdmins(context.deps.db, config, logger)).toEqual([]);
    expect(await bootstrapAdmins(context.deps.db, config, logger)).toEqual([]);
    const rows = await context.deps.db.select().from(adminUsers);
    expect(rows.map((row) => [row.email, row.role, row.totpEnabled])).toEqual([
      ['owner@example.test', 'SUPER_ADMIN', false],
    ]);
    const step = await login('owner@example.test', 'owner password 123');
    expect(step.json<AdminTotpEnrollmentRequired>().totpEnrollmentRequired).toBe(true);
  });

  it('on a demo database makes one staff account per role with random passwords, shown once', async () => {
    const lines = await bootstrapAdmins(context.deps.db, configWith({ SEED_DEMO: true }), logger);
    const logins = lines.flatMap((line) => /^Admin (\w+): (\S+) \/ (\S+)$/.exec(line)?.slice(1) ?? []);
    expect(logins.filter((_, index) => index % 3 === 0)).toEqual([
      'SUPER_ADMIN',
      'ADMIN',
      'MODERATOR',
      'CONTENT_MODERATOR',
      'ANALYST',
    ]);
    const passwords = logins.filter((_, index) => index % 3 === 2);
    expect(new Set(passwords).size).toBe(5);
    expect(passwords.every((password) => password.length >= 16)).toBe(true);
    const [, email, password] = logins;
    expect((await login(email ?? '', password ?? '')).statusCode).toBe(200);
    const rows = await context.deps.db.select().from(adminUsers);
    expect(rows.every((row) => row.passwordHash?.startsWith('$argon2id$'))).toBe(true);
    expect(await bootstrapAdmins(context.deps.db, configWith({ SEED_DEMO: true }), logger)).toEqual([]);
  });

  it('makes nothing without SEED_DEMO or with half of the BOOTSTRAP pair, and says so', async () => {
    expect(await bootstrapAdmins(context.deps.db, configWith({ SEED_DEMO: false }), logger)).toEqual([]);
    const half = configWith({ SEED_DEMO: false, BOOTSTRAP_ADMIN_EMAIL: 'half@example.test' });
    expect(await bootstrapAdmins(context.deps.db, half, logger)).toEqual([]);
    expect(warnings).toEqual(['BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD must be set together']);
    expect(await context.deps.db.select().from(adminUsers)).toEqual([]);
  });
});
