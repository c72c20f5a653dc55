import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, assertNodeVersion, ensureBuild, ensureDependencies } from './lib.mjs';

/**
 * `npm start`: install when needed, build when needed, then run the production server
 * (or, with --worker, the job worker) in the foreground until Ctrl-C.
 */
async function main() {
  assertNodeVersion();
  await ensureDependencies();
  await ensureBuild();
  const entry = process.argv.includes('--worker') ? 'worker.js' : 'main.js';
  // The server gets its own process group, so a Ctrl-C in the terminal reaches only this script, which
  // passes one SIGINT on: the server then stops in order, PostgreSQL last, instead of everything at once.
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(ROOT, 'apps/server/dist', entry)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      detached: true,
      env: { NODE_ENV: 'production', ...process.env },
    },
  );
  let forwarded = false;
  // A closed terminal (SIGHUP) would not reach the detached server: stop it like SIGTERM.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (forwarded) return;
      forwarded = true;
      child.kill(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
    });
  }
  child.once('exit', (code, signal) => {
    process.exit(code ?? (signal ? 1 : 0));
  });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
