// Benchmarks the production StreamIt server against a bare Fastify replaying the same bytes.
// Started by `npm run bench` (which builds first); see bench/README.md for how to read the output.
import os from 'node:os';
import path from 'node:path';
import { readBenchSettings } from './lib/bench-settings.mjs';
import { createCleanupStack } from './lib/cleanup-stack.mjs';
import { measureTarget } from './lib/load-runner.mjs';
import { recordResponse, startReplayServer, verifyReplay } from './lib/replay-server.mjs';
import {
  computeRatios,
  describeMachine,
  renderFiguresTable,
  renderRatiosTable,
  writeJsonReport,
} from './lib/results-report.mjs';
import { describeLedgerCheck, isLedgerRight, runCompletionPhase } from './lib/completion-phase.mjs';
import { describeCpuPerRequest } from './lib/process-cpu.mjs';
import { ServerStartError, startStreamitServer } from './lib/streamit-server.mjs';
import { buildSummary, renderSummaryTable } from './lib/summary-report.mjs';
import { runVideoPhase } from './lib/video-phase.mjs';
import { renderAnalyticsTable, runAnalyticsPhase } from './lib/analytics-phase.mjs';
import { measureHomeJs } from './home-js.mjs';
import { renderPlaybackTable, renderSegmentTable, renderTranscodingTable } from './lib/video-report.mjs';

/** @typedef {import('./lib/bench-settings.mjs').BenchSettings} BenchSettings */
/** @typedef {import('./lib/load-runner.mjs').TargetFigures} TargetFigures */

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_FILE = path.join(import.meta.dirname, 'results', 'latest.json');

/**
 * Everything runs on this one machine, so other busy processes skew the figures: say so up front.
 * @returns {number} the 1-minute load average when the run started
 */
function warnIfMachineBusy() {
  const [loadAverage = 0] = os.loadavg();
  const cpus = os.availableParallelism();
  if (loadAverage > cpus / 2) {
    console.warn(`Warning: load average ${loadAverage.toFixed(1)} on ${cpus} CPUs; figures will be noisy.`);
  }
  return loadAverage;
}

/** @param {BenchSettings} settings */
function printPlan(settings) {
  console.log(
    `StreamIt bench: ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ` +
      `${settings.durationSeconds} s measured per target, loopback only; sections: ${settings.sections.join(', ')}.`,
  );
  console.log(
    `The server runs with RATE_LIMIT_MAX=${settings.rateLimitMax} so its rate limiter does not turn ` +
      'the bench into 429s; every other setting is the production default.',
  );
}

/**
 * Measures every endpoint on both targets, one target at a time, so the two never share the CPU.
 * @param {BenchSettings} settings
 * @param {{ streamit: string, bare: string }} baseUrls
 * @returns {Promise<TargetFigures[]>}
 */
async function measureAll(settings, baseUrls) {
  const targets = [
    { target: 'streamit', baseUrl: baseUrls.streamit },
    { target: 'bare fastify', baseUrl: baseUrls.bare },
  ];
  const figures = [];
  for (const { path: endpoint } of settings.endpoints) {
    for (const { target, baseUrl } of targets) {
      console.log(`Measuring GET ${endpoint} on ${target}...`);
      figures.push(await measureTarget({ url: `${baseUrl}${endpoint}`, endpoint, target }, settings));
    }
  }
  return figures;
}

/**
 * Starts both servers, measures them and stops them again, whatever happens in between.
 * @param {BenchSettings} settings
 * @param {import('./lib/cleanup-stack.mjs').CleanupStack} cleanup
 */
async function runBench(settings, cleanup) {
  console.log('Starting the production server on a fresh data dir (initialises PostgreSQL)...');
  const streamit = await startStreamitServer({ repoRoot: REPO_ROOT, ...settings });
  cleanup.add('StreamIt server', streamit.stop);
  const responses = await Promise.all(
    settings.endpoints.map((e) => recordResponse(streamit.baseUrl, e.path)),
  );
  const bare = await startReplayServer(responses);
  cleanup.add('bare Fastify', bare.close);
  await verifyReplay(bare.baseUrl, responses);
  const rssIdleBytes = await streamit.readRssBytes();
  const figures = await measureAll(settings, { streamit: streamit.baseUrl, bare: bare.baseUrl });
  return { figures, rss: { idleBytes: rssIdleBytes, afterLoadBytes: await streamit.readRssBytes() } };
}

