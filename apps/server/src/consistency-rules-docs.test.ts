import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/security/consistency-rules.md held to packages/contract (ASVS V2.1.2): every refinement in the contract's
 * source, counted per top-level declaration, against the document's rows.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const CONTRACT = path.join(ROOT, 'packages/contract/src');
const REFINEMENT = /\.(?:refine|superRefine|check)\(|\baddIssue\(/g;
const DECLARATION = /^(?:export )?(?:const|function) (\w+)/;

/** `file declaration` → how many refinements the declaration's source holds. */
function countRefinements(): Map<string, number> {
  const counts = new Map<string, number>();
  const files = readdirSync(CONTRACT, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    let declaration = '';
    for (const line of readFileSync(path.join(CONTRACT, file), 'utf8').split('\n')) {
      declaration = DECLARATION.exec(line)?.[1] ?? declaration;
      const found = line.match(REFINEMENT)?.length ?? 0;
      const key = `packages/contract/src/${file} ${declaration}`;
      if (found > 0) counts.set(key, (counts.get(key) ?? 0) + found);
    }
  }
  return counts;
}

/** The same counts, read from the document's table rows (`| declaration | file | kind | rule |`). */
function countDocumentRows(): Map<string, number> {
  const doc = readFileSync(path.join(ROOT, 'docs/security/consistency-rules.md'), 'utf8');
  const counts = new Map<string, number>();
  for (const [, declaration, file] of doc.matchAll(
    /^\| `(\w+)` \| `([^`]+)` \| (?:cross-field|one field) \|/gm,
  )) {
    const key = `${file ?? ''} ${declaration ?? ''}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe('docs/security/consistency-rules.md (ASVS V2.1.2)', () => {
  it('lists every refinement of the contract with its schema, and none that is gone', () => {
    const source = countRefinements();
    expect(source.size).toBeGreaterThan(30);
    expect(Object.fromEntries(countDocumentRows())).toEqual(Object.fromEntries(source));
  });
});
