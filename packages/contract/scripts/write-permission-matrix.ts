// Rewrites docs/admin-permissions.md from the contract's staff endpoints (src/permission-matrix.test.ts fails
// when stale).
import { writeFile } from 'node:fs/promises';
import * as contract from '../src/index.js';
import { PERMISSION_MATRIX_FILE, renderPermissionMatrix } from '../src/permission-matrix.js';

await writeFile(PERMISSION_MATRIX_FILE, await renderPermissionMatrix(contract));
