import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * @typedef {object} LargeSeedFigures what `apps/server/dist/cli/seed-large.js` printed as its last line
 * @property {number} scale 1 = the issue-28 year
 * @property {Record<string, number>} size rows asked for per kind
 * @property {{ table: string, rows: number, seconds: number }[]} steps rows written and seconds per step
 * @property {number} seedSeconds wall time of the seed
 * @property {number} rollupSeconds wall time of the analytics rollup job's first run over it
 */

/**
 * Runs the large seed (then the analytics rollup) of the production build on `databaseUrl`, echoing its
 * lines, and answers its figures. `npm run seed:large` and the bench's analytics section both call this.
 * @param {{ repoRoot: string, databaseUrl: string, scale: number }} options
 * @returns {Promise<LargeSeedFigures>}
 */
export function runLargeSeed({ repoRoot, databaseUrl, scale }) {
  const entry = path.join(repoRoot, 'apps/server/dist/cli/seed-large.js');
  const child = spawn(process.execPath, [entry, '--database-url', databaseUrl, '--scale', String(scale)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let last = '';
  let pending = '';
  child.stdout.on('data', (/** @type {Buffer} */ chunk) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('{')) last = line;
      else console.log(line);
    }
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The large seed exited with code ${String(code)}.`));
      else resolve(/** @type {LargeSeedFigures} */ (JSON.parse(pending.startsWith('{') ? pending : last)));
    });
  });
}

/**
 * Reads the seed's scale: SEED_LARGE_SCALE, else `fallback`; from 0.001 to 1.
 * @param {number} fallback
 */
export function readLargeSeedScale(fallback) {
  const raw = process.env.SEED_LARGE_SCALE;
  const scale = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!(scale >= 0.001 && scale <= 1))
    throw new Error(`SEED_LARGE_SCALE must be from 0.001 to 1; got "${raw}".`);
  return scale;
}
