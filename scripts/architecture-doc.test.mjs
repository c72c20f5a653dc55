import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';

// docs/architecture.md is the newcomer's map (issue 27 item 6): every server module, web feature and admin
// screen folder is named in it, so a folder added without a word there fails here.
const doc = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');

function foldersOf(relative) {
  return readdirSync(path.join(ROOT, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const named = (folder) => new RegExp(`(^|[^a-z-])${folder}([^a-z-]|$)`, 'm').test(doc);

describe('docs/architecture.md', () => {
  it.each([
    ['server module', 'apps/server/src/modules'],
    ['web feature', 'apps/web/src/features'],
    ['admin screen folder', 'apps/web/src/admin'],
  ])('names every %s folder of %s', (_kind, relative) => {
    expect(foldersOf(relative).filter((folder) => !named(folder))).toEqual([]);
  });
});
