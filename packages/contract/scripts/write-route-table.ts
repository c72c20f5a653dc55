// Rewrites src/routes.generated.ts and src/routes/ from the contract's endpoint objects (src/route-table.test.ts
// fails when stale).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import * as contract from '../src/index.js';
import { renderRouteTable, ROUTE_MODULES_DIR } from '../src/route-table.js';

const files = await renderRouteTable(contract);
await rm(ROUTE_MODULES_DIR, { recursive: true, force: true });
await mkdir(ROUTE_MODULES_DIR, { recursive: true });
for (const [file, source] of files) await writeFile(new URL(file), source);
