import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import * as contract from './index.js';
import { renderRouteTable, ROUTE_MODULES_DIR, ROUTE_TABLE_FILE } from './route-table.js';
import * as routes from './routes.generated.js';

describe('route table', () => {
  it('is up to date with the endpoint objects (run `npm run generate:routes -w packages/contract`)', async () => {
    const rendered = await renderRouteTable(contract);
    for (const [file, source] of rendered) expect(await readFile(new URL(file), 'utf8'), file).toBe(source);
    const onDisk = (await readdir(ROUTE_MODULES_DIR)).map((name) => new URL(name, ROUTE_MODULES_DIR).href);
    expect([...onDisk, ROUTE_TABLE_FILE.href].sort()).toEqual([...rendered.keys()].sort());
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
