import {
  BACKUP_CONTENT_TYPE,
  RESTORE_CONFIRMATION_HEADER,
  RESTORE_CONFIRMATION_PHRASE,
  RESTORE_TOTP_HEADER,
  type RestoreResult,
} from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { holdRestoreSuitesLock } from '../../../test/restore-lock.test-support.js';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  createSignedInAdmin,
  errorOf,
  injectAs,
  releaseAdminTotpStep,
  totpCode,
  unusedTotpCode,
  useAdminSuite,
} from '../../../test/admin-auth.test-support.js';

holdRestoreSuitesLock();
const suite = useAdminSuite('SUPER_ADMIN');

beforeAll(async () => {
  // Values COPY must escape: tabs, newlines, backslashes, NULLs, quotes and non-ASCII text.
  await suite.context.deps.db.execute(sql`
    INSERT INTO users (email, display_name, first_name, last_name, tier, total_points) VALUES
      ('tricky@backup.test', ${'tab\there'}, ${'line\nbreak'}, ${'back\\slash \\N'}, 'GOLD', 42),
      ('arabic@backup.test', 'مرحبا', NULL, ${"it's"}, 'VIP', 7)`);
});

/** The name of the suite's own database (a clone of the template, test/global-setup.ts). */
async function currentDatabase(): Promise<string> {
  const result = await suite.context.deps.db.execute<{ name: string }>(
    sql`SELECT current_database() AS name`,
  );
  return result.rows[0]?.name ?? '';
}

