import { ROOT, assertNodeVersion, ensureDependencies, runNpm } from './lib.mjs';

/**
 * `npm test` and `npm run check`: everything CI runs, in order, stopping at the first failure.
 * Static checks first (seconds), then unit and integration tests, then the browser suite.
 */
const STEPS = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['import circles and module dependencies', ['run', 'check:cycles']],
  ['ASVS ledger: every test it names exists', ['run', 'check:asvs']],
  ['runtime dependencies: no high or critical advisory outside the dated allow-list', ['run', 'check:audit']],
  ['format', ['run', 'format:check']],
  ['unit and integration tests (contract, server on PostgreSQL, web)', ['run', 'test:unit']],
  ['browser tests (Playwright, Chromium, production build, media in s3rver)', ['run', 'test:e2e']],
  ['browser video specs again with media on the local disk', ['run', 'test:e2e:local-disk']],
];

async function main() {
  assertNodeVersion();
  await ensureDependencies();
  const timings = [];
  for (const [name, args] of STEPS) {
    console.log(`\n=== ${name}`);
    const started = Date.now();
    await runNpm(args, { cwd: ROOT });
    timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log(`\nAll checks passed.\n  ${timings.join('\n  ')}`);
}

main().catch((error) => {
  console.error(`\nChecks failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
