import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { rm, statfs, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A real, small file system (tmpfs with size=) that a test can fill up and empty again. */
export interface SmallDisk {
  dir: string;
  /** Fills the disk with a ballast file until only about `leaveBytes` are free. */
  fill(leaveBytes: number): Promise<void>;
  /** Deletes the ballast. */
  empty(): Promise<void>;
  unmount(): void;
}

const BALLAST = '.ballast';

/**
 * Mounts a tmpfs of `megabytes` on a fresh folder. Mounting needs root, which CI and the development
 * machines have; the kernel then answers ENOSPC exactly as a full production disk would.
 */
export function mountSmallDisk(megabytes: number): SmallDisk {
  const dir = mkdtempSync(path.join(tmpdir(), 'streamit-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0700`, 'tmpfs', dir]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error('The disk-full tests mount a small tmpfs, which needs root', { cause: error });
  }
  const ballast = path.join(dir, BALLAST);
  return {
    dir,
    async fill(leaveBytes) {
      await rm(ballast, { force: true });
      const { bavail, bsize } = await statfs(dir);
      await writeFile(ballast, Buffer.alloc(Math.max(0, bavail * bsize - leaveBytes)));
    },
    empty: () => rm(ballast, { force: true }),
    unmount() {
      execFileSync('umount', [dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
