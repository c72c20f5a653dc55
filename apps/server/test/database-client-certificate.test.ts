import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/embedded/embedded-postgres.js';
import { handToPostgres } from './postgres-files.test-support.js';
import {
  issueCertificate,
  issueClientCertificate,
  makeAuthority,
  makeCertificateDir,
  type TestAuthority,
} from './tls-certificates.test-support.js';

/**
 * ASVS V13.2.1 for PostgreSQL (decision 092): the runtime role signs in with a short-lived client certificate of the
 * internal CA and no password, which the database refuses; node-postgres reads `sslcert` and `sslkey` from the URL
 * for every new connection, so a certificate renewed on disk is used from the next connection on, with no restart.
 * A real PostgreSQL with `cert` authentication for the role; certificates made by openssl.
 */
const RUNTIME_ROLE = 'streamit_app';
const quietLogger = { info: () => undefined, debug: () => undefined, error: () => undefined };
const certificates = makeCertificateDir();
let internalCa: TestAuthority;
let database: EmbeddedDatabase;

/** The role's only door is a verified client certificate; the owner keeps its password (the migration step). */
function writeHostRules(file: string): void {
  writeFileSync(
    file,
    [
      `hostssl all ${RUNTIME_ROLE} 127.0.0.1/32 cert`,
      `host all ${RUNTIME_ROLE} 127.0.0.1/32 reject`,
      'host all all 127.0.0.1/32 scram-sha-256',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
}

beforeAll(async () => {
  internalCa = makeAuthority(certificates.dir, 'internal');
  const server = issueCertificate(internalCa, certificates.dir, 'db', ['localhost']);
  handToPostgres([server.certFile, server.keyFile]);
  const hbaFile = path.join(certificates.dir, 'pg_hba.conf');
  writeHostRules(hbaFile);
  const dataDir = path.join(certificates.dir, 'data');
  mkdirSync(dataDir, { mode: 0o755 });
  database = await startEmbeddedPostgres(dataDir, quietLogger, path.join(dataDir, 'runtime'), {
    settings: {
      ssl: 'on',
      ssl_cert_file: server.certFile,
      ssl_key_file: server.keyFile,
      ssl_ca_file: internalCa.certFile,
      hba_file: hbaFile,
    },
  });
  const owner = new pg.Client({ connectionString: database.connectionString });
  await owner.connect();
  await owner.query(`CREATE ROLE ${RUNTIME_ROLE} LOGIN PASSWORD 'a long-lived password'`);
  await owner.end();
}, 120_000);

afterAll(async () => {
  await database.stop();
  certificates.remove();
});

/** The runtime role's URL: TLS verified against the internal CA, and the client certificate's files if given. */
function runtimeUrl(client?: { certFile: string; keyFile: string }, password?: string): string {
  const url = new URL(database.connectionString);
  url.hostname = 'localhost';
  url.username = RUNTIME_ROLE;
  url.password = password ?? '';
  const query = new URLSearchParams({ sslmode: 'verify-full', sslrootcert: internalCa.certFile });
  if (client) {
    query.set('sslcert', client.certFile);
    query.set('sslkey', client.keyFile);
  }
  url.search = `?${query.toString()}`;
  return url.toString();
}

interface SignedIn {
  role: string;
  serial: string;
}

const WHO_SQL = `SELECT current_user AS role, client_serial::text AS serial
  FROM pg_stat_ssl WHERE pid = pg_backend_pid()`;

/** Who a fresh connection of the app's pool signs in as, and the serial of the certificate it showed. */
async function signInOnce(url: string): Promise<SignedIn> {
  const handle = openDatabase(url, 1);
  try {
    return (await handle.pool.query<SignedIn>(WHO_SQL)).rows[0] as SignedIn;
  } finally {
    await handle.pool.end();
  }
}

/** Why a fresh connection on `url` was refused, or "signed in" when it was not. */
async function refusalOf(url: string): Promise<string> {
  try {
    await signInOnce(url);
    return 'signed in';
  } catch (error) {
    return (error as Error).message;
  }
}

const decimal = (hexSerial: string) => BigInt(`0x${hexSerial}`).toString();

describe('the runtime role signs in with a short-lived client certificate (ASVS V13.2.1)', () => {
  it('signs in with the certificate of the internal CA and no password', async () => {
    const client = issueClientCertificate(internalCa, certificates.dir, 'runtime', RUNTIME_ROLE);
    expect(await signInOnce(runtimeUrl(client))).toEqual({
      role: RUNTIME_ROLE,
      serial: decimal(client.serial),
    });
  });

  it('refuses the role its password, however long-lived, without a certificate', async () => {
    expect(await refusalOf(runtimeUrl(undefined, 'a long-lived password'))).toBe(
      'connection requires a valid client certificate',
    );
  });

  it('uses a renewed certificate from the next connection on, without restarting the pool', async () => {
    const first = issueClientCertificate(internalCa, certificates.dir, 'renewed', RUNTIME_ROLE);
    const handle = openDatabase(runtimeUrl(first), 1);
    try {
      const before = await handle.pool.connect();
      expect((await before.query<SignedIn>(WHO_SQL)).rows[0]?.serial).toBe(decimal(first.serial));
      const renewed = issueClientCertificate(internalCa, certificates.dir, 'renewed', RUNTIME_ROLE);
      // The open connection is not cut by the renewal; the pool's next one shows the new certificate.
      expect((await before.query<SignedIn>(WHO_SQL)).rows[0]?.serial).toBe(decimal(first.serial));
      before.release(true);
      const after = (await handle.pool.query<SignedIn>(WHO_SQL)).rows[0];
      expect(after).toEqual({ role: RUNTIME_ROLE, serial: decimal(renewed.serial) });
    } finally {
      await handle.pool.end();
    }
  });

  it('refuses an expired certificate, one of another CA and one made out to another role', async () => {
    const expired = issueClientCertificate(internalCa, certificates.dir, 'expired', RUNTIME_ROLE, -1);
    expect(await refusalOf(runtimeUrl(expired))).toMatch(/alert certificate expired/);
    const rogueCa = makeAuthority(certificates.dir, 'rogue');
    const foreign = issueClientCertificate(rogueCa, certificates.dir, 'foreign', RUNTIME_ROLE);
    expect(await refusalOf(runtimeUrl(foreign))).toMatch(/alert unknown ca/);
    const otherRole = issueClientCertificate(internalCa, certificates.dir, 'other', 'postgres');
    expect(await refusalOf(runtimeUrl(otherRole))).toBe(
      `certificate authentication failed for user "${RUNTIME_ROLE}"`,
    );
  });
});
