import { format, resolveConfig } from 'prettier';
import type { Endpoint } from './endpoint.js';

/** Where the route table lives; `npm run generate:routes -w packages/contract` rewrites it. */
export const ROUTE_TABLE_FILE = new URL('./routes.generated.ts', import.meta.url);

const HEADER = `/* eslint-disable max-lines -- generated: one route per endpoint */
// Generated from the endpoint objects of index.ts by \`npm run generate:routes -w packages/contract\`: do not edit.
// The web imports these zod-free routes (@streamit/contract/routes); the server keeps the full endpoints.
import type * as contract from './index.js';
import type { Route } from './route.js';

type C = typeof contract;
`;

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return typeof candidate.method === 'string' && typeof candidate.path === 'string' && !!candidate.response;
}

function renderRoute(name: string, endpoint: Endpoint): string {
  const fields = `method: '${endpoint.method}', path: '${endpoint.path}', auth: '${endpoint.auth}'`;
  return `export const ${name}: Route<C['${name}']> = { ${fields} };\n`;
}

/** The route table's source: one route per endpoint object the contract exports, in name order. */
export async function renderRouteTable(contract: Readonly<Record<string, unknown>>): Promise<string> {
  const routes = Object.entries(contract)
    .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, endpoint]) => renderRoute(name, endpoint));
  const source = `${HEADER}\n${routes.join('')}`;
  const options = await resolveConfig(ROUTE_TABLE_FILE);
  return format(source, { ...options, filepath: ROUTE_TABLE_FILE.pathname });
}
