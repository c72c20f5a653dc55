import path from 'node:path';
import { measureTarget } from './load-runner.mjs';
import { startStaticFileServer } from './static-file-server.mjs';

/**
 * @param {string} url
 * @returns {Promise<string>}
 */
async function fetchText(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/**
 * The longest media segment of the highest rendition a master playlist lists: the biggest file a player
 * fetches, so throughput is about bytes, not request overhead. (The ladder starts with short segments for a
 * fast start, decision 023; the steady-state segments after them are what a viewer mostly downloads.)
 * @param {string} masterUrl absolute URL of a master playlist
 */
export async function findLargestSegmentUrl(masterUrl) {
  const master = await fetchText(masterUrl);
  const variants = master.split('\n').filter((line) => line && !line.startsWith('#'));
  const variantUrl = new URL(variants.at(-1) ?? '', masterUrl);
  const lines = (await fetchText(variantUrl.href)).split('\n');
  let longest = { seconds: -1, segment: '' };
  lines.forEach((line, index) => {
    const seconds = Number(/^#EXTINF:([\d.]+)/.exec(line)?.[1] ?? Number.NaN);
    const segment = lines[index + 1] ?? '';
    if (segment.endsWith('.m4s') && seconds > longest.seconds) longest = { seconds, segment };
  });
  if (!longest.segment) throw new Error(`No .m4s segment in ${variantUrl.href}`);
  return new URL(longest.segment, variantUrl).href;
}

/**
 * Measures one segment URL on StreamIt (GET /media/*: access check against PostgreSQL, caching headers,
 * rate limiter) and the same file from a plain static file server, one after the other.
 * @param {{ segmentUrl: string, mediaDir: string }} subject mediaDir: where /media/<key> lives on disk
 * @param {{ connections: number, durationSeconds: number, warmupSeconds: number }} load
 */
export async function measureSegmentThroughput({ segmentUrl, mediaDir }, load) {
  const key = new URL(segmentUrl).pathname.replace(/^\/media\//, '');
  const endpoint = `/media/…/${path.basename(key)}`;
  const plain = await startStaticFileServer(mediaDir);
  try {
    const streamit = await measureTarget({ url: segmentUrl, endpoint, target: 'streamit' }, load);
    const staticUrl = `${plain.baseUrl}/${key}`;
    const baseline = await measureTarget({ url: staticUrl, endpoint, target: 'static file server' }, load);
    return [streamit, baseline];
  } finally {
    await plain.close();
  }
}
