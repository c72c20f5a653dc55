import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** @typedef {import('./load-runner.mjs').TargetFigures} TargetFigures */

/**
 * @typedef {object} EndpointRatio
 * @property {string} endpoint
 * @property {number} throughput streamit req/s divided by bare req/s (1 = as fast as bare Fastify)
 * @property {number} latencyP99 streamit p99 divided by bare p99 (1 = as fast as bare Fastify)
 */

/**
 * Pairs each endpoint's StreamIt figures with its bare baseline.
 * @param {TargetFigures[]} figures
 * @returns {EndpointRatio[]}
 */
export function computeRatios(figures) {
  const endpoints = [...new Set(figures.map((row) => row.endpoint))];
  return endpoints.map((endpoint) => {
    const streamit = figures.find((row) => row.endpoint === endpoint && row.target === 'streamit');
    const bare = figures.find((row) => row.endpoint === endpoint && row.target === 'bare fastify');
    return {
      endpoint,
      throughput: divide(streamit?.requestsPerSecond, bare?.requestsPerSecond),
      latencyP99: divide(streamit?.latencyP99Ms, bare?.latencyP99Ms),
    };
  });
}

/**
 * @param {number | undefined} numerator
 * @param {number | undefined} denominator
 */
function divide(numerator, denominator) {
  return numerator !== undefined && denominator ? numerator / denominator : Number.NaN;
}

/**
 * Renders rows as a Markdown table with padded columns, readable in a terminal and pasteable
 * into bench/README.md as is.
 * @param {string[]} header
 * @param {string[][]} rows
 */
function renderTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  /** @param {string[]} cells */
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const divider = `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`;
  return [line(header), divider, ...rows.map(line)].join('\n');
}

/**
 * Fixed decimals; '-' where there is nothing to show (no 2xx latencies, no baseline to divide by).
 * @param {number} value
 * @param {number} decimals
 * @param {string} [suffix]
 */
function formatNumber(value, decimals, suffix = '') {
  return Number.isFinite(value) ? `${value.toFixed(decimals)}${suffix}` : '-';
}

/** Endpoints are GET paths unless they name their method (a heartbeat is `POST /…`). @param {string} endpoint */
function withMethod(endpoint) {
  return /^[A-Z]+ /.test(endpoint) ? endpoint : `GET ${endpoint}`;
}

/** @param {TargetFigures[]} figures */
export function renderFiguresTable(figures) {
  const header = ['endpoint', 'target', 'req/s (mean)', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'];
  const rows = figures.map((row) => [
    withMethod(row.endpoint),
    row.target,
    formatNumber(row.requestsPerSecond, 0),
    formatNumber(row.latencyP50Ms, 2),
    formatNumber(row.latencyP99Ms, 2),
    String(row.non2xx),
    String(row.errors),
  ]);
  return renderTable(header, rows);
}

/** @param {EndpointRatio[]} ratios */
export function renderRatiosTable(ratios) {
  const header = ['endpoint', 'throughput streamit/bare', 'p99 streamit/bare'];
  const rows = ratios.map((ratio) => [
    `GET ${ratio.endpoint}`,
    formatNumber(ratio.throughput, 2, 'x'),
    formatNumber(ratio.latencyP99, 2, 'x'),
  ]);
  return renderTable(header, rows);
}

/** What the figures were measured on, so results from different machines are not compared blindly. */
export function describeMachine() {
  return {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
  };
}

/**
 * Writes the run as JSON (bench/results/ is gitignored: figures vary by machine and run).
 * @param {string} filePath
 * @param {object} report
 */
export async function writeJsonReport(filePath, report) {
  await mkdir(path.dirname(filePath), { recursive: true });
  await writeFile(filePath, `${JSON.stringify(report, null, 2)}\n`);
}
