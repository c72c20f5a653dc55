import { randomBytes } from 'node:crypto';
import { BENCH_ADMIN, signInBenchAdmin } from './bench-admin.mjs';
import { readDatabaseUrl } from './bench-members.mjs';
import { runLargeSeed } from './large-seed.mjs';
import { startStreamitServer } from './streamit-server.mjs';
import { percentileOf } from './video-report.mjs';

/** @typedef {import('./bench-settings.mjs').BenchSettings} BenchSettings */

/** The p95 every report must keep on the large seed (issue 28). */
export const ANALYTICS_P95_TARGET_MS = 150;

/** Issue 28's ten reports; those the server does not have yet answer 404 and are listed as missing. */
const REPORTS = [
  'users',
  'daily-stats',
  'content-performance',
  'financial-overview',
  'geographic',
  'partners',
  'moderation',
  'security',
  'creators',
  'geographic-growth',
];

const DAY_MS = 86_400_000;
const isoDay = (/** @type {number} */ ms) => new Date(ms).toISOString().slice(0, 10);

/** The screen's presets measured: the last 30 days by day, the last 12 months (365 days) by month. */
function presets(now = Date.now()) {
  return [
    { name: '30 d', query: `from=${isoDay(now - 29 * DAY_MS)}&to=${isoDay(now)}&granularity=day` },
    { name: '12 months', query: `from=${isoDay(now - 364 * DAY_MS)}&to=${isoDay(now)}&granularity=month` },
  ];
}

/**
 * @typedef {object} ReportFigures one report and preset: N requests one after another
 * @property {string} report
 * @property {string} preset
 * @property {number} requests
 * @property {number} p50Ms
 * @property {number} p95Ms
 * @property {number} maxMs
 */

/**
 * @typedef {object} AnalyticsFigures
 * @property {import('./large-seed.mjs').LargeSeedFigures | null} seed null when the database was seeded before the run
 * @property {ReportFigures[]} reports
 * @property {string[]} missing reports the server answered 404 for (not built yet)
 */

/**
 * One timed GET; anything but 200 (or 404 when `allowMissing`) fails the run.
 * @param {string} url @param {string} token @param {boolean} allowMissing
 */
