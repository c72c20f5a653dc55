import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { SERVER_ROOT } from '../src/paths.js';

/** Leaves every npm package to Node, as build.mjs does; our TypeScript (and the contract package) is bundled. */
const packagesExternal: Plugin = {
  name: 'packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@streamit/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** A test child script bundled into one plain JavaScript file, and how to delete it. */
export interface BundledChild {
  file: string;
  remove: () => Promise<void>;
}

/**
 * Bundles a child script the tests spawn many times, once per test file: `node --import tsx` compiled the
 * server's sources again in every child (about 10 s each on a loaded machine). The bundle sits under the server
 * package (node_modules/.cache), so its npm imports and `SERVER_ROOT` resolve as from `src/`.
 */
export async function bundleTestChild(entry: string): Promise<BundledChild> {
  const cache = path.join(SERVER_ROOT, 'node_modules', '.cache');
  await mkdir(cache, { recursive: true });
  const dir = await mkdtemp(path.join(cache, 'test-child-'));
  const file = path.join(dir, `${path.basename(entry, '.ts')}.mjs`);
  await build({
    entryPoints: [path.join(SERVER_ROOT, entry)],
    outfile: file,
    bundle: true,
    platform: 'node',
    target: 'node20.19',
    format: 'esm',
    plugins: [packagesExternal],
    logLevel: 'warning',
  });
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}
