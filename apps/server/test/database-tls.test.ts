import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/embedded/embedded-postgres.js';
import { handToPostgres } from './postgres-files.test-support.js';
import {
  issueCertificate,
  makeAuthority,
  makeCertificateDir,
  type TestAuthority,
} from './tls-certificates.test-support.js';

/**
 * ASVS V12.3.1 for PostgreSQL: a DATABASE_URL with sslmode=verify-full and sslrootcert reaches the database over
 * TLS through the app's own pool (node-postgres reads both from the URL), and refuses a server whose certificate
 * comes from another CA or names another host. A real PostgreSQL with ssl=on and a certificate made by openssl.
 */
const quietLogger = { info: () => undefined, debug: () => undefined, error: () => undefined };
const certificates = makeCertificateDir();
let internalCa: TestAuthority;
let database: EmbeddedDatabase;

beforeAll(async () => {
  internalCa = makeAuthority(certificates.dir, 'internal');
  const server = issueCertificate(internalCa, certificates.dir, 'db', ['localhost']);
  handToPostgres([server.certFile, server.keyFile]);
  const dataDir = path.join(certificates.dir, 'data');
  mkdirSync(dataDir, { mode: 0o755 });
  database = await startEmbeddedPostgres(dataDir, quietLogger, path.join(dataDir, 'runtime'), {
    settings: { ssl: 'on', ssl_cert_file: server.certFile, ssl_key_file: server.keyFile },
  });
}, 120_000);

afterAll(async () => {
  await database.stop();
  certificates.remove();
});

/** The embedded server's URL on `host`, asking for TLS verified against `ca`. */
function urlWith(host: string, ca: TestAuthority): string {
  const url = new URL(database.connectionString);
  url.hostname = host;
  url.search = `?sslmode=verify-full&sslrootcert=${encodeURIComponent(ca.certFile)}`;
  return url.toString();
}

/** One query through the app's pool on `url`: whether this session is encrypted, or the refusal. */
async function sessionIsEncrypted(url: string): Promise<boolean> {
  const handle = openDatabase(url, 1);
  try {
    const { rows } = await handle.pool.query<{ ssl: boolean }>(
      'SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()',
    );
    return rows[0]?.ssl ?? false;
  } finally {
    await handle.pool.end();
  }
}

describe('PostgreSQL over verified TLS (ASVS V12.3.1)', () => {
  it('reaches the database over TLS with sslmode=verify-full and the internal CA as sslrootcert', async () => {
    expect(await sessionIsEncrypted(urlWith('localhost', internalCa))).toBe(true);
  });

  it('refuses a database whose certificate comes from another CA', async () => {
    const rogueCa = makeAuthority(certificates.dir, 'rogue');
    await expect(sessionIsEncrypted(urlWith('localhost', rogueCa))).rejects.toThrow(
      /self[- ]signed|unable to (get|verify)/i,
    );
  });

  it('refuses a database whose certificate names another host than the URL', async () => {
    await expect(sessionIsEncrypted(urlWith('127.0.0.1', internalCa))).rejects.toThrow(
      /127\.0\.0\.1 is not in the cert's list/,
    );
  });
});
