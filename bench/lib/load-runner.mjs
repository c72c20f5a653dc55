import autocannon from 'autocannon';

/**
 * @typedef {object} TargetFigures
 * @property {string} endpoint measured path
 * @property {string} target 'streamit' or 'bare fastify'
 * @property {number} requestsPerSecond mean over autocannon's per-second samples
 * @property {number} bytesPerSecond mean response bytes per second (autocannon's throughput samples)
 * @property {number} latencyP50Ms over every 2xx response, microsecond precision
 * @property {number} latencyP99Ms over every 2xx response, microsecond precision
 * @property {number} totalRequests completed requests
 * @property {number} non2xx responses outside 200-299
 * @property {number} errors connection errors and timeouts
 * @property {number} timeouts requests that got no answer within autocannon's timeout
 * @property {Record<string, number>} [statusCounts] answers per HTTP status (what the non-2xx were)
 */

/** Seconds autocannon waits for one answer before counting a timeout (its default is 10). */
const REQUEST_TIMEOUT_SECONDS = 10;

/**
 * Nearest-rank percentile of ascending values.
 * @param {Float64Array} sorted
 * @param {number} percent
 */
function percentile(sorted, percent) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((percent / 100) * sorted.length);
  return sorted[Math.max(0, rank - 1)] ?? Number.NaN;
}

/**
 * One autocannon run against a single URL. Latencies are collected from each response rather
 * than autocannon's histogram, which stores whole milliseconds and would show a sub-millisecond
 * baseline as 0 ms (and make the p99 ratio a division by zero).
 * @param {string} url
 * @param {{ connections: number, durationSeconds: number }} load
 * @param {Partial<import('autocannon').Options>} request extra autocannon options: method, per-connection headers, bodies
 */
async function runAutocannon(url, { connections, durationSeconds }, request) {
  /** @type {number[]} */
  const latenciesMs = [];
  const instance = autocannon({
    ...request,
    url,
    connections,
    duration: durationSeconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    // Same rule as autocannon's own histogram: latency of successful answers only.
    if (statusCode >= 200 && statusCode < 300) latenciesMs.push(responseTimeMs);
  });
  const result = await instance;
  return { result, sortedLatenciesMs: Float64Array.from(latenciesMs).sort() };
}

/**
 * Warms the target up (JIT, connection pools, caches) with a discarded run, then measures it.
 * `request` carries extra autocannon options (a method, per-connection member tokens, request bodies).
 * @param {{ url: string, endpoint: string, target: string, request?: Partial<import('autocannon').Options> }} subject
 * @param {{ connections: number, durationSeconds: number, warmupSeconds: number }} load
 * @returns {Promise<TargetFigures>}
 */
export async function measureTarget({ url, endpoint, target, request = {} }, load) {
  const warmup = { connections: load.connections, durationSeconds: load.warmupSeconds };
  await runAutocannon(url, warmup, request);
  const { result, sortedLatenciesMs } = await runAutocannon(url, load, request);
  return {
    endpoint,
    target,
    requestsPerSecond: result.requests.mean,
    bytesPerSecond: result.throughput.mean,
    latencyP50Ms: percentile(sortedLatenciesMs, 50),
    latencyP99Ms: percentile(sortedLatenciesMs, 99),
    totalRequests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCounts: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
    ),
  };
}
