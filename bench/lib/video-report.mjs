/** @typedef {import('./video-phase.mjs').VideoFigures} VideoFigures */

/**
 * @param {number} value
 * @param {number} decimals
 * @param {string} [suffix]
 */
function format(value, decimals, suffix = '') {
  return Number.isFinite(value) ? `${value.toFixed(decimals)}${suffix}` : '-';
}

/**
 * Nearest-rank percentile of unsorted samples.
 * @param {number[]} samples
 * @param {number} percent
 */
export function percentileOf(samples, percent) {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * @param {string[]} header
 * @param {string[][]} rows
 */
function table(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  /** @param {string[]} cells */
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    line(header),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

/** @param {VideoFigures['transcoding']} figures */
export function renderTranscodingTable(figures) {
  const { clipSeconds } = figures;
  /** @param {string} what @param {number} seconds */
  const row = (what, seconds) => [what, format(seconds, 2, ' s'), format(clipSeconds / seconds, 2, 'x')];
  return table(
    [`${clipSeconds} s 1080p25 clip, best of ${figures.rounds}`, 'wall time', 'x real time'],
    [
      row('raw ffmpeg, same command line', figures.rawSeconds),
      row('pipeline job (probe + ffmpeg + store)', figures.jobSeconds),
      row('pipeline, upload done -> READY', figures.endToEndSeconds),
    ],
  );
}

/** @param {VideoFigures['segments']} figures */
export function renderSegmentTable(figures) {
  return table(
    ['segment', 'target', 'req/s (mean)', 'MB/s (mean)', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
    figures.map((row) => [
      `GET ${row.endpoint}`,
      row.target,
      format(row.requestsPerSecond, 0),
      format(row.bytesPerSecond / 1e6, 1),
      format(row.latencyP50Ms, 2),
      format(row.latencyP99Ms, 2),
      String(row.non2xx),
      String(row.errors),
    ]),
  );
}

/** @param {number[]} samplesMs */
export function renderPlaybackTable(samplesMs) {
  return table(
    ['Chromium, fresh context per load', 'runs', 'median ms', 'p90 ms', 'min ms', 'max ms'],
    [
      [
        'watch page load -> first "playing"',
        String(samplesMs.length),
        format(percentileOf(samplesMs, 50), 0),
        format(percentileOf(samplesMs, 90), 0),
        format(Math.min(...samplesMs), 0),
        format(Math.max(...samplesMs), 0),
      ],
    ],
  );
}
