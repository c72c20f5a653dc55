import { existsSync, mkdtempSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The Chromium the suite drives: CHROMIUM_PATH, else Debian's package. Never a downloaded browser. */
export function findChromium(): string {
  // Debian's headless shell first: the same engine and media stack without the browser's own interface, whose
  // renderers took a fifth of the suite's CPU on a 2-core machine; the full browser where only it is installed.
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (!found) {
    throw new Error(
      'No Chromium found for the browser suite. Install it with:\n' +
        '  sudo apt-get update && sudo apt-get install -y chromium-headless-shell\n' +
        'or point CHROMIUM_PATH at a Chromium binary.',
    );
  }
  return found;
}

/** Creates a throwaway data directory PostgreSQL (running as `postgres` when we are root) can reach. */
export function createDataDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps', 'server', 'dist', 'main.js');

/**
 * The staff admin area's own origin (ADMIN_ORIGIN, decision 091): the same test server under another host name
 * than the suite's baseURL (127.0.0.1), so every admin page and staff token lives apart from the member site.
 */
export function adminOrigin(): string {
  return `http://localhost:${process.env.E2E_PORT}`;
}
