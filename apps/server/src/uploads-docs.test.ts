import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import { ConfigSchema } from './config.js';

/**
 * docs/security/uploads.md held to the contract and the server (ASVS V5.1.1): every endpoint that takes a file
 * is a row, and each row's size limit is a setting or contract constant the module serving it reads.
 */
const SRC = import.meta.dirname;
const ROOT = path.resolve(SRC, '../../..');
const doc = readFileSync(path.join(ROOT, 'docs/security/uploads.md'), 'utf8');
const TUS_ROUTE = 'POST /activities/:id/upload-video';

interface ContractEndpoint {
  method: string;
  path: string;
  summary?: string;
}

const isEndpoint = (value: unknown): value is ContractEndpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** `METHOD /path` → the contract export name, for each endpoint named upload… or whose summary says multipart. */
function findUploadEndpoints(): Map<string, string> {
  const entries = Object.entries(contract as Record<string, unknown>).filter(
    (entry): entry is [string, ContractEndpoint] =>
      isEndpoint(entry[1]) &&
      (/^upload\w+Endpoint$/.test(entry[0]) || /multipart/i.test(entry[1].summary ?? '')),
  );
  return new Map(entries.map(([name, endpoint]) => [`${endpoint.method} ${endpoint.path}`, name]));
}

/** `METHOD /path` → the row's size-limit key, from the "Upload routes" table. */
function readRows(): Map<string, string> {
  const rows = doc
    .slice(doc.indexOf('## Upload routes'))
    .split('\n')
    .filter((line) => line.startsWith('| `'));
  return new Map(
    rows.map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return [/`([^`]+)`/.exec(cells[1] ?? '')?.[1] ?? '', /`([A-Z0-9_]+)`/.exec(cells[4] ?? '')?.[1] ?? ''];
    }),
  );
}

const moduleSources = new Map(
  readdirSync(path.join(SRC, 'modules'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => [file, readFileSync(path.join(SRC, 'modules', file), 'utf8')]),
);

/** The non-test sources of the module directory whose routes register `exportName`. */
function readModuleOf(exportName: string): string {
  const routes = [...moduleSources].find(
    ([file, text]) => file.endsWith('routes.ts') && text.includes(exportName),
  );
  const directory = path.dirname(routes?.[0] ?? '');
  return [...moduleSources]
    .filter(([file]) => path.dirname(file) === directory)
    .map(([, text]) => text)
    .join('\n');
}

describe('docs/security/uploads.md (ASVS V5.1.1)', () => {
  it('lists every contract endpoint that takes a file, the tus upload, and nothing else', () => {
    const uploads = findUploadEndpoints();
    expect(uploads.size).toBeGreaterThan(12);
    const rows = readRows();
    expect([...uploads.keys()].filter((route) => !rows.has(route))).toEqual([]);
    expect([...rows.keys()].filter((route) => !uploads.has(route) && route !== TUS_ROUTE)).toEqual([]);
  });

  it("names each route's size limit: a setting or contract constant its module reads", () => {
    const uploads = findUploadEndpoints();
    const numbers = contract as Record<string, unknown>;
    const wrong = [...readRows()].filter(([route, key]) => {
      const known = key in ConfigSchema.shape || typeof numbers[key] === 'number';
      const source =
        route === TUS_ROUTE ? readModuleOf('registerTusRoutes') : readModuleOf(uploads.get(route) ?? '');
      return !known || !source.includes(key);
    });
    expect(wrong).toEqual([]);
  });
});
