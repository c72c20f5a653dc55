import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type {
  FailedLoginsReport,
  SecurityAnomalies,
  SecurityBulkCheckResponse,
  SuspiciousActivity,
  VpnDetectionReport,
} from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  injectAs,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { users } from '../members/members.schema.js';
import { postPoints } from '../points/points-ledger.service.js';
import { loginEvents, memberSessions } from '../sessions/sessions.schema.js';
import { parseNetworkRanges } from './network-ranges.js';
import { FARMING_PEAK_PER_HOUR, SIGNUP_BURST_MIN } from './security-rules.js';

// Test-only ranges in the documentation blocks: London hosting, a VPN, and a Tokyo location.
const RANGES = `# source: security centre test
# updated: 2026-01-01
cidr,kind,provider,latitude,longitude
198.51.100.0/24,hosting,Test Hosting,51.5,-0.12
192.0.2.0/24,vpn,Test VPN,,
203.0.113.0/24,geo,,35.68,139.69
2001:db8::/32,vpn,Test VPN six,,
`;

let context: TestContext;
let analyst: TestAdmin;
let admin: TestAdmin;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function seedMember(label: string): Promise<string> {
  const email = `${label}-${randomBytes(3).toString('hex')}@example.org`;
  const [row] = await context.deps.db.insert(users).values({ email }).returning({ id: users.id });
  if (!row) throw new Error('no member');
  return row.id;
}

async function seedLogin(userId: string, ip: string, at: Date, success = true): Promise<void> {
  await context.deps.db.insert(loginEvents).values({
    userId,
    success,
    method: 'password',
    ip,
    userAgent: 'test',
    createdAt: at,
    ...(success ? {} : { reason: 'bad_password' }),
  });
}

async function seedSession(userId: string, ip: string): Promise<void> {
  const later = new Date(Date.now() + 3_600_000);
  await context.deps.db.insert(memberSessions).values({
    userId,
    tokenHash: randomBytes(16).toString('hex'),
    method: 'password',
    ip,
    userAgent: 'test',
    idleExpiresAt: later,
    absoluteExpiresAt: later,
  });
}

async function seedCredits(userId: string, count: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    await context.deps.db.transaction((tx) =>
      postPoints(tx, {
        kind: 'earn',
        source: 'activity',
        idempotencyKey: `farm-${userId}-${index}`,
        lines: [
          { member: userId, amount: 5 },
          { platform: 'REWARD_POOL', amount: -5 },
        ],
      }),
    );
  }
}

function get(url: string, token = admin.token) {
  return injectAs(context.app, token, { method: 'GET', url: `/api/v1/admin/security/${url}` });
}

const seeded: Record<string, string> = {};

beforeAll(async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'ranges-'));
  writeFileSync(path.join(folder, 'ranges.csv'), RANGES);
  context = await createAdminTestContext({ NETWORK_RANGES_FILE: path.join(folder, 'ranges.csv') });
  admin = await createSignedInAdmin(context, 'ADMIN');
  analyst = await createSignedInAdmin(context, 'ANALYST');
  seeded.traveller = await seedMember('traveller');
  await seedLogin(seeded.traveller, '198.51.100.7', minutesAgo(120));
  await seedLogin(seeded.traveller, '203.0.113.9', minutesAgo(60)); // London → Tokyo in an hour
  seeded.commuter = await seedMember('commuter');
  await seedLogin(seeded.commuter, '198.51.100.7', minutesAgo(60 * 20));
  await seedLogin(seeded.commuter, '203.0.113.9', minutesAgo(30)); // the same trip in 20 hours
  seeded.target = await seedMember('target');
  for (let index = 0; index < 6; index++) await seedLogin(seeded.target, '192.0.2.44', minutesAgo(10), false);
  await seedSession(seeded.target, '192.0.2.44');
  await seedLogin(seeded.target, '192.0.2.44', minutesAgo(5));
  seeded.farmer = await seedMember('farmer');
  await seedCredits(seeded.farmer, FARMING_PEAK_PER_HOUR);
  seeded.earner = await seedMember('earner');
  await seedCredits(seeded.earner, 3);
  seeded.burst = '';
  for (let index = 0; index < SIGNUP_BURST_MIN; index++) {
    const id = await seedMember(`burst${index}`);
    await seedLogin(id, `198.18.7.${index + 1}`, minutesAgo(1));
  }
});
afterAll(async () => {
  await context.close();
});