/** @param {{ idleBytes: number, afterLoadBytes: number }} rss @param {{ totalGzipBytes: number }} homeJs */
function renderServerTable(rss, homeJs) {
  const mb = (/** @type {number} */ bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
  return [
    '| figure                               | value    | target    | ratio to target |',
    '| ------------------------------------ | -------- | --------- | --------------- |',
    `| server RSS idle                      | ${mb(rss.idleBytes)} | ≤ 250 MB | ${(rss.idleBytes / 250e6).toFixed(2)}x |`,
    `| server RSS after the load run        | ${mb(rss.afterLoadBytes)} | ≤ 400 MB | ${(rss.afterLoadBytes / 400e6).toFixed(2)}x |`,
    `| home page JS at boot (gzipped)       | ${(homeJs.totalGzipBytes / 1000).toFixed(1)} kB | ≤ 150 kB | ${(homeJs.totalGzipBytes / 150e3).toFixed(2)}x |`,
  ].join('\n');
}

/** @param {import('./lib/video-phase.mjs').VideoFigures} video */
function printVideoFigures(video) {
  console.log(`\nTranscoding\n${renderTranscodingTable(video.transcoding)}\n`);
  console.log(`HLS segment throughput\n${renderSegmentTable(video.segments)}\n`);
  console.log(`Playback start, guest\n${renderPlaybackTable(video.pageLoadToPlayingMs)}\n`);
  console.log(`Playback start, signed-in member\n${renderPlaybackTable(video.memberPageLoadToPlayingMs)}\n`);
}

/**
 * @typedef {object} RunFigures what the sections of this run measured (a section left out is undefined)
 * @property {TargetFigures[]} figures the anonymous endpoints, StreamIt and bare Fastify
 * @property {{ rss: { idleBytes: number, afterLoadBytes: number }, homeJs: { totalGzipBytes: number } }} [server]
 * @property {import('./lib/completion-phase.mjs').CompletionFigures} [completions]
 * @property {import('./lib/video-phase.mjs').MemberFigures} [members]
 * @property {import('./lib/video-phase.mjs').VideoFigures} [video]
 * @property {import('./lib/analytics-phase.mjs').AnalyticsFigures} [analytics]
 * @property {string} [videoError] why the video half stopped (its figures are missing; the run fails)
 */

/** @param {RunFigures} run */
function printRunFigures({ figures, completions, members, video, analytics }) {
  if (figures.length > 0)
    console.log(`\n${renderFiguresTable(figures)}\n\n${renderRatiosTable(computeRatios(figures))}\n`);
  if (completions) {
    console.log(
      `Completions at ${completions.writes[0]?.endpoint ?? ''}\n${renderFiguresTable(completions.writes)}`,
    );
    console.log(`Ledger afterwards: ${describeLedgerCheck(completions.ledger)}`);
    const cpuLines = completions.cpu.map(
      (cpu, run) =>
        `- run ${run + 1} (${cpu.seconds.toFixed(1)} s): ${describeCpuPerRequest(cpu, 'completion')}`,
    );
    console.log(`Where each whole run's CPU went (/proc):\n${cpuLines.join('\n')}\n`);
  }
  if (members)
    console.log(
      `Members: heartbeats and personalised reads, medians of the runs\n${renderFiguresTable([...members.writes, ...members.personalised])}\n`,
    );
  if (video) printVideoFigures(video);
  if (analytics)
    console.log(`Admin analytics reports on the large seed\n${renderAnalyticsTable(analytics)}\n`);
}

/**
 * @param {BenchSettings} settings
 * @param {RunFigures} run
 * @param {number} loadAverageAtStart
 */
async function reportFigures(settings, run, loadAverageAtStart) {
  printRunFigures(run);
  const endpoints = settings.endpoints.map((endpoint) => endpoint.path);
  const summary = buildSummary({ ...run, endpoints, rss: run.server?.rss });
  console.log(`Summary: every figure next to its floor or target\n${renderSummaryTable(summary)}\n`);
  const { durationSeconds, warmupSeconds, connections, rateLimitMax, quick, sections, runs } = settings;
  const { analyticsRequests, analyticsScale } = settings;
  await writeJsonReport(RESULTS_FILE, {
    measuredAt: new Date().toISOString(),
    machine: { ...describeMachine(), loadAverageAtStart },
    load: {
      durationSeconds,
      warmupSeconds,
      connections,
      rateLimitMax,
      quick,
      sections,
      runs,
      analyticsRequests,
      analyticsScale,
    },
    summary,
    figures: run.figures,
    ratios: computeRatios(run.figures),
    server: run.server,
    completions: run.completions,
    members: run.members,
    video: run.video,
    analytics: run.analytics,
  });
  console.log(`Figures written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

/**
 * Non-2xx answers, socket errors or no answers at all mean the figures measure failures, not the
 * server: such a run must fail.
 * @param {TargetFigures[]} figures
 */
function countFailedTargets(figures) {
  const failed = figures.filter((row) => row.errors > 0 || row.non2xx > 0 || row.totalRequests === 0);
  for (const row of failed) {
    console.error(
      `${row.endpoint.startsWith('/') ? 'GET ' : ''}${row.endpoint} on ${row.target}: ${row.totalRequests} answered, ` +
        `${row.non2xx} non-2xx, ${row.errors} errors (${row.timeouts} timeouts).`,
    );
  }
  return failed.length;
}

/** @param {unknown} error */
function printFailure(error) {
  console.error(`Bench failed: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof ServerStartError) {
    console.error(`--- StreamIt server output (last lines) ---\n${error.serverOutput}`);
  }
}

/**
 * Ctrl-C or a CI cancel must not leave a server or PostgreSQL running, nor the temp data dir behind.
 * @param {import('./lib/cleanup-stack.mjs').CleanupStack} cleanup
 */
function stopOnSignals(cleanup) {
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers...`);
      void cleanup.run().finally(() => process.exit(130));
    });
  }
}

/**
 * The anonymous endpoints against bare Fastify, then server memory and the home page's JS.
 * @param {BenchSettings} settings
 * @param {import('./lib/cleanup-stack.mjs').CleanupStack} cleanup
 */
async function runHttpSection(settings, cleanup) {
  const { figures, rss } = await runBench(settings, cleanup).finally(() => cleanup.run());
  const homeJs = await measureHomeJs();
  console.log(`\nServer memory and first page\n${renderServerTable(rss, homeJs)}`);
  return { figures, server: { rss, homeJs } };
}

/**
 * Runs the sections `--only` picked (all by default), one after the other, each with its own server.
 * @param {BenchSettings} settings
 * @param {import('./lib/cleanup-stack.mjs').CleanupStack} cleanup
 * @returns {Promise<RunFigures>}
 */
async function runSections(settings, cleanup) {
  const has = (/** @type {import('./lib/bench-settings.mjs').BenchSection} */ name) =>
    settings.sections.includes(name);
  /** @type {RunFigures} */
  const run = { figures: [] };
  if (has('http')) Object.assign(run, await runHttpSection(settings, cleanup));
  if (has('completions'))
    run.completions = await runCompletionPhase(settings, REPO_ROOT, cleanup).finally(() => cleanup.run());
  if (has('members') || has('video'))
    Object.assign(run, await runVideoPhase(settings, REPO_ROOT, cleanup).finally(() => cleanup.run()));
  if (has('analytics'))
    run.analytics = await runAnalyticsPhase(settings, REPO_ROOT, cleanup).finally(() => cleanup.run());
  return run;
}

/** @param {RunFigures} run every measured row, and whether the ledger held exactly the completions made */
function countFailures(run) {
  const { figures, completions, members, video } = run;
  const memberRows = members ? [...members.personalised, ...members.writes] : [];
  const failedRows = countFailedTargets([
    ...figures,
    ...(completions?.writes ?? []),
    ...memberRows,
    ...(video?.segments ?? []),
  ]);
  const ledger = completions?.ledger;
  const ledgerWrong = ledger && !isLedgerRight(ledger);
  if (run.videoError) console.error(`Video section failed: ${run.videoError}`);
  if (ledgerWrong) console.error(`Completion ledger check failed: ${describeLedgerCheck(ledger)}`);
  return failedRows + (ledgerWrong ? 1 : 0) + (run.videoError ? 1 : 0);
}

async function main() {
  const cleanup = createCleanupStack();
  stopOnSignals(cleanup);
  try {
    const settings = readBenchSettings(process.argv.slice(2));
    const loadAverageAtStart = warnIfMachineBusy();
    printPlan(settings);
    const run = await runSections(settings, cleanup);
    await reportFigures(settings, run, loadAverageAtStart);
    process.exitCode = countFailures(run) > 0 ? 1 : 0;
  } catch (error) {
    printFailure(error);
    process.exitCode = 1;
  }
}

await main();
