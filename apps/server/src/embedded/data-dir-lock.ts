import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** Raised when another live server already holds the data directory. */
export class DataDirLockedError extends Error {}

/** An exclusive claim on a data directory, released on shutdown. */
export interface DataDirLock {
  release(): void;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockOwner(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreateLock(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx', 0o600);
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Claims `dataDir` for this process. A lock left by a process that died is taken over;
 * a lock held by a live process refuses with a message that says what to do.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const lockPath = path.join(dataDir, 'streamit.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreateLock(lockPath)) {
      return {
        release: () => {
          rmSync(lockPath, { force: true });
        },
      };
    }
    const owner = readLockOwner(lockPath);
    if (owner !== null && owner !== process.pid && isProcessAlive(owner)) {
      throw new DataDirLockedError(
        `Another StreamIt server (pid ${owner}) is already using the data directory ${dataDir}.\n` +
          'Stop it first (Ctrl-C in its terminal), or start this one with DATA_DIR set to another directory.',
      );
    }
    rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(
    `Could not lock the data directory ${dataDir}; remove ${lockPath} and try again.`,
  );
}