describe('the network range list', () => {
  const ranges = parseNetworkRanges(RANGES);
  it('finds hosting, VPN and IPv6 networks and locations, and nothing for other addresses', () => {
    expect(ranges.lookup('198.51.100.255').network).toEqual({
      cidr: '198.51.100.0/24',
      kind: 'hosting',
      provider: 'Test Hosting',
    });
    expect(ranges.lookup('::ffff:192.0.2.1').network?.kind).toBe('vpn');
    expect(ranges.lookup('2001:db8::1').network?.provider).toBe('Test VPN six');
    expect(ranges.lookup('203.0.113.5')).toEqual({
      network: null,
      location: { latitude: 35.68, longitude: 139.69 },
    });
    expect(ranges.lookup('198.51.101.0')).toEqual({ network: null, location: null });
    expect(ranges.source).toBe('security centre test');
  });

  it('reads the shipped list with its source and date', async () => {
    const { loadNetworkRanges } = await import('./network-ranges.js');
    const shipped = loadNetworkRanges();
    expect(shipped.size).toBeGreaterThan(20);
    expect(shipped.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(shipped.lookup('104.16.1.1').network?.provider).toBe('Cloudflare');
  });
});

describe('the anomaly rules on seeded data', () => {
  it('flags London → Tokyo in an hour as impossible travel, and not the same trip in 20 hours', async () => {
    const response = await get('anomalies?hours=48');
    const status = response.statusCode;
    const body = response.json<SecurityAnomalies>();
    expect(status).toBe(200);
    const travellers = body.impossibleTravel.map((row) => row.userId);
    expect(travellers).toContain(seeded.traveller);
    expect(travellers).not.toContain(seeded.commuter);
    const trip = body.impossibleTravel.find((row) => row.userId === seeded.traveller);
    expect(trip?.distanceKm).toBeGreaterThan(9000);
    expect(trip?.speedKmh).toBeGreaterThan(900);
  });

  it('flags the network many new members first signed in from', async () => {
    const body = (await get('anomalies?hours=1')).json<SecurityAnomalies>();
    const burst = body.signupBursts.find((row) => row.network === '198.18.7.0/24');
    expect(burst?.signups).toBe(SIGNUP_BURST_MIN);
    expect(body.signupBursts.find((row) => row.network === '198.51.100.0/24')).toBeUndefined();
  });

  it('flags a member credited faster than a person earns, and not a normal earner', async () => {
    const body = (await get('anomalies')).json<SecurityAnomalies>();
    const farmers = body.pointsFarming.map((row) => row.userId);
    expect(farmers).toEqual([seeded.farmer]);
    expect(body.pointsFarming[0]?.points).toBe(5 * FARMING_PEAK_PER_HOUR);
  });
});

describe('the other views', () => {
  it('counts failed sign-ins by account and by address, with the network', async () => {
    const body = (await get('failed-logins?hours=1')).json<FailedLoginsReport>();
    expect(body.byAccount.find((row) => row.userId === seeded.target)).toMatchObject({
      realm: 'member',
      failures: 6,
      addresses: 1,
    });
    expect(body.byAddress.find((row) => row.ip === '192.0.2.44')).toMatchObject({
      failures: 6,
      accounts: 1,
      network: { kind: 'vpn', provider: 'Test VPN' },
    });
  });

  it('lists the live session from a VPN after failed sign-ins as suspicious', async () => {
    const body = (await get('suspicious-activity')).json<SuspiciousActivity>();
    const session = body.sessions.find((row) => row.userId === seeded.target);
    expect(session?.reasons).toEqual(['HOSTING_OR_VPN_NETWORK', 'FAILED_LOGINS_BEFORE']);
  });

  it('looks up an address and lists sign-ins from listed networks', async () => {
    const body = (await get('vpn-detection?ip=192.0.2.8')).json<VpnDetectionReport>();
    expect(body.lookup?.network).toEqual({ cidr: '192.0.2.0/24', kind: 'vpn', provider: 'Test VPN' });
    expect(body.dataset).toEqual({ source: 'security centre test', updatedAt: '2026-01-01', ranges: 4 });
    expect(body.logins.map((row) => row.userId)).toContain(seeded.target);
    expect((await get('vpn-detection?ip=not-an-ip')).statusCode).toBe(400);
  });

  it('names the country of an address with the offline database the rest of the product uses (modules/geo)', async () => {
    const lookup = async (ip: string) =>
      (await get(`vpn-detection?ip=${ip}`)).json<VpnDetectionReport>().lookup;
    expect(await lookup('193.0.6.139')).toEqual({ ip: '193.0.6.139', network: null, country: 'NL' });
    expect((await lookup('192.0.2.8'))?.country).toBeNull();
  });

  it('checks members in bulk: findings per id, unknown ids marked not found', async () => {
    const unknown = randomUUID();
    const response = await injectAs(context.app, admin.token, {
      method: 'POST',
      url: '/api/v1/admin/security/bulk-check',
      payload: { userIds: [seeded.target, seeded.farmer, seeded.earner, unknown], hours: 48 },
    });
    const { results } = response.json<SecurityBulkCheckResponse>();
    const codes = (id: string) => results.find((row) => row.userId === id)?.findings.map((f) => f.code);
    expect(codes(seeded.target ?? '')).toEqual(['FAILED_LOGINS', 'HOSTING_OR_VPN_NETWORK']);
    expect(codes(seeded.farmer ?? '')).toEqual(['POINTS_FARMING']);
    expect(codes(seeded.earner ?? '')).toEqual([]);
    expect(results.find((row) => row.userId === unknown)).toMatchObject({ found: false, findings: [] });
  });

  it('refuses a bulk check of more ids than the limit', async () => {
    const response = await injectAs(context.app, admin.token, {
      method: 'POST',
      url: '/api/v1/admin/security/bulk-check',
      payload: { userIds: Array.from({ length: 501 }, () => randomUUID()) },
    });
    expect(response.statusCode).toBe(400);
  });

  it('downloads the report as CSV with formula-safe cells, and as JSON', async () => {
    const response = await injectAs(context.app, admin.token, {
      method: 'GET',
      url: '/api/v1/admin/security/generate-report?format=csv&hours=48',
    });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="security-report-.*\.csv"/);
    expect(response.body.split('\r\n')[0]).toBe('"section","subject","detail","at"');
    expect(response.body).toContain('"impossible-travel"');
    const json = await injectAs(context.app, admin.token, {
      method: 'GET',
      url: '/api/v1/admin/security/generate-report?hours=48',
    });
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.json<{ anomalies: SecurityAnomalies }>().anomalies.pointsFarming).toHaveLength(1);
  });

  it('is closed to a role without canManageUsers', async () => {
    expect((await get('anomalies', analyst.token)).statusCode).toBe(403);
  });
});

describe('the range list update', () => {
  it('merges text and JSON provider lists into a list the lookup reads', async () => {
    const { renderRangeList } = await import('./network-ranges-update.js');
    const json = JSON.stringify({
      prefixes: [{ ip_prefix: '198.51.100.0/24', region: 'x' }, { note: 'no' }],
    });
    const text = renderRangeList(
      [
        { kind: 'hosting', provider: 'Cloud', text: json },
        { kind: 'vpn', provider: 'Tunnel', text: '# list\n192.0.2.0/25\nnot a range\n2001:db8::/48\n' },
      ],
      '2026-11-25',
    );
    const ranges = parseNetworkRanges(text);
    expect(ranges.size).toBe(3);
    expect(ranges.updatedAt).toBe('2026-11-25');
    expect(ranges.lookup('198.51.100.9').network?.provider).toBe('Cloud');
    expect(ranges.lookup('192.0.2.200').network).toBeNull();
    expect(ranges.lookup('192.0.2.1').network?.kind).toBe('vpn');
  });
});
