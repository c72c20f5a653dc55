import { API_BASE_PATH, buildEndpointPath, type Endpoint } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import { useAdminSuite } from './admin-auth.test-support.js';
import { changedTables, snapshotDatabase } from './database-snapshot.test-support.js';
import { createSignedInMember } from './moderation.test-support.js';
import {
  buildRouteTable,
  contractEndpoints,
  fillPath,
  sampleFor,
  type RouteEntry,
} from './route-table.test-support.js';

const AUDITED_READ = ['admin_audit_log'];

// ASVS V3.5.3: state changes sit behind POST, PUT, PATCH or DELETE. The GET routes that write anyway, with the
// tables they may write and why (decision 080); the walk below fails on any other write, and on an entry that
// names no GET route. None changes what
// a member or staff member owns or decided: each records a read, fills in a default or derived row once, or
// issues a one-time protocol value. The OAuth start and callback (GET by protocol, they store a state) are
// not configured in this walk, so they answer "not configured" and write nothing here.
const STATE_CHANGING_GETS: Record<string, string[]> = {
  // Staff reads of personal data and downloads are audited (V16.2.1): an append to the audit trail.
  'GET /api/v1/admin/system/logs/audit/export': AUDITED_READ,
  'GET /api/v1/admin/security/generate-report': AUDITED_READ,
  'GET /api/v1/admin/store/orders/export': AUDITED_READ,
  'GET /api/v1/admin/maintenance/backup': AUDITED_READ,
  'GET /api/v1/admin/export/users': AUDITED_READ,
  // The points rules' default rows are stored on the first read, so staff edit a row that exists.
  'GET /api/v1/admin/points-config/global': ['points_global_config', 'points_tier_rules'],
  // Dashboards refresh their derived roll-ups (caches of other tables) when read.
  'GET /api/v1/admin/dashboard': ['daily_stats'],
  'GET /api/v1/creator/dashboard': ['creator_rollup_state'],
  // A member's referral code is made on the first read of either (spec: "my code" always answers one).
  'GET /api/v1/referral/my-code': ['referral_codes'],
  'GET /api/v1/referral/stats': ['referral_codes'],
  // EIP-4361: the nonce a wallet then signs is issued by a GET and stored for one use.
  'GET /api/v1/wallet/siwe/nonce': ['siwe_nonces'],
};

const suite = useAdminSuite('SUPER_ADMIN');

let memberToken: string | undefined;
/** One creator member for every member route (their session is bookkeeping the walk does not watch). */
async function tokenFor(route: RouteEntry): Promise<string | null> {
  if (route.auth === 'admin') return suite.admin.token;
  if (route.auth !== 'member') return null;
  memberToken ??= (await createSignedInMember(suite.context, { creator: true })).token;
  return memberToken;
}

function urlOf(route: RouteEntry): string {
  const endpoint: Endpoint | undefined = route.endpoint;
  if (!endpoint) return fillPath(route);
  const params = (sampleFor(endpoint.params) ?? {}) as Record<string, string>;
  const query = new URLSearchParams((sampleFor(endpoint.query) ?? {}) as Record<string, string>).toString();
  return `${API_BASE_PATH}${buildEndpointPath(endpoint.path, params)}${query ? `?${query}` : ''}`;
}

/** Calls one GET route as its realm's caller; answers the tables that changed. */
async function tablesChangedBy(route: RouteEntry, index: number): Promise<string[]> {
  const token = await tokenFor(route);
  const before = await snapshotDatabase(suite.context.database.pool);
  await suite.context.app.inject({
    method: 'GET',
    url: urlOf(route),
    remoteAddress: `198.19.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return changedTables(before, await snapshotDatabase(suite.context.database.pool));
}

describe('safe methods (ASVS V3.5.3)', () => {
  it('every contract endpoint uses GET, POST, PUT, PATCH or DELETE, and no GET takes a body', () => {
    const endpoints = contractEndpoints();
    expect(endpoints.length).toBeGreaterThan(200);
    const methods = new Set(endpoints.map((endpoint) => endpoint.method));
    expect([...methods].sort()).toEqual(['DELETE', 'GET', 'PATCH', 'POST', 'PUT']);
    const getsWithBody = endpoints.filter((endpoint) => endpoint.method === 'GET' && endpoint.body);
    expect(getsWithBody.map((endpoint) => endpoint.path)).toEqual([]);
  });

  it(
    'walks every GET route as its caller: none changes a table but the justified ones',
    { timeout: 240_000 },
    async () => {
      const routes = buildRouteTable(suite.context.app).filter((route) => route.method === 'GET');
      expect(routes.length).toBeGreaterThan(100);
      const unjustified: Record<string, string[]> = {};
      for (const [index, route] of routes.entries()) {
        const key = `GET ${route.url}`;
        const allowed = STATE_CHANGING_GETS[key] ?? [];
        const changed = (await tablesChangedBy(route, index)).filter((table) => !allowed.includes(table));
        if (changed.length > 0) unjustified[key] = changed;
      }
      expect(unjustified).toEqual({});
      const walked = new Set(routes.map((route) => `GET ${route.url}`));
      expect(Object.keys(STATE_CHANGING_GETS).filter((key) => !walked.has(key))).toEqual([]);
    },
  );
});
