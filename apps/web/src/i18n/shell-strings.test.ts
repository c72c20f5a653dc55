import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enPages } from './en.pages';
import { enShell } from './en.shell';

const SRC = path.resolve(import.meta.dirname, '..');
// Static imports only: a dynamic import() is a lazy chunk, which loads the pages' strings with it.
const STATIC_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm;
// t('area.key…') and t(`area.${…}`): the area is the catalogue's top-level key.
const TRANSLATION_CALL = /\bt\(\s*['`]([A-Za-z]+)\./g;

function resolveSource(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

// Every source file the entry (main.tsx) reaches through static imports: the code on the home page at boot.
function collectEntrySources(entry: string): Map<string, string> {
  const sources = new Map<string, string>();
  const pending = [entry];
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (sources.has(file)) continue;
    const code = readFileSync(file, 'utf8');
    sources.set(file, code);
    for (const [, specifier = ''] of code.matchAll(STATIC_IMPORT)) {
      const resolved = resolveSource(file, specifier);
      if (resolved) pending.push(resolved);
    }
  }
  return sources;
}

describe('the shell part of the catalogue', () => {
  it("holds every area the entry's own code translates, so the home page never shows a raw key", () => {
    const sources = collectEntrySources(path.join(SRC, 'main.tsx'));
    const missing = [...sources].flatMap(([file, code]) =>
      [...code.matchAll(TRANSLATION_CALL)]
        .map(([, area = '']) => area)
        .filter((area) => !(area in enShell))
        .map((area) => `${path.relative(SRC, file)}: ${area}`),
    );
    expect(sources.size).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('shares no area with the pages part', () => {
    const shared = Object.keys(enShell).filter((area) => area in enPages);
    expect(shared).toEqual([]);
  });
});
