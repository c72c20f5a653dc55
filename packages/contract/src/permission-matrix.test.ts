import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import * as contract from './index.js';
import {
  expectedOutcome,
  parsePermissionMatrix,
  PERMISSION_MATRIX_FILE,
  renderPermissionMatrix,
} from './permission-matrix.js';

describe('permission matrix', () => {
  it('is up to date with the staff endpoints (run `npm run generate:permissions -w packages/contract`)', async () => {
    expect(await readFile(PERMISSION_MATRIX_FILE, 'utf8')).toBe(await renderPermissionMatrix(contract));
  });

  it('reads back the outcomes it wrote', async () => {
    const rows = parsePermissionMatrix(await renderPermissionMatrix(contract));
    const row = rows.find((entry) => entry.path === '/admin/admin-users' && entry.method === 'GET');
    expect(row?.outcomes).toEqual({
      anonymous: '401',
      member: '401',
      SUPER_ADMIN: 'ok',
      ADMIN: '403',
      MODERATOR: '403',
      CONTENT_MODERATOR: '403',
      ANALYST: '403',
    });
  });

  it('follows the default flags for a flag-gated route', () => {
    expect(expectedOutcome(contract.listReportsEndpoint, 'CONTENT_MODERATOR')).toBe('ok');
    expect(expectedOutcome(contract.listReportsEndpoint, 'ANALYST')).toBe('403');
    expect(expectedOutcome(contract.getAdminMeEndpoint, 'ANALYST')).toBe('ok');
  });
});
