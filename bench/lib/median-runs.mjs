/** @typedef {import('./load-runner.mjs').TargetFigures} TargetFigures */

/**
 * @typedef {object} Spread the lowest and highest value of the runs a median was taken from
 * @property {number[]} requestsPerSecond every run's figure, in run order
 * @property {number[]} latencyP99Ms every run's figure, in run order
 */

/** @param {number[]} values */
export function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/**
 * One row from several runs of the same target: each figure is the median of the runs (taken figure by
 * figure, so req/s and p99 may come from different runs), counts are summed, and `runs` keeps every run's
 * req/s and p99 so the spread can be printed next to the median.
 * @param {TargetFigures[]} runs
 * @returns {TargetFigures & { runs: Spread }}
 */
export function medianFigures(runs) {
  const [first] = runs;
  if (!first) throw new Error('medianFigures needs at least one run');
  const pick = (/** @type {(row: TargetFigures) => number} */ read) => medianOf(runs.map(read));
  const sum = (/** @type {(row: TargetFigures) => number} */ read) =>
    runs.reduce((total, row) => total + read(row), 0);
  return {
    ...first,
    requestsPerSecond: pick((row) => row.requestsPerSecond),
    bytesPerSecond: pick((row) => row.bytesPerSecond),
    latencyP50Ms: pick((row) => row.latencyP50Ms),
    latencyP99Ms: pick((row) => row.latencyP99Ms),
    totalRequests: sum((row) => row.totalRequests),
    non2xx: sum((row) => row.non2xx),
    errors: sum((row) => row.errors),
    timeouts: sum((row) => row.timeouts),
    runs: {
      requestsPerSecond: runs.map((row) => row.requestsPerSecond),
      latencyP99Ms: runs.map((row) => row.latencyP99Ms),
    },
  };
}

/**
 * Runs `measure` once per run, one after the other, and folds the results into median rows: each call
 * returns rows (a target and its floor, say), matched across runs by endpoint and target.
 * @param {number} count
 * @param {(run: number) => Promise<TargetFigures[]>} measure
 */
export async function measureRuns(count, measure) {
  /** @type {TargetFigures[][]} */
  const results = [];
  for (let run = 0; run < count; run += 1) results.push(await measure(run));
  const [first = []] = results;
  return first.map((row) =>
    medianFigures(
      results.flatMap((rows) =>
        rows.filter((other) => other.endpoint === row.endpoint && other.target === row.target),
      ),
    ),
  );
}

/**
 * "median (min–max)" of a figure across runs, for tables.
 * @param {number} median
 * @param {number[] | undefined} runs
 * @param {number} decimals
 */
export function formatWithSpread(median, runs, decimals) {
  const text = Number.isFinite(median) ? median.toFixed(decimals) : '-';
  if (!runs || runs.length < 2) return text;
  const low = Math.min(...runs).toFixed(decimals);
  const high = Math.max(...runs).toFixed(decimals);
  return `${text} (${low}–${high})`;
}
