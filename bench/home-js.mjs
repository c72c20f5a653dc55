// Gzipped JavaScript the home page loads at boot: the scripts of apps/web/dist/index.html (the boot preloader and
// the entry), every chunk the entry preloads (Vite lists its static imports as modulepreload links), and the
// English shell strings, which the entry fetches before its first render. `node bench/home-js.mjs` prints the list.
// The bench also counts, in Chromium, every script the home page really fetches (lazy ones included).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist');
// The default language's shell strings, the only part of its catalogue the home page loads (apps/web/src/i18n/en.shell.ts).
const LANGUAGE_CHUNK = /^en\.shell-[\w-]+\.js$/;

/** @param {string} distDir @returns {Promise<string[]>} */
async function findLanguageChunks(distDir) {
  const names = await readdir(path.join(distDir, 'assets'));
  return names.filter((name) => LANGUAGE_CHUNK.test(name)).map((name) => `/assets/${name}`);
}

/**
 * @param {string} distDir the built web app
 * @returns {Promise<{ files: { file: string, gzipBytes: number }[], totalGzipBytes: number }>}
 */
export async function measureHomeJs(distDir = DIST) {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const linked = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
  ];
  const sources = [...linked.map(([, src = '']) => src), ...(await findLanguageChunks(distDir))];
  const files = [];
  for (const src of sources) {
    const bytes = await readFile(path.join(distDir, src.replace(/^\//, '')));
    files.push({ file: src, gzipBytes: gzipSync(bytes, { level: 9 }).length });
  }
  return { files, totalGzipBytes: files.reduce((sum, entry) => sum + entry.gzipBytes, 0) };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const { files, totalGzipBytes } = await measureHomeJs();
  for (const { file, gzipBytes } of files)
    console.log(`${(gzipBytes / 1000).toFixed(1).padStart(7)} kB  ${file}`);
  console.log(
    `${(totalGzipBytes / 1000).toFixed(1).padStart(7)} kB  total gzipped JS at home page boot (target ≤ 150 kB)`,
  );
}
