import { execFileSync } from 'node:child_process';
import { chownSync } from 'node:fs';

/** As root, PostgreSQL runs as `postgres` and reads its TLS key only if it owns it (0600): hands it the files. */
export function handToPostgres(files: string[]): void {
  if (process.getuid?.() !== 0) return;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
  for (const file of files) chownSync(file, uid, gid);
}
