import { percentileOf } from './video-report.mjs';

/** @typedef {import('./load-runner.mjs').TargetFigures} TargetFigures */
/** @typedef {import('./video-phase.mjs').VideoFigures} VideoFigures */
/** @typedef {import('./completion-phase.mjs').CompletionFigures} CompletionFigures */

/**
 * One line of the closing table: StreamIt's figure next to its floor (what the same work costs without
 * StreamIt) or, where there is no floor to run, the target.
 * @typedef {object} SummaryRow
 * @property {string} figure
 * @property {string} streamit
 * @property {string} reference the floor or target it is compared with
 * @property {number} ratio streamit ÷ reference, oriented so that 1.00 is "at the floor" (see README)
 * @property {string} goal what the issue asks of the ratio
 */

/**
 * @param {number} value
 * @param {number} decimals
 */
const fixed = (value, decimals) => (Number.isFinite(value) ? value.toFixed(decimals) : '-');

/**
 * @param {TargetFigures[]} rows
 * @param {string} endpoint
 * @param {string} target
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
  const { transcoding, segments, pageLoadToPlayingMs, homePage } = video;
  const pipelineSpeed = transcoding.clipSeconds / transcoding.jobSeconds;
  const rawSpeed = transcoding.clipSeconds / transcoding.rawSeconds;
  const segmentEndpoint = segments[0]?.endpoint ?? '';
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
    targetRow('watch page → first "playing", median', percentileOf(pageLoadToPlayingMs, 50), 400, 'ms'),
    targetRow('home page JS fetched (gzip)', homePage.jsGzipBytes / 1000, 150, 'kB'),
    targetRow('home page LCP, median', percentileOf(homePage.lcpMs, 50), 2500, 'ms'),
  ];
}

/** @param {VideoFigures} video the member rows of the video server: personalised reads, heartbeats */
function memberRows(video) {
  const personalisedEndpoints = [...new Set(video.personalised.map((row) => row.endpoint))];
  const personalised = personalisedEndpoints.flatMap((endpoint) =>
    loadRows({
      rows: video.personalised,
      endpoint,
      label: `GET ${endpoint} (member)`,
      floor: 'bare fastify',
      goal: '≥ 2,000 req/s',
    }),
  );
  const writeEndpoint = video.writes[0]?.endpoint ?? '';
  const writes = loadRows({
    rows: video.writes,
    endpoint: writeEndpoint,
    label: 'POST heartbeat',
    floor: 'bare pg INSERT',
    goal: 'higher is better',
  });
  return [...personalised, ...writes];
}

/**
 * Every figure of the run as a ratio next to its floor or target, in one list; sections the run left out
 * (`--only`) have no rows.
 * @param {{ figures: TargetFigures[], endpoints: string[], completions?: CompletionFigures, video?: VideoFigures, rss?: { idleBytes: number, afterLoadBytes: number } }} run
 * @returns {SummaryRow[]}
 */
export function buildSummary({ figures, endpoints, completions, video, rss }) {
  const anonymous = endpoints.flatMap((endpoint) =>
    loadRows({ rows: figures, endpoint, label: `GET ${endpoint}`, floor: 'bare fastify', goal: '≥ 0.50' }),
  );
  const completionRows = completions
    ? loadRows({
        rows: completions.writes,
        endpoint: completions.writes[0]?.endpoint ?? '',
        label: `POST complete (${completions.members} members)`,
        floor: 'bare pg INSERT',
        goal: 'higher is better',
      })
    : [];
  const memory = rss
    ? [
        targetRow('server RSS idle', rss.idleBytes / 1e6, 250, 'MB'),
        targetRow('server RSS after load', rss.afterLoadBytes / 1e6, 400, 'MB'),
      ]
    : [];
  const videoSection = video ? [...memberRows(video), ...videoRows(video)] : [];
  return [...anonymous, ...completionRows, ...memory, ...videoSection];
}

/** @param {SummaryRow[]} rows */
export function renderSummaryTable(rows) {
  const header = ['figure', 'streamit', 'floor or target', 'ratio', 'goal'];
  const cells = rows.map((row) => [
    row.figure,
    row.streamit,
    row.reference,
    `${fixed(row.ratio, 2)}x`,
    row.goal,
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
