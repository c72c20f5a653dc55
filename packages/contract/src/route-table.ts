import { format, resolveConfig } from 'prettier';
import type { Endpoint } from './endpoint.js';

/** Where the route table lives; `npm run generate:routes -w packages/contract` rewrites it. */
export const ROUTE_TABLE_FILE = new URL('./routes.generated.ts', import.meta.url);
/** The folder of one module per route that the table re-exports. */
export const ROUTE_MODULES_DIR = new URL('./routes/', import.meta.url);

// One module per route, because a bundler places a whole module in one chunk: with one table module, every
// route any lazy page calls rode in the first page's chunk (decision 025).
const GENERATED = `// Generated from the endpoint objects of index.ts by \`npm run generate:routes -w packages/contract\`: do not edit.`;

const TABLE_HEADER = `${GENERATED}
// The web imports these zod-free routes (@streamit/contract/routes); the server keeps the full endpoints.
`;

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return typeof candidate.method === 'string' && typeof candidate.path === 'string' && !!candidate.response;
}

/** The route module's file name: `listCategoriesEndpoint` → `list-categories-endpoint.ts`. */
export function routeModuleName(name: string): string {
  return `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;
}

function renderRouteModule(name: string, endpoint: Endpoint): string {
  const fields = `method: '${endpoint.method}', path: '${endpoint.path}', auth: '${endpoint.auth}'`;
  return `${GENERATED}
import type { ${name} as Contract } from '../index.js';
import type { Route } from '../route.js';

export const ${name}: Route<typeof Contract> = { ${fields} };
`;
}

async function formatted(source: string, file: URL): Promise<string> {
  const options = await resolveConfig(file);
  return format(source, { ...options, filepath: file.pathname });
}

/**
 * The route table's sources, by file URL: one module per endpoint object the contract exports (in
 * `routes/`), and `routes.generated.ts` re-exporting them in name order.
 */
export async function renderRouteTable(
  contract: Readonly<Record<string, unknown>>,
): Promise<Map<string, string>> {
  const endpoints = Object.entries(contract)
    .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const files = new Map<string, string>();
  for (const [name, endpoint] of endpoints) {
    const file = new URL(routeModuleName(name), ROUTE_MODULES_DIR);
    files.set(file.href, await formatted(renderRouteModule(name, endpoint), file));
  }
  const reExports = endpoints.map(
    ([name]) => `export { ${name} } from './routes/${routeModuleName(name).replace(/\.ts$/, '.js')}';\n`,
  );
  files.set(
    ROUTE_TABLE_FILE.href,
    await formatted(`${TABLE_HEADER}\n${reExports.join('')}`, ROUTE_TABLE_FILE),
  );
  return files;
}
