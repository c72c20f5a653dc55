import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/security/dependencies.md held to the package manifests (ASVS V15.1.1): its runtime table names exactly
 * the `dependencies` of the product's workspaces, each with the workspaces that depend on it.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const WORKSPACES = ['apps/server', 'apps/web', 'packages/contract'];
const doc = readFileSync(path.join(ROOT, 'docs/security/dependencies.md'), 'utf8');

function readRuntimeDependencies(workspace: string): string[] {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, workspace, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(manifest.dependencies ?? {});
}

/** package → the workspaces naming it in `dependencies`, in WORKSPACES order. */
function mapDependents(): Map<string, string[]> {
  const dependents = new Map<string, string[]>();
  for (const workspace of WORKSPACES)
    for (const name of readRuntimeDependencies(workspace))
      dependents.set(name, [...(dependents.get(name) ?? []), workspace]);
  return dependents;
}

/** package → the workspaces its row names, from the "Runtime dependencies" table. */
function readDocumentedRows(): Map<string, string[]> {
  const section = doc.slice(doc.indexOf('## Runtime dependencies'));
  const rows = section.split('\n').filter((line) => /^\| `[^`]+` \|/.test(line));
  return new Map(
    rows.map((line) => {
      const [, name = '', usedBy = ''] = line.split('|').map((cell) => cell.trim());
      return [name.slice(1, -1), [...usedBy.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '')];
    }),
  );
}

describe('docs/security/dependencies.md (ASVS V15.1.1)', () => {
  it('lists every runtime dependency with the workspaces using it, and none that is gone', () => {
    const dependents = mapDependents();
    const documented = readDocumentedRows();
    expect(dependents.get('zod')).toEqual(WORKSPACES);
    const wrong = [...dependents].filter(([name, users]) => documented.get(name)?.join() !== users.join());
    expect(wrong).toEqual([]);
    expect([...documented.keys()].filter((name) => !dependents.has(name))).toEqual([]);
  });

  it('gives a remediation time frame for each severity', () => {
    for (const severity of ['critical', 'high', 'moderate', 'low'])
      expect(doc).toMatch(new RegExp(`^\\| ${severity} \\([^)]+\\) \\| \\d+ days`, 'm'));
  });
});
