import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DATABASE_PASSWORD_FILE, readOrCreatePassword } from './embedded-postgres.js';

const dirs = [1, 2].map(() => mkdtempSync(path.join(tmpdir(), 'streamit-pg-secret-')));
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Tries to sign in to the test cluster as `postgres` with `password`: `connected`, or why not. */
async function signInWith(password: string): Promise<string> {
  const url = new URL(inject('databaseAdminUrl'));
  url.password = password;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    return 'connected';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('the embedded PostgreSQL password (ASVS V13.2.3)', () => {
  it('is random per data directory, in an owner-only file, and the same at every start of that directory', () => {
    const [first, second] = dirs.map((dir) => readOrCreatePassword(path.join(dir, DATABASE_PASSWORD_FILE)));
    expect(first).toMatch(/^[\w-]{32}$/);
    expect(second).toMatch(/^[\w-]{32}$/);
    expect(first).not.toBe(second);
    for (const dir of dirs) expect(statSync(path.join(dir, DATABASE_PASSWORD_FILE)).mode & 0o777).toBe(0o600);
    expect(readOrCreatePassword(path.join(dirs[0] ?? '', DATABASE_PASSWORD_FILE))).toBe(first);
  });

  it('is the only way in: the cluster refuses its superuser with a default or empty password', async () => {
    expect(new URL(inject('databaseAdminUrl')).password).toMatch(/^[\w-]{32}$/);
    for (const guess of ['postgres', 'password', 'streamit']) expect(await signInWith(guess)).toBe('28P01'); // invalid_password
    // No password at all: scram-sha-256 asks for one, so the client cannot even answer.
    expect(await signInWith('')).not.toBe('connected');
  });
});
