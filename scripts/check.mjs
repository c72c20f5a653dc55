import { spawn } from 'node:child_process';
import { ROOT, assertNodeVersion, ensureDependencies, runNpm } from './lib.mjs';

/**
 * `npm test` and `npm run check`: everything CI runs, stopping at the first failure.
 * Static checks first, in three lanes side by side: ESLint's typed rules take twice as long as everything else in
 * that phase, so the server's files and everyone else's are linted by two processes, beside the lane that ends
 * with the production build for the browser suite; then unit and integration tests; then the browser suite.
 */
const STATIC_LANES = [
  [['lint: the server', ['run', 'lint:server']]],
  [['lint: web app, contract, browser tests, scripts and bench', ['run', 'lint:rest']]],
  [
    ['typecheck', ['run', 'typecheck']],
    ['import circles and module dependencies', ['run', 'check:cycles']],
    ['ASVS ledger: every test it names exists', ['run', 'check:asvs']],
    [
      'runtime dependencies: no high or critical advisory outside the dated allow-list',
      ['run', 'check:audit'],
    ],
    ['format', ['run', 'format:check']],
    ['production build (web app and server) for the browser suite', ['run', 'build']],
  ],
];
const STEPS = [
  ['unit and integration tests (contract, server on PostgreSQL, web)', ['run', 'test:unit']],
  ['browser tests (Playwright, Chromium, production build, media in s3rver)', ['run', 'test:e2e:built']],
  ['browser video specs again with media on the local disk', ['run', 'test:e2e:local-disk']],
];
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

// A lane's output is held and printed whole when its step ends, so two lanes never interleave their lines.
function runNpmQuietly(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(NPM, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      const output = Buffer.concat(chunks).toString();
      if (code === 0) resolve(output);
      else
        reject(
          Object.assign(new Error(`npm ${args.join(' ')} failed (${signal ?? `exit ${code}`})`), { output }),
        );
    });
  });
}

async function runLane(lane, timings) {
  for (const [name, args] of lane) {
    const started = Date.now();
    try {
      const output = await runNpmQuietly(args);
      console.log(`\n=== ${name} (${seconds(started)})\n${output.trimEnd()}`);
    } catch (error) {
      console.log(`\n=== ${name} FAILED (${seconds(started)})\n${error.output ?? ''}`);
      throw error;
    }
    timings.push(`${name}: ${seconds(started)}`);
  }
}

async function main() {
  assertNodeVersion();
  await ensureDependencies();
  const timings = [];
  const started = Date.now();
  const lanes = await Promise.allSettled(STATIC_LANES.map((lane) => runLane(lane, timings)));
  const failed = lanes.find((lane) => lane.status === 'rejected');
  if (failed) throw failed.reason;
  timings.push(`(static checks and build, side by side: ${seconds(started)})`);
  for (const [name, args] of STEPS) {
    console.log(`\n=== ${name}`);
    const stepStarted = Date.now();
    await runNpm(args, { cwd: ROOT });
    timings.push(`${name}: ${seconds(stepStarted)}`);
  }
  console.log(`\nAll checks passed in ${seconds(started)}.\n  ${timings.join('\n  ')}`);
}

main().catch((error) => {
  console.error(`\nChecks failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
