import { formatWithSpread } from './median-runs.mjs';
import { percentileOf } from './video-report.mjs';
import { ANALYTICS_P95_TARGET_MS } from './analytics-phase.mjs';
import { WHOLE_RUN_TARGET } from './completion-load.mjs';

/** @typedef {import('./load-runner.mjs').TargetFigures} TargetFigures */
/** @typedef {import('./video-phase.mjs').VideoFigures} VideoFigures */
/** @typedef {import('./completion-phase.mjs').CompletionFigures} CompletionFigures */
/** @typedef {import('./video-phase.mjs').MemberFigures} MemberFigures */
/** @typedef {import('./analytics-phase.mjs').AnalyticsFigures} AnalyticsFigures */
/** @typedef {TargetFigures & { runs?: import('./median-runs.mjs').Spread }} RunFigures */

/**
 * One line of the closing table: StreamIt's figure next to its floor (what the same work costs without
 * StreamIt) or, where there is no floor to run, the target.
 * @typedef {object} SummaryRow
 * @property {string} figure
 * @property {string} streamit
 * @property {string} reference the floor or target it is compared with
 * @property {number} ratio streamit ÷ reference, oriented so that 1.00 is "at the floor" (see README)
 * @property {string} goal what the issue asks of the ratio
 * @property {boolean} [met] whether this run meets the goal (rows with a goal to meet)
 */

/**
 * @param {number} value
 * @param {number} decimals
 */
const fixed = (value, decimals) => (Number.isFinite(value) ? value.toFixed(decimals) : '-');

/**
 * @param {RunFigures[]} rows
 * @param {string} endpoint
 * @param {string} target
 * @returns {RunFigures | undefined}
 */
function find(rows, endpoint, target) {
  return rows.find((row) => row.endpoint === endpoint && row.target === target);
}

/**
 * Throughput and p99 rows of one endpoint measured against its floor.
 * @param {{ rows: TargetFigures[], endpoint: string, label: string, floor: string, goal: string }} options
 * @returns {SummaryRow[]}
 */
function loadRows({ rows, endpoint, label, floor, goal }) {
  const ours = find(rows, endpoint, 'streamit');
  const base = find(rows, endpoint, floor);
  if (!ours || !base) return [];
  return [
    {
      figure: `${label} req/s`,
      streamit: fixed(ours.requestsPerSecond, 0),
      reference: `${fixed(base.requestsPerSecond, 0)} (${floor})`,
      ratio: ours.requestsPerSecond / base.requestsPerSecond,
      goal,
    },
    {
      figure: `${label} p99 ms`,
      streamit: fixed(ours.latencyP99Ms, 1),
      reference: `${fixed(base.latencyP99Ms, 1)} (${floor})`,
      ratio: ours.latencyP99Ms / base.latencyP99Ms,
      goal: 'lower is better',
    },
  ];
}

/**
 * A figure against a fixed target, where lower is better (ms, bytes).
 * @param {string} figure
 * @param {number} value
 * @param {number} target
 * @param {string} unit
 * @returns {SummaryRow}
 */
function targetRow(figure, value, target, unit) {
  return {
    figure,
    streamit: `${fixed(value, 0)} ${unit}`,
    reference: `${target} ${unit} (target)`,
    ratio: value / target,
    goal: '≤ 1.00',
  };
}

