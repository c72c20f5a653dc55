import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where a running server tells local worker processes how to reach its embedded database. */
function runtimeFilePath(dataDir: string): string {
  return path.join(dataDir, 'runtime.json');
}

/** Publishes the embedded database URL for `npm run worker` (owner-only file). */
export function writeRuntimeFile(dataDir: string, databaseUrl: string): void {
  writeFileSync(runtimeFilePath(dataDir), JSON.stringify({ databaseUrl, pid: process.pid }), { mode: 0o600 });
}

/** Reads the URL a running server published, or null when no server is running. */
export function readRuntimeDatabaseUrl(dataDir: string): string | null {
  try {
    const parsed = JSON.parse(readFileSync(runtimeFilePath(dataDir), 'utf8')) as { databaseUrl?: unknown };
    return typeof parsed.databaseUrl === 'string' ? parsed.databaseUrl : null;
  } catch {
    return null;
  }
}

/** Removes the runtime file on shutdown. */
export function removeRuntimeFile(dataDir: string): void {
  rmSync(runtimeFilePath(dataDir), { force: true });
}
