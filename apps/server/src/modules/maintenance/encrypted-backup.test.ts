import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BACKUP_CONTENT_TYPE,
  BACKUP_LINK_TOKEN_HEADER,
  RESTORE_CONFIRMATION_HEADER,
  RESTORE_CONFIRMATION_PHRASE,
  RESTORE_TOTP_HEADER,
  type BackupLink,
  type MaintenanceJob,
  type StoredBackupList,
} from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { holdRestoreSuitesLock } from '../../../test/restore-lock.test-support.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  errorOf,
  injectAs,
  releaseAdminTotpStep,
  totpCode,
  useAdminSuite,
} from '../../../test/admin-auth.test-support.js';
import { decryptBackup, type BackupKeyLookup } from './backup-cipher.js';
import { BACKUP_KEY_FILE, backupFilePath, backupKeyLookup } from './backup-key.js';
import { runEncryptedBackupJob } from './encrypted-backup.service.js';
import { deleteExpiredBackups } from './export-retention.service.js';

holdRestoreSuitesLock();
const suite = useAdminSuite('SUPER_ADMIN', { DATA_DIR: `/tmp/streamit-backups-test-${String(process.pid)}` });
const SECRET_EMAIL = 'secret-member@backup-at-rest.test';
const DAY_MS = 86_400_000;

function post(url: string, headers: Record<string, string> = {}, token = suite.admin.token) {
  return injectAs(suite.context.app, token, {
    method: 'POST',
    url: `/api/v1/admin/maintenance${url}`,
    headers,
  });
}

async function decryptFile(file: string, keyFor: BackupKeyLookup): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of decryptBackup(createReadStream(file), keyFor)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Queues a backup through the API and runs its job here, as the worker would. */
async function makeBackup(): Promise<MaintenanceJob> {
  const response = await post('/backups');
  expect(response.statusCode).toBe(202);
  const job = response.json<MaintenanceJob>();
  await runEncryptedBackupJob(suite.context.deps, job.id);
  return job;
}

async function createLink(jobId: string): Promise<BackupLink> {
  const response = await post(`/backups/${jobId}/link`);
  expect(response.statusCode).toBe(201);
  return response.json<BackupLink>();
}

beforeAll(async () => {
  await suite.context.deps.db.execute(sql`INSERT INTO users (email, tier) VALUES (${SECRET_EMAIL}, 'GOLD')`);
});

