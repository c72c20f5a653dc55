// Gzipped JavaScript the home page loads at boot: the entry script of apps/web/dist/index.html and every
// chunk it preloads (Vite lists the entry's static imports as modulepreload links). `node bench/home-js.mjs`
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'dist');

/**
 * @param {string} distDir the built web app
 * @returns {Promise<{ files: { file: string, gzipBytes: number }[], totalGzipBytes: number }>}
 */
export async function measureHomeJs(distDir = DIST) {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g),
  ];
  const files = [];
  for (const [, src = ''] of sources) {
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
