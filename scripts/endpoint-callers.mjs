import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The endpoint names the contract's generated route table exports (`export { xEndpoint } from ...`). */
export function readEndpointNames(generatedFile) {
  const text = readFileSync(generatedFile, 'utf8');
  return [...text.matchAll(/export \{ (\w+Endpoint) \}/g)].map((match) => match[1]);
}

function sourceFiles(root) {
  return readdirSync(root).flatMap((name) => {
    const file = path.join(root, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Endpoints no non-test web source file names: what no screen can call. */
export function findEndpointsWithoutCaller(endpointNames, webRoot) {
  const words = new Set(
    sourceFiles(webRoot).flatMap((file) => readFileSync(file, 'utf8').match(/\w+Endpoint\b/g) ?? []),
  );
  return endpointNames.filter((name) => !words.has(name));
}

const KINDS = new Set(['integration', 'job', 'no-screen-yet']);

/**
 * Problems between the uncalled endpoints and the allow-list (name → { kind, reason }): an uncalled
 * endpoint not listed, a listed one that a screen now calls or that no longer exists, an entry without a
 * reason or with an unknown kind.
 */
export function checkAllowList(uncalled, allowList, endpointNames) {
  const problems = [];
  const known = new Set(endpointNames);
  for (const name of uncalled) {
    if (!allowList[name]) problems.push(`${name}: no web caller and not on the allow-list`);
  }
  for (const [name, entry] of Object.entries(allowList)) {
    if (!known.has(name)) problems.push(`${name}: on the allow-list but not in the contract`);
    else if (!uncalled.includes(name)) problems.push(`${name}: a screen calls it now; take it off the list`);
    if (!KINDS.has(entry.kind) || !entry.reason?.trim())
      problems.push(`${name}: needs a known kind and a reason`);
  }
  return problems;
}