/** @param {VideoFigures} video @returns {SummaryRow[]} */
function videoRows(video) {
  const { transcoding, segments, pageLoadToPlayingMs, memberPageLoadToPlayingMs, homePage } = video;
  const pipelineSpeed = transcoding.clipSeconds / transcoding.jobSeconds;
  const rawSpeed = transcoding.clipSeconds / transcoding.rawSeconds;
  const segmentEndpoint = segments[0]?.endpoint ?? '';
  const playing = (/** @type {string} */ who, /** @type {number[]} */ samples) =>
    met(targetRow(`watch page → first "playing", median (${who})`, percentileOf(samples, 50), 400, 'ms'));
  return [
    {
      figure: 'transcoding, x real time',
      streamit: `${fixed(pipelineSpeed, 2)}x`,
      reference: `${fixed(rawSpeed, 2)}x (raw ffmpeg)`,
      ratio: pipelineSpeed / rawSpeed,
      goal: '≥ 0.95',
    },
    ...loadRows({
      rows: segments,
      endpoint: segmentEndpoint,
      label: 'HLS segment',
      floor: 'static file server',
      goal: '≥ 0.95',
    }),
    playing('guest', pageLoadToPlayingMs),
    playing('signed-in member, hls.js', memberPageLoadToPlayingMs),
    targetRow('home page JS fetched (gzip)', homePage.jsGzipBytes / 1000, 150, 'kB'),
    targetRow('home page LCP, median', percentileOf(homePage.lcpMs, 50), 2500, 'ms'),
  ];
}

/** A row whose ratio must stay at or under 1.00. @param {SummaryRow} row */
const met = (row) => ({ ...row, met: row.ratio <= 1 });

/**
 * Issue 25's pair of rows for one write or read: throughput next to its floor (ratio ≥ `floorRatio`, or
 * ≥ `minPerSecond` req/s when given), p99 next to its target in ms; medians of the runs with their spread.
 * @param {{ rows: RunFigures[], endpoint: string, label: string, floor: string, floorRatio?: number, minPerSecond?: number, p99TargetMs: number }} options
 * @returns {SummaryRow[]}
 */
function goalRows({ rows, endpoint, label, floor, floorRatio, minPerSecond, p99TargetMs }) {
  const ours = find(rows, endpoint, 'streamit');
  const base = find(rows, endpoint, floor);
  if (!ours || !base) return [];
  const ratio = ours.requestsPerSecond / base.requestsPerSecond;
  const throughputMet = minPerSecond ? ours.requestsPerSecond >= minPerSecond : ratio >= (floorRatio ?? 0);
  return [
    {
      figure: `${label} req/s`,
      streamit: formatWithSpread(ours.requestsPerSecond, ours.runs?.requestsPerSecond, 0),
      reference: `${formatWithSpread(base.requestsPerSecond, base.runs?.requestsPerSecond, 0)} (${floor})`,
      ratio,
      goal: minPerSecond ? `≥ ${minPerSecond.toLocaleString('en')} req/s` : `≥ ${fixed(floorRatio ?? 0, 2)}`,
      met: throughputMet,
    },
    {
      figure: `${label} p99 ms`,
      streamit: formatWithSpread(ours.latencyP99Ms, ours.runs?.latencyP99Ms, 1),
      reference: `${p99TargetMs} ms (target)`,
      ratio: ours.latencyP99Ms / p99TargetMs,
      goal: '≤ 1.00',
      met: ours.latencyP99Ms <= p99TargetMs,
    },
  ];
}

/**
 * The completion goals, measured on the steady part of each run, then the whole run's p99 from its standing
 * start beside them (shown, not a goal: every member's first finish is sent in the same instant).
 * @param {CompletionFigures} completions
 * @returns {SummaryRow[]}
 */
function completionSummaryRows(completions) {
  const endpoint = completions.writes[0]?.endpoint ?? '';
  const label = `completion = quiz finish (${completions.members} members, one creator, share ${completions.creatorSharePercent} %)`;
  const goals = goalRows({
    rows: completions.writes,
    endpoint,
    label,
    floor: 'bare pg INSERT',
    minPerSecond: 1000,
    p99TargetMs: 50,
  });
  const whole = find(completions.writes, endpoint, WHOLE_RUN_TARGET);
  if (!whole) return goals;
  const wholeRow = {
    figure: `${label} p99 ms, whole run from a standing start`,
    streamit: formatWithSpread(whole.latencyP99Ms, whole.runs?.latencyP99Ms, 1),
    reference: '50 ms (target)',
    ratio: whole.latencyP99Ms / 50,
    goal: 'shown',
  };
  return [...goals, wholeRow];
}