describe('encrypted stored backups', () => {
  let jobId = '';
  let file = '';

  it('writes the backup encrypted, owner-only, with no plaintext row on disk', async () => {
    jobId = (await makeBackup()).id;
    file = backupFilePath(suite.context.deps.config, jobId);
    const status = await suite.context.deps.db.execute<{ status: string; processed: number }>(
      sql`SELECT status, processed FROM maintenance_jobs WHERE id = ${jobId}`,
    );
    expect(status.rows[0]).toMatchObject({ status: 'SUCCEEDED' });
    expect(status.rows[0]?.processed).toBeGreaterThan(0);
    expect(existsSync(`${file}.part`)).toBe(false);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const keyFile = path.join(suite.context.deps.config.DATA_DIR, BACKUP_KEY_FILE);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('SIBK');
    expect(bytes.includes(Buffer.from(SECRET_EMAIL))).toBe(false);
    expect(bytes.includes(Buffer.from('StreamIt database backup'))).toBe(false);
    const plain = await decryptFile(file, backupKeyLookup(suite.context.deps.config));
    expect(plain.startsWith('-- StreamIt database backup\n')).toBe(true);
    expect(plain).toContain(SECRET_EMAIL);
    expect(plain.trimEnd().split('\n').at(-1)).toMatch(/^-- end of backup: tables \d+ rows \d+$/);
  });

  it('fails to decrypt with a wrong key, a changed byte or a relabelled key id', async () => {
    const other = randomBytes(32);
    await expect(decryptFile(file, () => other)).rejects.toThrow();
    const bytes = await readFile(file);
    const keyFor = backupKeyLookup(suite.context.deps.config);
    const copy = `${file}.tampered`;
    for (const offset of [Math.floor(bytes.length / 2), bytes.length - 1, 4]) {
      const changed = Buffer.from(bytes);
      changed[offset] = (changed[offset] ?? 0) ^ 0x01;
      await writeFile(copy, changed);
      await expect(decryptFile(copy, keyFor)).rejects.toThrow();
    }
    const relabelled = Buffer.from(bytes);
    relabelled[6] = 'L'.charCodeAt(0);
    await writeFile(copy, relabelled);
    await expect(decryptFile(copy, keyFor)).rejects.toThrow();
  });

  it('keeps backups to SUPER_ADMIN and audits the queueing and the link', async () => {
    const admin = await createSignedInAdmin(suite.context, 'ADMIN');
    expect((await post('/backups', {}, admin.token)).statusCode).toBe(403);
    expect((await post(`/backups/${jobId}/link`, {}, admin.token)).statusCode).toBe(403);
    await createLink(jobId);
    const audit = await suite.context.deps.db.execute<{ action: string }>(
      sql`SELECT action FROM admin_audit_log WHERE target_id = ${jobId} ORDER BY at`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'maintenance.backup_queued',
      'maintenance.backup_link_created',
    ]);
  });

  it('lists stored backups newest first to SUPER_ADMIN only, with the size of finished ones', async () => {
    const admin = await createSignedInAdmin(suite.context, 'ADMIN');
    const url = '/api/v1/admin/maintenance/backups';
    expect((await injectAs(suite.context.app, admin.token, { method: 'GET', url })).statusCode).toBe(403);
    const queued = (await post('/backups')).json<MaintenanceJob>();
    const response = await injectAs(suite.context.app, suite.admin.token, { method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const { items } = response.json<StoredBackupList>();
    expect(items[0]).toEqual({
      id: queued.id,
      status: 'QUEUED',
      createdAt: queued.createdAt,
      sizeBytes: null,
      error: null,
    });
    const finished = items.find((item) => item.id === jobId);
    expect(finished).toMatchObject({ status: 'SUCCEEDED', sizeBytes: statSync(file).size, error: null });
    await suite.context.deps.db.execute(sql`DELETE FROM maintenance_jobs WHERE id = ${queued.id}`);
  });

  it('lets exactly one of 50 parallel downloads with one link through, decrypted', async () => {
    const link = await createLink(jobId);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const stored = await suite.context.deps.db.execute<{ hash: string }>(
      sql`SELECT token_hash AS hash FROM backup_download_links WHERE job_id = ${jobId}`,
    );
    expect(stored.rows.some((row) => row.hash.includes(link.token))).toBe(false);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => post('/backups/download', { [BACKUP_LINK_TOKEN_HEADER]: link.token })),
    );
    const ok = responses.filter((response) => response.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.headers['content-disposition']).toMatch(/attachment; filename="streamit-backup-.*\.sql"/);
    expect(ok[0]?.body).toBe(await decryptFile(file, backupKeyLookup(suite.context.deps.config)));
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(new Set(refused.map((response) => response.statusCode))).toEqual(new Set([410]));
    expect(errorOf(refused[0] ?? { body: '' }).code).toBe('BACKUP_LINK_USED');
  });

  it('refuses an expired link, a made-up token and a missing one', async () => {
    const link = await createLink(jobId);
    await suite.context.deps.db.execute(
      sql`UPDATE backup_download_links SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    const attempts: Record<string, string>[] = [
      { [BACKUP_LINK_TOKEN_HEADER]: link.token },
      { [BACKUP_LINK_TOKEN_HEADER]: 'x' },
      {},
    ];
    for (const headers of attempts) {
      const response = await post('/backups/download', headers);
      expect(errorOf(response).code).toBe('BACKUP_LINK_USED');
    }
  });

  it('deletes backups past BACKUP_RETENTION_DAYS with their rows and links (clock pinned)', async () => {
    const old = await makeBackup();
    await createLink(old.id);
    const finished = new Date('2026-01-01T00:00:00Z');
    await suite.context.deps.db.execute(
      sql`UPDATE maintenance_jobs SET finished_at = ${finished.toISOString()} WHERE id = ${old.id}`,
    );
    const days = suite.context.deps.config.BACKUP_RETENTION_DAYS;
    const oldFile = backupFilePath(suite.context.deps.config, old.id);
    const justBefore = new Date(finished.getTime() + days * DAY_MS - 60_000);
    expect(await deleteExpiredBackups(suite.context.deps, justBefore)).toBe(0);
    expect(existsSync(oldFile)).toBe(true);
    const justAfter = new Date(finished.getTime() + days * DAY_MS + 60_000);
    expect(await deleteExpiredBackups(suite.context.deps, justAfter)).toBe(1);
    expect(existsSync(oldFile)).toBe(false);
    const left = await suite.context.deps.db.execute<{ jobs: number; links: number }>(sql`
      SELECT (SELECT count(*)::int FROM maintenance_jobs WHERE id = ${old.id}) AS jobs,
             (SELECT count(*)::int FROM backup_download_links WHERE job_id = ${old.id}) AS links`);
    expect(left.rows[0]).toEqual({ jobs: 0, links: 0 });
    expect(existsSync(file)).toBe(true);
  });

  it('downloads a file the existing restore accepts', async () => {
    const link = await createLink(jobId);
    const download = await post('/backups/download', { [BACKUP_LINK_TOKEN_HEADER]: link.token });
    expect(download.statusCode).toBe(200);
    await releaseAdminTotpStep(suite.context.deps.db, suite.admin.id, suite.admin.secret);
    const response = await injectAs(suite.context.app, suite.admin.token, {
      method: 'POST',
      url: '/api/v1/admin/maintenance/restore',
      headers: {
        'content-type': BACKUP_CONTENT_TYPE,
        [RESTORE_CONFIRMATION_HEADER]: RESTORE_CONFIRMATION_PHRASE,
        [RESTORE_TOTP_HEADER]: await totpCode(suite.admin.secret),
      },
      payload: download.body,
    });
    expect(response.body).toContain('previousDatabase');
    expect(response.statusCode).toBe(200);
    const users = await suite.context.deps.db.execute<{ email: string }>(
      sql`SELECT email FROM users WHERE email = ${SECRET_EMAIL}`,
    );
    expect(users.rows).toHaveLength(1);
  });
});
