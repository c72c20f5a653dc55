/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number }, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} CpuProfile
 */

const TOP_N = 30;

/** Shortens a file URL to the package or source path that says where the time goes. @param {string} url */
function shortenUrl(url) {
  const nodeModules = url.lastIndexOf('node_modules/');
  if (nodeModules >= 0) return url.slice(nodeModules + 'node_modules/'.length);
  const dist = url.indexOf('/apps/');
  return dist >= 0 ? url.slice(dist + 1) : url;
}

/**
 * Self time per function (summed over every node with the same name and location), as a table. `windows`
 * ([from, to] in microseconds of the monotonic clock, `process.hrtime.bigint() / 1000n` in any process on the
 * machine, which V8's sample times use too) keeps only the samples taken inside them: a bench's measured runs
 * without the server's start, the members' registration and the warm-ups.
 * @param {CpuProfile & { startTime: number }} profile
 * @param {[bigint, bigint][]} [windows]
 * @returns {string}
 */
export function summariseProfile(profile, windows) {
  /** @type {Map<number, ProfileNode>} */
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {Map<string, number>} */
  const selfUs = new Map();
  let totalUs = 0;
  let at = profile.startTime;
  const inWindow = () => !windows || windows.some(([from, to]) => at >= Number(from) && at <= Number(to));
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (!node || !inWindow()) return;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${shortenUrl(url)}:${lineNumber + 1}`;
    selfUs.set(key, (selfUs.get(key) ?? 0) + delta);
    totalUs += delta;
  });
  const rows = [...selfUs.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP_N);
  const lines = rows.map(([key, us]) => `${((100 * us) / totalUs).toFixed(1).padStart(5)}%  ${key}`);
  return [`self time, top ${TOP_N} of ${(totalUs / 1e6).toFixed(1)} s sampled:`, ...lines].join('\n');
}
