import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import * as contract from './index.js';
import { renderRouteTable, ROUTE_TABLE_FILE } from './route-table.js';
import * as routes from './routes.generated.js';

describe('route table', () => {
  it('is up to date with the endpoint objects (run `npm run generate:routes -w packages/contract`)', async () => {
    const written = await readFile(ROUTE_TABLE_FILE, 'utf8');
    expect(written).toBe(await renderRouteTable(contract));
  });

  it('gives each endpoint its method, path and auth and nothing else', () => {
    expect(routes.listCategoriesEndpoint).toEqual({
      method: contract.listCategoriesEndpoint.method,
      path: contract.listCategoriesEndpoint.path,
      auth: contract.listCategoriesEndpoint.auth,
    });
    expect(Object.keys(routes).length).toBeGreaterThan(100);
  });
});
