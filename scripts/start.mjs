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
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(ROOT, 'apps/server/dist', entry)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { NODE_ENV: 'production', ...process.env },
    },
  );
  // Ctrl-C reaches the whole process group; the server shuts down itself and PostgreSQL. Wait for it.
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      if (signal === 'SIGTERM') child.kill('SIGTERM');
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
