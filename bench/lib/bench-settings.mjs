/** @typedef {{ name: string, path: string }} BenchEndpoint */

/**
 * @typedef {object} BenchSettings
 * @property {number} durationSeconds measured seconds per target
 * @property {number} warmupSeconds discarded seconds per target before measuring
 * @property {number} connections concurrent keep-alive connections
 * @property {number} startTimeoutSeconds how long the server may take to answer its health check
 * @property {number} rateLimitMax the server's global rate limit during the run
 * @property {BenchEndpoint[]} endpoints what is measured, in order
 * @property {number} clipSeconds length of the 1080p clip the transcoding figures are measured on
 * @property {number} playbackRuns page loads measured in Chromium (each in a fresh browser context)
 * @property {number} mediaTimeoutSeconds how long demo transcoding and the bench clip's job may take
 * @property {boolean} quick BENCH_QUICK=1: short defaults for iterating (figures too short to quote)
 */

/** Endpoints measured against both targets: health, then the anonymous catalogue reads guests make most. */
const ENDPOINTS = [
  { name: 'health', path: '/api/v1/health' },
  { name: 'categories', path: '/api/v1/activities/categories' },
  { name: 'activity list', path: '/api/v1/activities' },
  { name: 'featured', path: '/api/v1/activities/featured' },
];

/** Far above what 2 cores can serve in a run, so the limiter never answers 429 to the bench. */
const RATE_LIMIT_MAX = 100_000_000;

/**
 * Reads a positive whole number from the environment, refusing anything else, so that a typo
 * fails loudly instead of silently benchmarking with a default.
 * @param {string} name
 * @param {number} fallback
 * @param {number} max upper bound that keeps the run bounded in time and sockets
 */
function readPositiveInt(name, fallback, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be a whole number from 1 to ${max}; got "${raw}".`);
  }
  return value;
}

/** Settings for one run: defaults overridable by BENCH_* environment variables. @returns {BenchSettings} */
export function readBenchSettings() {
  const quick = process.env.BENCH_QUICK === '1';
  return {
    durationSeconds: readPositiveInt('BENCH_DURATION_S', quick ? 2 : 10, 300),
    warmupSeconds: readPositiveInt('BENCH_WARMUP_S', quick ? 1 : 3, 60),
    connections: readPositiveInt('BENCH_CONNECTIONS', 50, 1000),
    startTimeoutSeconds: readPositiveInt('BENCH_START_TIMEOUT_S', 120, 600),
    rateLimitMax: RATE_LIMIT_MAX,
    endpoints: ENDPOINTS,
    clipSeconds: readPositiveInt('BENCH_CLIP_S', quick ? 4 : 10, 120),
    playbackRuns: readPositiveInt('BENCH_PLAYBACK_RUNS', quick ? 2 : 5, 50),
    mediaTimeoutSeconds: readPositiveInt('BENCH_MEDIA_TIMEOUT_S', 600, 3600),
    quick,
  };
}
