import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@streamit/contract';
import { API_BASE_PATH, OAUTH_PROVIDERS } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import { ConfigSchema } from './config.js';
import { classifyRoute } from './http/rate-limit-families.js';

/**
 * docs/security/authentication-paths.md held to the contract and the server (ASVS V6.1.3): every sign-in,
 * recovery and credential route has a row, every row a route, its rate-limit family and its attempt counters.
 */
const SRC = import.meta.dirname;
const DOC = readFileSync(path.resolve(SRC, '../../../docs/security/authentication-paths.md'), 'utf8');

interface Row {
  route: string;
  family: string;
  counters: string[];
}

function readRows(): Row[] {
  const rows = DOC.split('\n').filter((line) => /^\| (?:GET|POST) \| `/.test(line));
  return rows.map((line) => {
    const cells = line.split('|').map((cell) => cell.trim());
    const [method = '', pathCell = '', family = '', counters = ''] = [cells[1], cells[2], cells[6], cells[7]];
    const route = `${method} ${pathCell.replaceAll('`', '')}`;
    return { route, family, counters: [...counters.matchAll(/`([\w-]+)`/g)].map(([, name]) => name ?? '') };
  });
}

type RouteLike = { method: string; path: string; auth: string };
const isRoute = (value: unknown): value is RouteLike =>
  typeof value === 'object' && value !== null && 'path' in value && 'method' in value && 'auth' in value;
const concrete = (route: string) => route.replace(/:(\w+)/g, 'x');
const familyOf = (method: string, routePath: string) =>
  classifyRoute(method, `${API_BASE_PATH}${concrete(routePath)}`);

/** The contract's sign-in, recovery and credential routes, and the OAuth browser routes the server adds. */
function authenticationRoutes(): { required: Set<string>; known: Set<string> } {
  const endpoints = Object.values(contract).filter(isRoute);
  const browser = OAUTH_PROVIDERS.flatMap((id) => [`GET /auth/${id}`, `GET /auth/${id}/callback`]);
  const required = endpoints.filter(
    ({ method, path: p, auth }) =>
      method === 'POST' && p.startsWith('/auth/') && (auth === 'public' || familyOf(method, p) === 'auth'),
  );
  return {
    required: new Set([...required.map(({ method, path: p }) => `${method} ${p}`), ...browser]),
    known: new Set([...endpoints.map(({ method, path: p }) => `${method} ${p}`), ...browser]),
  };
}

function serverSource(): string {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(SRC, file), 'utf8'))
    .join('\n');
}

describe('docs/security/authentication-paths.md (ASVS V6.1.3)', () => {
  it('lists every sign-in, recovery and credential route, and no route that is gone', () => {
    const { required, known } = authenticationRoutes();
    const listed = readRows().map(({ route }) => route);
    expect(required.size).toBeGreaterThan(20);
    expect([...required].filter((route) => !listed.includes(route))).toEqual([]);
    expect(listed.filter((route) => !known.has(route))).toEqual([]);
  });

  it('gives each route the rate-limit family the server puts it in', () => {
    const wrong = readRows().filter(({ route, family }) => {
      const [method = '', routePath = ''] = route.split(' ');
      return familyOf(method, routePath) !== family;
    });
    expect(wrong).toEqual([]);
  });

  it('names attempt counters and configuration keys that exist in the code', () => {
    const source = serverSource();
    const actions = new Set(
      [...source.matchAll(/\breserve(?:Attempt)?\(deps, '([\w-]+)'/g)].map(([, a]) => a),
    );
    const exists = (name: string) =>
      actions.has(name) || new RegExp(`export (?:async )?function ${name}\\b`).test(source);
    const counters = readRows().flatMap(({ counters: names }) => names);
    expect(counters).toContain('login');
    expect(counters.filter((name) => !exists(name))).toEqual([]);
    const keys = [...DOC.matchAll(/`([A-Z][A-Z0-9]*_[A-Z0-9_]+)`/g)].map(([, key]) => key ?? '');
    expect(keys.filter((key) => !(key in ConfigSchema.shape))).toEqual([]);
  });
});
