import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import * as contract from '@streamit/contract';
import { ADMIN_ROLES, API_BASE_PATH } from '@streamit/contract';
import {
  listStaffEndpoints,
  MATRIX_IDENTITIES,
  parsePermissionMatrix,
  PERMISSION_MATRIX_FILE,
  type MatrixIdentity,
  type MatrixRow,
  type StaffEndpoint,
} from '@streamit/contract/permission-matrix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, memberAuthEnv, registerVerified } from '../../../test/member-auth.test-support.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  injectAs,
} from '../../../test/admin-auth.test-support.js';

let sink: SmtpSink;
let context: TestContext;
let rows: MatrixRow[];
const tokens = new Map<MatrixIdentity, string | null>();

beforeAll(async () => {
  rows = parsePermissionMatrix(await readFile(PERMISSION_MATRIX_FILE, 'utf8'));
  sink = await startSmtpSink();
  context = await createAdminTestContext(memberAuthEnv(sink));
  await registerVerified(context.app, sink, { email: 'matrix.member@example.org' });
  tokens.set('anonymous', null);
  tokens.set('member', await loginToken(context.app, 'matrix.member@example.org'));
  for (const role of ADMIN_ROLES) tokens.set(role, (await createSignedInAdmin(context, role)).token);
});
afterAll(async () => {
  await context.close();
  await sink.close();
});

const endpoints = listStaffEndpoints(contract);
// Signing out ends the caller's session, so it is called after every other route.
const isSignOut = (endpoint: StaffEndpoint) => endpoint.path === contract.adminLogoutEndpoint.path;
const ordered = [...endpoints.filter((endpoint) => !isSignOut(endpoint)), ...endpoints.filter(isSignOut)];

function urlOf(endpoint: StaffEndpoint): string {
  return `${API_BASE_PATH}${endpoint.path.replace(/:[A-Za-z]+/g, () => randomUUID())}`;
}

function call(endpoint: StaffEndpoint, token: string | null) {
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  return injectAs(context.app, token, {
    method: endpoint.method,
    url: urlOf(endpoint),
    ...(hasBody ? { payload: {} } : {}),
  });
}

function rowOf(endpoint: StaffEndpoint): MatrixRow | undefined {
  return rows.find((row) => row.method === endpoint.method && row.path === endpoint.path);
}

describe('the admin permission matrix (docs/admin-permissions.md)', () => {
  it('lists every staff route of the contract, and nothing else', () => {
    const missing = endpoints.filter((endpoint) => !rowOf(endpoint));
    expect(missing.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
    expect(rows).toHaveLength(endpoints.length);
  });

  it.each(MATRIX_IDENTITIES)('holds for every staff route called as %s', async (identity) => {
    const token = tokens.get(identity) ?? null;
    const seen: string[] = [];
    const wanted: string[] = [];
    for (const endpoint of ordered) {
      const expected = rowOf(endpoint)?.outcomes[identity];
      const status = (await call(endpoint, token)).statusCode;
      const outcome = status === 401 || status === 403 ? String(status) : 'ok';
      seen.push(`${endpoint.method} ${endpoint.path} → ${outcome}`);
      wanted.push(`${endpoint.method} ${endpoint.path} → ${expected}`);
    }
    expect(seen).toEqual(wanted);
  });
});
