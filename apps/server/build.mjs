import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

// Bundle our own code (including the TypeScript contract package); keep npm dependencies external.
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@streamit/'));

await build({
  entryPoints: [
    'src/main.ts',
    'src/worker.ts',
    'src/cli/create-admin.ts',
    'src/cli/transcode-command.ts',
    'src/cli/compile-artfi.ts',
    'src/cli/seed-large.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});

// The ARTFI token's ABI and bytecode, compiled from its Solidity source with solc-js.
execFileSync(process.execPath, ['dist/cli/compile-artfi.js'], { cwd: import.meta.dirname, stdio: 'inherit' });