/** @param {MemberFigures} members the member rows: reads, then heartbeats */
function memberRows(members) {
  const readEndpoints = [...new Set(members.personalised.map((row) => row.endpoint))];
  const reads = readEndpoints.flatMap((endpoint) =>
    goalRows({
      rows: members.personalised,
      endpoint,
      label: `GET ${endpoint} (member)`,
      floor: 'bare fastify',
      floorRatio: 0.25,
      p99TargetMs: 15,
    }),
  );
  const heartbeats = goalRows({
    rows: members.writes,
    endpoint: members.writes[0]?.endpoint ?? '',
    label: `POST heartbeat (${members.watchSessions} sessions)`,
    floor: 'bare pg INSERT',
    floorRatio: 0.5,
    p99TargetMs: 25,
  });
  return [...heartbeats, ...reads];
}

/** Seconds the large seed may take on this machine (issue 28: under 15 minutes). */
const LARGE_SEED_TARGET_S = 900;

/** Issue 28: the large seed's time, then each report's p95 next to its 150 ms target. @param {AnalyticsFigures} analytics */
function analyticsRows(analytics) {
  const { seed } = analytics;
  if (!seed) return reportRows(analytics);
  const seedRow = met(
    targetRow(`large seed, scale ${seed.scale} (s)`, seed.seedSeconds, LARGE_SEED_TARGET_S, 's'),
  );
  const rollupRow = {
    figure: 'analytics rollup over the large seed (s)',
    streamit: `${fixed(seed.rollupSeconds, 0)} s`,
    reference: '-',
    ratio: Number.NaN,
    goal: '-',
  };
  return [seedRow, rollupRow, ...reportRows(analytics)];
}

/** @param {AnalyticsFigures} analytics */
function reportRows(analytics) {
  return analytics.reports.map((row) => ({
    ...met(
      targetRow(`GET analytics/${row.report} (${row.preset}) p95`, row.p95Ms, ANALYTICS_P95_TARGET_MS, 'ms'),
    ),
    streamit: `${fixed(row.p95Ms, 0)} ms (p50 ${fixed(row.p50Ms, 0)})`,
  }));
}

/**
 * Every figure of the run as a ratio next to its floor or target, in one list; sections the run left out
 * (`--only`) have no rows.
 * @param {{ figures: TargetFigures[], endpoints: string[], completions?: CompletionFigures, members?: MemberFigures, video?: VideoFigures, analytics?: AnalyticsFigures, rss?: { idleBytes: number, afterLoadBytes: number } }} run
 * @returns {SummaryRow[]}
 */
export function buildSummary({ figures, endpoints, completions, members, video, analytics, rss }) {
  const anonymous = endpoints.flatMap((endpoint) =>
    loadRows({ rows: figures, endpoint, label: `GET ${endpoint}`, floor: 'bare fastify', goal: '≥ 0.50' }),
  );
  const completionRows = completions ? completionSummaryRows(completions) : [];
  const memory = rss
    ? [
        targetRow('server RSS idle', rss.idleBytes / 1e6, 250, 'MB'),
        targetRow('server RSS after load', rss.afterLoadBytes / 1e6, 400, 'MB'),
      ]
    : [];
  const memberSection = members ? memberRows(members) : [];
  const videoSection = video ? videoRows(video) : [];
  const analyticsSection = analytics ? analyticsRows(analytics) : [];
  return [...anonymous, ...completionRows, ...memory, ...memberSection, ...videoSection, ...analyticsSection];
}

/** @param {SummaryRow[]} rows */
export function renderSummaryTable(rows) {
  const header = ['figure', 'streamit: median (min–max)', 'floor or target', 'ratio', 'goal', 'met'];
  const cells = rows.map((row) => [
    row.figure,
    row.streamit,
    row.reference,
    `${fixed(row.ratio, 2)}x`,
    row.goal,
    row.met === undefined ? '' : row.met ? 'yes' : 'NO',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)),
  );
  /** @param {string[]} line */
  const render = (line) => `| ${line.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    render(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...cells.map(render),
  ].join('\n');
}
