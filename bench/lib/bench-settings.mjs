import { readLargeSeedScale } from './large-seed.mjs';

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
 * @property {number} completionsPerMember quizzes each member completes in each measured completion run
 * @property {number} completionWarmupPerMember quizzes each member completes first in each run, unmeasured
 * @property {number} runs measured runs of each issue-25 figure; the report prints their median and spread
 * @property {number} watchSessions members, each with one open watch session, sending heartbeats at once
 * @property {BenchSection[]} sections what this run measures: `--only <section>` picks one
 * @property {number} analyticsRequests measured requests per analytics report and preset
 * @property {number} analyticsScale the large seed's scale for the analytics section (1 = issue 28's year)
 * @property {number} analyticsBudgetSeconds seconds per report and preset after which three requests are enough
 * @property {string | undefined} analyticsDatabaseUrl a database seeded before the run: read it, seed nothing
 */

/** @typedef {'http' | 'completions' | 'members' | 'video' | 'analytics'} BenchSection */

/**
 * Every part of the bench, in the order a full run measures them. `members` (heartbeats, member reads) and
 * `video` share one server with the demo clips; `--only members` skips the transcoding, segment and browser
 * figures. `analytics` seeds a year of data (minutes) and reads the admin reports on it.
 */
export const BENCH_SECTIONS = /** @type {const} */ (['http', 'completions', 'members', 'video', 'analytics']);

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

/**
 * `--only <section>` (repeatable) runs just those parts; without it, all of them.
 * @param {string[]} argv
 * @returns {BenchSection[]}
 */
function readSections(argv) {
  /** @type {BenchSection[]} */
  const picked = [];
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] !== '--only') throw new Error(`Unknown argument "${argv[index]}"; use --only <section>.`);
    const section = BENCH_SECTIONS.find((name) => name === argv[index + 1]);
    if (!section)
      throw new Error(`--only takes one of ${BENCH_SECTIONS.join(', ')}; got "${argv[index + 1]}".`);
    picked.push(section);
    index += 1;
  }
  return picked.length > 0 ? BENCH_SECTIONS.filter((name) => picked.includes(name)) : [...BENCH_SECTIONS];
}

/**
 * Settings for one run: defaults overridable by BENCH_* environment variables and `--only`.
 * @param {string[]} argv the command-line arguments after the script
 * @returns {BenchSettings}
 */
export function readBenchSettings(argv = []) {
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
    completionsPerMember: readPositiveInt('BENCH_COMPLETIONS_PER_MEMBER', quick ? 4 : 40, 200),
    completionWarmupPerMember: readPositiveInt('BENCH_COMPLETIONS_WARMUP', quick ? 1 : 5, 50),
    runs: readPositiveInt('BENCH_RUNS', 3, 9),
    watchSessions: readPositiveInt('BENCH_WATCH_SESSIONS', 200, 1000),
    sections: readSections(argv),
    analyticsRequests: readPositiveInt('BENCH_ANALYTICS_REQUESTS', quick ? 5 : 40, 1000),
    analyticsScale: readLargeSeedScale(quick ? 0.02 : 1),
    analyticsBudgetSeconds: readPositiveInt('BENCH_ANALYTICS_BUDGET_S', quick ? 10 : 30, 600),
    analyticsDatabaseUrl: process.env.BENCH_ANALYTICS_DATABASE_URL || undefined,
  };
}