async function timedGet(url, token, allowMissing = false) {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(120_000),
  });
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status === 404 && allowMissing) return null;
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status}`);
  return ms;
}

/**
 * Two discarded requests (the first run of each query plan, the connection), then `count` measured ones in
 * turn (once `budgetSeconds` have passed, as many as done, at least three): what an analyst waits for, one
 * screen at a time. Answers null when the report does not exist.
 * @param {string} url @param {string} token @param {{ count: number, budgetSeconds: number }} limits
 */
async function measureReport(url, token, { count, budgetSeconds }) {
  if ((await timedGet(url, token, true)) === null) return null;
  await timedGet(url, token);
  /** @type {number[]} */
  const samples = [];
  // A report far over its target would take hours at `count` requests.
  const deadline = performance.now() + budgetSeconds * 1000;
  while (samples.length < count && (samples.length < 3 || performance.now() < deadline))
    samples.push(/** @type {number} */ (await timedGet(url, token)));
  return samples;
}

/**
 * @param {string} baseUrl @param {string} token @param {{ count: number, budgetSeconds: number }} limits
 * @returns {Promise<{ reports: ReportFigures[], missing: string[] }>}
 */
async function measureReports(baseUrl, token, limits) {
  /** @type {ReportFigures[]} */
  const reports = [];
  /** @type {string[]} */
  const missing = [];
  for (const report of REPORTS) {
    for (const preset of presets()) {
      const url = `${baseUrl}/api/v1/admin/analytics/${report}?${preset.query}`;
      const samples = await measureReport(url, token, limits);
      if (!samples) {
        missing.push(report);
        break;
      }
      const figures = { report, preset: preset.name, requests: samples.length };
      reports.push({
        ...figures,
        p50Ms: percentileOf(samples, 50),
        p95Ms: percentileOf(samples, 95),
        maxMs: Math.max(...samples),
      });
      console.log(
        `  ${report} (${preset.name}): p50 ${percentileOf(samples, 50).toFixed(1)} ms, p95 ${percentileOf(samples, 95).toFixed(1)} ms`,
      );
    }
  }
  return { reports, missing };
}

/**
 * The analytics section: a production server on a fresh database, the large seed and the rollup job's first
 * run (`apps/server/dist/cli/seed-large.js`), then the bootstrap admin (a SUPER_ADMIN: canViewAnalytics) reads
 * every report for the 30-day and 12-month presets, `analyticsRequests` times each.
 * @param {BenchSettings} settings
 * @param {string} repoRoot
 * @param {import('./cleanup-stack.mjs').CleanupStack} cleanup
 * @returns {Promise<AnalyticsFigures>}
 */
export async function runAnalyticsPhase(settings, repoRoot, cleanup) {
  const seededUrl = settings.analyticsDatabaseUrl;
  console.log('Starting a server for the analytics reports...');
  const server = await startStreamitServer({
    repoRoot,
    rateLimitMax: settings.rateLimitMax,
    startTimeoutSeconds: settings.startTimeoutSeconds,
    extraEnv: {
      BOOTSTRAP_ADMIN_EMAIL: BENCH_ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: BENCH_ADMIN.password,
      // An already seeded database (BENCH_ANALYTICS_DATABASE_URL): the production settings a real one needs.
      ...(seededUrl
        ? {
            DATABASE_URL: seededUrl,
            WALLET_MASTER_KEY: randomBytes(32).toString('hex'),
            COLUMN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
            ANTIVIRUS_CLAMD_URL: 'off',
          }
        : {}),
    },
  });
  cleanup.add('StreamIt server (analytics)', server.stop);
  let seed = null;
  if (!seededUrl) {
    console.log(`Large seed at scale ${settings.analyticsScale} into the server's database...`);
    const databaseUrl = await readDatabaseUrl(server.dataDir);
    seed = await runLargeSeed({ repoRoot, databaseUrl, scale: settings.analyticsScale });
  } else
    console.log('Reading the reports of the database BENCH_ANALYTICS_DATABASE_URL names (seeded before).');
  const token = await signInBenchAdmin(server.baseUrl);
  const limits = { count: settings.analyticsRequests, budgetSeconds: settings.analyticsBudgetSeconds };
  console.log(`Reading every report, ${limits.count} requests each (at most ${limits.budgetSeconds} s)...`);
  const { reports, missing } = await measureReports(server.baseUrl, token, limits);
  return { seed, reports, missing };
}

/** @param {AnalyticsFigures} analytics */
export function renderAnalyticsTable(analytics) {
  const lines = [
    '| report | preset | requests | p50 ms | p95 ms | max ms | p95 target |',
    '| ------ | ------ | -------- | ------ | ------ | ------ | ---------- |',
    ...analytics.reports.map(
      (row) =>
        `| ${row.report} | ${row.preset} | ${row.requests} | ${row.p50Ms.toFixed(1)} | ${row.p95Ms.toFixed(1)} | ${row.maxMs.toFixed(1)} | ≤ ${ANALYTICS_P95_TARGET_MS} ms${row.p95Ms <= ANALYTICS_P95_TARGET_MS ? '' : ' (MISSED)'} |`,
    ),
  ];
  const { seed } = analytics;
  const missing =
    analytics.missing.length > 0 ? `\nNot on this server yet (404): ${analytics.missing.join(', ')}.` : '';
  const seeded = seed
    ? `Large seed (scale ${seed.scale}): ${seed.seedSeconds.toFixed(1)} s; analytics rollup over it: ${seed.rollupSeconds.toFixed(1)} s.`
    : 'Database seeded before the run (BENCH_ANALYTICS_DATABASE_URL).';
  return `${lines.join('\n')}\n${seeded}${missing}`;
}
