import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/test-app.js';
import { adminUsers } from '../modules/admins/admins.schema.js';
import { createAdminTestContext, nextIp } from '../../test/admin-auth.test-support.js';
import { adminAuditLog } from '../modules/audit/audit.schema.js';
import { SERVER_ROOT } from '../paths.js';

const run = promisify(execFile);
let context: TestContext;

beforeAll(async () => {
  context = await createAdminTestContext();
});
afterAll(async () => {
  await context.close();
});

/** Runs the command as `npm run admin:create` would, with only the environment given here. */
async function createAdmin(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/create-admin.ts', ...args],
      {
        cwd: SERVER_ROOT,
        env: { NODE_ENV: 'test', DATABASE_URL: context.database.url, ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run admin:create', () => {
  it('creates an admin with the password from ADMIN_PASSWORD, audited, who then signs in', async () => {
    const result = await createAdmin(['--email', 'First@Example.test', '--name', 'First Admin'], {
      ADMIN_PASSWORD: 'first admin password',
    });
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Created SUPER_ADMIN first@example.test');
    expect(result.stdout).not.toContain('first admin password');
    const [row] = await context.deps.db
      .select()
      .from(adminUsers)
      .where(eq(adminUsers.email, 'first@example.test'));
    expect(row).toMatchObject({ name: 'First Admin', role: 'SUPER_ADMIN', totpEnabled: false });
    const [audit] = await context.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, row?.id ?? ''));
    expect(audit).toMatchObject({
      action: 'admin_user.created',
      actorAdminId: null,
      details: { via: 'command_line' },
    });
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/admin/login',
      payload: { email: 'first@example.test', password: 'first admin password' },
      remoteAddress: nextIp(),
    });
    expect(login.json()).toMatchObject({ totpEnrollmentRequired: true });
  });

  it('refuses without --email, without a password source, with a bad role or a taken email', async () => {
    const noEmail = await createAdmin([], { ADMIN_PASSWORD: 'some password' });
    expect(noEmail.code).toBe(1);
    expect(noEmail.stderr).toContain('Usage: npm run admin:create');
    const noPassword = await createAdmin(['--email', 'second@example.test'], {});
    expect(noPassword).toMatchObject({
      code: 1,
      stderr: 'No terminal to ask on: set ADMIN_PASSWORD instead.\n',
    });
    const badRole = await createAdmin(['--email', 'second@example.test', '--role', 'KING'], {
      ADMIN_PASSWORD: 'some password',
    });
    expect(badRole.stderr).toContain('--role must be one of SUPER_ADMIN, ADMIN');
    const taken = await createAdmin(['--email', 'FIRST@example.test'], { ADMIN_PASSWORD: 'some password' });
    expect(taken).toMatchObject({ code: 1, stderr: 'An admin with this email already exists\n' });
    expect(await context.deps.db.select().from(adminUsers)).toHaveLength(1);
  }, 90_000);

  it('explains how to reach a database when there is none', async () => {
    const result = await createAdmin(['--email', 'x@example.test'], {
      DATABASE_URL: '',
      DATA_DIR: '/nonexistent/streamit-data',
      ADMIN_PASSWORD: 'some password',
    });
    expect(result).toMatchObject({
      code: 1,
      stderr: 'No database: start the server first (npm start), or set DATABASE_URL.\n',
    });
  });
});