async function listDatabases(): Promise<string[]> {
  const client = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await client.connect();
  try {
    const result = await client.query<{ name: string }>('SELECT datname AS name FROM pg_database');
    return result.rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

async function dropDatabase(name: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => client.end());
}

function backupAs(token: string) {
  return injectAs(suite.context.app, token, { method: 'GET', url: '/api/v1/admin/maintenance/backup' });
}

async function restore(file: string, headers: Record<string, string>) {
  return injectAs(suite.context.app, suite.admin.token, {
    method: 'POST',
    url: '/api/v1/admin/maintenance/restore',
    headers: { 'content-type': BACKUP_CONTENT_TYPE, ...headers },
    payload: file,
  });
}

/** The `-- end table` lines of a backup: each table's name, rows and SHA-256. */
function tableDigests(backup: string): Map<string, string> {
  const lines = backup.split('\n').filter((line) => line.startsWith('-- end table: '));
  return new Map(lines.map((line) => [line.split(' ')[3] ?? '', line]));
}

/**
 * A code the server takes as unused: each code is single-use and only the current time step (±1) is
 * accepted, so instead of waiting 30 s between restores the test forgets the last step used.
 */
async function freshCode(): Promise<string> {
  await releaseAdminTotpStep(suite.context.deps.db, suite.admin.id, suite.admin.secret);
  return totpCode(suite.admin.secret);
}

async function countUsers(): Promise<number> {
  const result = await suite.context.deps.db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM users`,
  );
  return result.rows[0]?.count ?? 0;
}

describe('database backup and restore', () => {
  let backup = '';

  it('streams a plain-SQL backup with a digest per table, for SUPER_ADMIN only (audited)', async () => {
    const response = await backupAs(suite.admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="streamit-backup-.*\.sql"/);
    backup = response.body;
    expect(backup.startsWith('-- StreamIt database backup\n-- format: streamit-backup 1\n')).toBe(true);
    expect(backup).toMatch(/^COPY public\."users" \(.*\) FROM stdin;$/m);
    expect(backup).toMatch(/-- end table: users rows: \d+ sha256: [0-9a-f]{64}/);
    expect(backup.trimEnd().split('\n').at(-1)).toMatch(/^-- end of backup: tables \d+ rows \d+$/);
    const audit = await suite.context.deps.db.execute<{ details: { tables: number } }>(
      sql`SELECT details FROM admin_audit_log WHERE action = 'maintenance.backup_downloaded'`,
    );
    expect(audit.rows[0]?.details.tables).toBeGreaterThan(20);
    const admin = await createSignedInAdmin(suite.context, 'ADMIN');
    expect((await backupAs(admin.token)).statusCode).toBe(403);
  });

  it('refuses a restore without the typed phrase or a fresh authenticator code', async () => {
    const noPhrase = await restore(backup, { [RESTORE_TOTP_HEADER]: await freshCode() });
    expect(errorOf(noPhrase).code).toBe('RESTORE_CONFIRMATION_MISMATCH');
    const wrongCode = await restore(backup, {
      [RESTORE_CONFIRMATION_HEADER]: RESTORE_CONFIRMATION_PHRASE,
      [RESTORE_TOTP_HEADER]: '000000',
    });
    expect(errorOf(wrongCode).code).toBe('ADMIN_TOTP_CODE_INVALID');
    const admin = await createSignedInAdmin(suite.context, 'ADMIN');
    const asAdmin = await injectAs(suite.context.app, admin.token, {
      method: 'POST',
      url: '/api/v1/admin/maintenance/restore',
      headers: { 'content-type': BACKUP_CONTENT_TYPE },
      payload: backup,
    });
    expect(asAdmin.statusCode).toBe(403);
  });

  it('refuses a changed or cut-off file and leaves no database behind', async () => {
    // This suite's databases only: other files make and drop their own on the same cluster meanwhile.
    const live = await currentDatabase();
    const ours = async () => (await listDatabases()).filter((name) => name.startsWith(live));
    const before = await ours();
    const changed = backup.replace('tricky@backup.test', 'tricky@backup.tesT');
    const cut = backup.slice(0, backup.lastIndexOf('-- end of backup'));
    for (const file of [changed, cut]) {
      const response = await restore(file, {
        [RESTORE_CONFIRMATION_HEADER]: RESTORE_CONFIRMATION_PHRASE,
        [RESTORE_TOTP_HEADER]: await freshCode(),
      });
      expect(errorOf(response).code).toBe('BACKUP_INVALID');
    }
    expect(await ours()).toEqual(before);
    expect(await countUsers()).toBe(2);
  });

  it('restores into a fresh database with identical row counts and checksums, then switches to it', async () => {
    await suite.context.deps.db.execute(sql`INSERT INTO users (email) VALUES ('after-backup@backup.test')`);
    expect(await countUsers()).toBe(3);
    const response = await restore(backup, {
      [RESTORE_CONFIRMATION_HEADER]: RESTORE_CONFIRMATION_PHRASE,
      [RESTORE_TOTP_HEADER]: await freshCode(),
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<RestoreResult>();
    expect(result.previousDatabase).toMatch(/_before_restore_\d{14}$/);
    expect((await listDatabases()).includes(result.previousDatabase)).toBe(true);
    // The app's pool reconnects by name and now reads the restored data.
    expect(await countUsers()).toBe(2);
    const again = await backupAs(suite.admin.token);
    const first = tableDigests(backup);
    const second = tableDigests(again.body);
    expect([...second.keys()]).toEqual([...first.keys()]);
    // Requests since the backup wrote audit rows and touched the admin's session and sign-in step.
    for (const table of ['admin_audit_log', 'admin_sessions', 'admin_users']) first.delete(table);
    for (const [table, line] of first) expect(second.get(table), table).toBe(line);
    const restored = await suite.context.deps.db.execute<{ last_name: string; display_name: string }>(
      sql`SELECT last_name, display_name FROM users WHERE email = 'tricky@backup.test'`,
    );
    expect(restored.rows[0]).toEqual({ last_name: 'back\\slash \\N', display_name: 'tab\there' });
    await dropDatabase(result.previousDatabase);
  }, 60_000);

  it('runs one restore at a time: of parallel restores by several owners, one switches and the rest get 409', async () => {
    const owners = await Promise.all(
      Array.from({ length: 6 }, () => createSignedInAdmin(suite.context, 'SUPER_ADMIN')),
    );
    const responses = await Promise.all(
      owners.map(async (admin) =>
        injectAs(suite.context.app, admin.token, {
          method: 'POST',
          url: '/api/v1/admin/maintenance/restore',
          headers: {
            'content-type': BACKUP_CONTENT_TYPE,
            [RESTORE_CONFIRMATION_HEADER]: RESTORE_CONFIRMATION_PHRASE,
            [RESTORE_TOTP_HEADER]: await unusedTotpCode(admin.secret),
          },
          payload: backup,
        }),
      ),
    );
    const won = responses.filter((response) => response.statusCode === 200);
    expect(won).toHaveLength(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200))
      expect(errorOf(response).code).toBe('RESTORE_IN_PROGRESS');
    // Other suites restore into their own databases on the same cluster: only this suite's leftovers count.
    const live = await currentDatabase();
    const leftovers = (await listDatabases()).filter(
      (name) => name.startsWith(`${live}_`) && name.includes('_restore_'),
    );
    expect(leftovers).toEqual([won[0]?.json<RestoreResult>().previousDatabase]);
    // The owners were made after the backup: the audit row of the restore names its actor in its details.
    const audit = await suite.context.deps.db.execute<{
      actor: string | null;
      details: { restoredBy: string };
    }>(
      sql`SELECT actor_admin_id AS actor, details FROM admin_audit_log WHERE action = 'maintenance.database_restored'`,
    );
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]?.actor).toBeNull();
    expect(owners.map((admin) => admin.id)).toContain(audit.rows[0]?.details.restoredBy);
    await dropDatabase(won[0]?.json<RestoreResult>().previousDatabase ?? '');
  }, 90_000);
});
