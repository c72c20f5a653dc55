// Rewrites src/routes.generated.ts from the contract's endpoint objects (src/route-table.test.ts fails when stale).
import { writeFile } from 'node:fs/promises';
import * as contract from '../src/index.js';
import { renderRouteTable, ROUTE_TABLE_FILE } from '../src/route-table.js';

await writeFile(ROUTE_TABLE_FILE, await renderRouteTable(contract));
