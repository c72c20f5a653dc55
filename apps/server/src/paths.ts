import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds the server package folder by walking up from this module, so paths work the same
 * from `src/` under tsx and from the bundled `dist/`.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && readPackageName(manifest) === '@streamit/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot locate the @streamit/server package folder');
    dir = parent;
  }
}

function readPackageName(manifest: string): string | undefined {
  const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
  return parsed.name;
}

/** Absolute paths the server needs, resolved once. */
export const SERVER_ROOT = findServerRoot();
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..', '..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST_DIR = path.join(REPO_ROOT, 'apps', 'web', 'dist');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'data');

/** Version reported by /health, from the server's package.json. */
export const SERVER_VERSION = (
  JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;
