import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Helpers shared by the root scripts; Node built-ins only, because they run before `npm ci`. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const DEPS_STAMP = path.join(ROOT, 'node_modules', '.streamit-deps-stamp');

/** Runs a command with inherited output; resolves on success, rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

export function runNpm(args, options) {
  return run(NPM, args, options);
}

/** Refuses to go on under a Node.js older than the project supports. */
export function assertNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`StreamIt needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

function lockfileHash() {
  return createHash('sha256')
    .update(readFileSync(path.join(ROOT, 'package-lock.json')))
    .digest('hex');
}

/** Records which lockfile node_modules was installed from (run by the root `postinstall`). */
export function writeDependencyStamp() {
  writeFileSync(DEPS_STAMP, lockfileHash());
}

/** Installs dependencies with `npm ci` when node_modules is missing or was installed from another lockfile. */
export async function ensureDependencies() {
  const installed = existsSync(DEPS_STAMP) ? readFileSync(DEPS_STAMP, 'utf8').trim() : null;
  if (installed === lockfileHash()) return;
  console.log(
    installed ? 'Dependencies changed: reinstalling (npm ci)...' : 'Installing dependencies (npm ci)...',
  );
  await runNpm(['ci', '--no-audit', '--no-fund']);
}

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const BUILD_INPUTS = [
  'apps/web',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'packages/contract/src',
];
const BUILD_OUTPUTS = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

/** Builds the web app and the server unless both builds are newer than every source file. */
export async function ensureBuild() {
  const sources = Math.max(...BUILD_INPUTS.map((entry) => newestMtime(path.join(ROOT, entry))));
  const outputs = Math.min(...BUILD_OUTPUTS.map((entry) => newestMtime(path.join(ROOT, entry))));
  if (outputs > sources) return;
  console.log('Building the web app and the server...');
  await runNpm(['run', 'build']);
}
