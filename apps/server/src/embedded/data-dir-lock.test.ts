import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.js';

const dirs: string[] = [];
function makeDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'streamit-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('writes this process id and removes the lock on release', () => {
    const dir = makeDataDir();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'streamit.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'streamit.lock'))).toBe(false);
  });

  it('refuses with a clear message while another live process holds it', async () => {
    const dir = makeDataDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'streamit.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(
        `Another StreamIt server (pid ${other.pid}) is already using the data directory ${dir}`,
      );
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
  });

  it('takes over a lock left by a process that no longer exists', async () => {
    const dir = makeDataDir();
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    writeFileSync(path.join(dir, 'streamit.lock'), String(gone.pid));
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'streamit.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
