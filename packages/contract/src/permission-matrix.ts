import { format, resolveConfig } from 'prettier';
import type { Endpoint, StaffAccess } from './endpoint.js';
import { ADMIN_ROLES, type AdminPermission, type AdminRole } from './enums.js';
import { ADMIN_ROLE_DEFAULT_PERMISSIONS } from './models/admin-roles.js';

/** Where the permission matrix lives; `npm run generate:permissions -w packages/contract` rewrites it. */
export const PERMISSION_MATRIX_FILE = new URL('../../../docs/admin-permissions.md', import.meta.url);

/** Who calls a route in the matrix: nobody signed in, a member, or a staff member of one role. */
export type MatrixIdentity = 'anonymous' | 'member' | AdminRole;

/** The matrix columns, in order. */
export const MATRIX_IDENTITIES: readonly MatrixIdentity[] = ['anonymous', 'member', ...ADMIN_ROLES];

/** What a call answers: 401 or 403, or `ok` for anything else (the route let the caller in). */
export type MatrixOutcome = '401' | '403' | 'ok';

/** An endpoint a staff session is needed for. */
export type StaffEndpoint = Endpoint & StaffAccess;

function isStaffEndpoint(value: unknown): value is StaffEndpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return candidate.auth === 'admin' && typeof candidate.path === 'string' && !!candidate.method;
}

/** Every staff endpoint of the contract, sorted by path and method. */
export function listStaffEndpoints(contract: Readonly<Record<string, unknown>>): StaffEndpoint[] {
  const key = (endpoint: StaffEndpoint) => `${endpoint.path} ${endpoint.method}`;
  return Object.values(contract)
    .filter(isStaffEndpoint)
    .sort((a, b) => (key(a) < key(b) ? -1 : 1));
}

/** The parts of a staff endpoint's access rule the matrix reads. */
export interface AccessRule {
  auth: string;
  permission?: AdminPermission;
  roles?: readonly AdminRole[];
}

/** The rule of a staff endpoint as the matrix shows it. */
export function describeStaffAccess(endpoint: AccessRule): string {
  if (endpoint.permission) return endpoint.permission;
  if (endpoint.roles) return `roles: ${endpoint.roles.join(', ')}`;
  return 'any staff';
}

/** What `identity` gets from a staff endpoint when every role holds its default flags. */
export function expectedOutcome(endpoint: AccessRule, identity: MatrixIdentity): MatrixOutcome {
  if (identity === 'anonymous' || identity === 'member') return '401';
  if (endpoint.permission)
    return ADMIN_ROLE_DEFAULT_PERMISSIONS[identity][endpoint.permission] ? 'ok' : '403';
  if (endpoint.roles) return endpoint.roles.includes(identity) ? 'ok' : '403';
  return 'ok';
}

const HEADER = `# Admin permission matrix

Generated from the contract's staff endpoints by \`npm run generate:permissions -w packages/contract\`: do not
edit by hand. One row per route with \`auth: 'admin'\`; each role column assumes the role's default flags
(\`ADMIN_ROLE_DEFAULT_PERMISSIONS\`, decision 006). \`401\` means the caller is not signed in as staff,
\`403\` that the role lacks the flag or role, \`ok\` that the guard lets the call through (it may still
answer 400 or 404). \`apps/server/src/modules/admin-auth/permission-matrix.test.ts\` calls every route with
each identity and fails when a route is missing here or answers otherwise.
`;

function renderRow(endpoint: StaffEndpoint): string {
  const cells = MATRIX_IDENTITIES.map((identity) => expectedOutcome(endpoint, identity));
  return `| ${endpoint.method} | \`${endpoint.path}\` | ${describeStaffAccess(endpoint)} | ${cells.join(' | ')} |`;
}

/** The matrix document's source, formatted the way the repository formats Markdown. */
export async function renderPermissionMatrix(contract: Readonly<Record<string, unknown>>): Promise<string> {
  const head = `| Method | Path | Needs | ${MATRIX_IDENTITIES.join(' | ')} |`;
  const rule = `|${' --- |'.repeat(MATRIX_IDENTITIES.length + 3)}`;
  const rows = listStaffEndpoints(contract).map(renderRow);
  const source = `${HEADER}\n${[head, rule, ...rows].join('\n')}\n`;
  const options = await resolveConfig(PERMISSION_MATRIX_FILE);
  return format(source, { ...options, filepath: PERMISSION_MATRIX_FILE.pathname });
}

/** One parsed row of the matrix document: the route and what each identity should get. */
export interface MatrixRow {
  method: string;
  path: string;
  outcomes: Record<MatrixIdentity, MatrixOutcome>;
}

/** Reads the rows back out of the matrix document (the tests hold the server to this table). */
export function parsePermissionMatrix(markdown: string): MatrixRow[] {
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|/.test(line))
    .map((line) => {
      const cells = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      const outcomes = Object.fromEntries(
        MATRIX_IDENTITIES.map((identity, index) => [identity, cells[index + 3] as MatrixOutcome]),
      ) as Record<MatrixIdentity, MatrixOutcome>;
      return { method: cells[0] ?? '', path: (cells[1] ?? '').replace(/`/g, ''), outcomes };
    });
}
