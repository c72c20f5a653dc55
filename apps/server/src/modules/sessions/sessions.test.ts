import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  login,
  nextIp,
  registerVerified,
  useMemberSuite,
} from '../../../test/member-auth.test-support.js';

const suite = useMemberSuite();
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';

beforeAll(async () => {
  await registerVerified(suite.context.app, suite.sink, { email: 'devices@example.com' });
});

async function signIn(userAgent: string, ip = nextIp()): Promise<string> {
  const response = await login(suite.context.app, 'devices@example.com', undefined, ip, userAgent);
  return response.json<{ accessToken: string }>().accessToken;
}
async function get(url: string, token: string): Promise<{ status: number; body: unknown }> {
  const response = await suite.context.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: bearer(token),
    remoteAddress: '127.0.0.1',
  });
  return { status: response.statusCode, body: response.json<unknown>() };
}
const post = (url: string, token: string, payload?: object, method: 'POST' | 'PUT' = 'POST') =>
  suite.context.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

interface SessionList {
  sessions: { id: string; current: boolean; device: string | null }[];
}
interface DeviceList {
  devices: { id: string; name: string; trusted: boolean; current: boolean }[];
}

describe('sessions and devices', () => {
  let firefox: string;
  let chrome: string;

  it('records devices, emails a notice for a new one and lists active sessions', async () => {
    firefox = await signIn(FIREFOX);
    chrome = await signIn(CHROME_MAC, '10.1.2.3');
    const notice = await suite.sink.waitFor('devices@example.com', /new sign-in/);
    expect(notice.text).toMatch(/Chrome on macOS/);
    const { body } = await (get('/auth/sessions/active', firefox) as Promise<{
      status: number;
      body: SessionList;
    }>);
    expect(body.sessions).toHaveLength(2);
    expect(body.sessions.filter((s) => s.current)).toHaveLength(1);
    const devices = await (get('/auth/devices/history', firefox) as Promise<{
      status: number;
      body: DeviceList;
    }>);
    expect(devices.body.devices.map((d) => d.name).sort()).toEqual(['Chrome on macOS', 'Firefox on Linux']);
  });

  it('trusts and untrusts a device; an unknown device is 404', async () => {
    const { body } = await (get('/auth/devices/history', firefox) as Promise<{
      status: number;
      body: DeviceList;
    }>);
    const current = body.devices.find((d) => d.current);
    const trusted = await post('/auth/devices/trust', firefox, { deviceId: current?.id });
    expect(trusted.json()).toMatchObject({ device: { trusted: true, current: true } });
    const untrusted = await post('/auth/devices/untrust', firefox, { deviceId: current?.id });
    expect(untrusted.json()).toMatchObject({ device: { trusted: false } });
    expect(
      (await post('/auth/devices/trust', firefox, { deviceId: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    expect((await post('/auth/devices/trust', firefox, { deviceId: 'nope' })).statusCode).toBe(400);
  });

  it('revokes one session by id: its token gets 401', async () => {
    const { body } = await (get('/auth/sessions/active', firefox) as Promise<{
      status: number;
      body: SessionList;
    }>);
    const other = body.sessions.find((s) => !s.current);
    const revoked = await post('/auth/sessions/revoke', firefox, { sessionId: other?.id });
    expect(revoked.json()).toEqual({ revoked: 1 });
    expect((await get('/auth/profile', chrome)).status).toBe(401);
    expect((await post('/auth/sessions/revoke', firefox, { sessionId: other?.id })).statusCode).toBe(404);
    expect((await post('/auth/sessions/revoke', firefox, {})).statusCode).toBe(400);
  });

  it('revokes all other sessions and keeps the current one', async () => {
    const a = await signIn(FIREFOX);
    const b = await signIn(FIREFOX);
    expect((await post('/auth/sessions/revoke', firefox, { allOthers: true })).json()).toEqual({
      revoked: 2,
    });
    expect((await get('/auth/profile', a)).status).toBe(401);
    expect((await get('/auth/profile', b)).status).toBe(401);
    expect((await get('/auth/profile', firefox)).status).toBe(200);
  });

  it("answers 404 to ending another member's session or trusting their device, and theirs stays open", async () => {
    await registerVerified(suite.context.app, suite.sink, { email: 'neighbour@example.com' });
    const theirs = (await login(suite.context.app, 'neighbour@example.com')).json<{ accessToken: string }>();
    const sessions = await get('/auth/sessions/active', theirs.accessToken);
    const devices = await get('/auth/devices/history', theirs.accessToken);
    const sessionId = (sessions.body as SessionList).sessions[0]?.id;
    const deviceId = (devices.body as DeviceList).devices[0]?.id;
    expect((await post('/auth/sessions/revoke', firefox, { sessionId })).statusCode).toBe(404);
    expect((await post('/auth/devices/trust', firefox, { deviceId })).statusCode).toBe(404);
    expect((await get('/auth/profile', theirs.accessToken)).status).toBe(200);
    const after = await get('/auth/devices/history', theirs.accessToken);
    expect((after.body as DeviceList).devices[0]?.trusted).toBe(false);
  });
});

describe('suspension', () => {
  it("a suspended member's token stops working with the suspension message, and so does login", async () => {
    await registerVerified(suite.context.app, suite.sink, { email: 'suspended@example.com' });
    const response = await login(suite.context.app, 'suspended@example.com');
    const token = response.json<{ accessToken: string }>().accessToken;
    await suite.context.database.pool.query(
      "UPDATE users SET suspended_at = now() WHERE email = 'suspended@example.com'",
    );
    expect((await get('/auth/profile', token)).status).toBe(403);
    const again = await login(suite.context.app, 'suspended@example.com');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      error: { code: 'ACCOUNT_SUSPENDED', message: 'This account is suspended. Please contact support.' },
    });
  });
});

describe('history, alerts and insights', () => {
  it('lists login history with failures, newest first, paged', async () => {
    await login(suite.context.app, 'devices@example.com', 'wrong-password-here', '192.168.1.20');
    const token = await signIn(FIREFOX, '8.8.4.4');
    const { body } = await (get('/auth/login-history?page=1&limit=2', token) as Promise<{
      status: number;
      body: {
        items: { success: boolean; reason: string | null; ip: string; device: string | null }[];
        total: number;
      };
    }>);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({ success: true, ip: '8.8.4.4', device: 'Firefox on Linux' });
    expect(body.items[1]).toMatchObject({ success: false, reason: 'wrong password', ip: '192.168.1.20' });
    expect(body.total).toBeGreaterThanOrEqual(5);
    expect((await get('/auth/login-history?limit=1000', token)).status).toBe(400);
  });

  it('summarises locations from IPs only, naming private and loopback networks', async () => {
    const token = await signIn(FIREFOX, '8.8.4.4');
    const { body } = await (get('/auth/location-summary', token) as Promise<{
      status: number;
      body: {
        current: { ip: string; network: string };
        recent: { ip: string; network: string }[];
      };
    }>);
    expect(body.current).toEqual({ ip: '127.0.0.1', network: 'loopback', country: null });
    expect(body.recent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ip: '10.1.2.3', network: 'private' }),
        expect.objectContaining({ ip: '8.8.4.4', network: 'public' }),
      ]),
    );
  });

  it('shows security alerts and counts the unread ones once', async () => {
    const token = await signIn(FIREFOX);
    const first = await (get('/auth/security-alerts', token) as Promise<{
      status: number;
      body: { items: { kind: string }[]; unread: number };
    }>);
    expect(first.body.items.map((a) => a.kind)).toContain('NEW_DEVICE');
    expect(first.body.unread).toBeGreaterThan(0);
    expect(
      (await (get('/auth/security-alerts', token) as Promise<{ status: number; body: { unread: number } }>))
        .body.unread,
    ).toBe(0);
  });

  it('reads and updates security settings; unknown fields are refused', async () => {
    const token = await signIn(FIREFOX);
    expect((await get('/auth/security/settings', token)).body).toEqual({
      emailOnNewDevice: true,
      emailOnSecurityAlert: true,
    });
    const updated = await post('/auth/security/settings', token, { emailOnNewDevice: false }, 'PUT');
    expect(updated.json()).toEqual({ emailOnNewDevice: false, emailOnSecurityAlert: true });
    expect((await post('/auth/security/settings', token, { sms: true }, 'PUT')).statusCode).toBe(400);
  });

  it('gives an overview and a risk assessment with its reasons', async () => {
    const token = await signIn(FIREFOX);
    const overview = await (get('/auth/security-overview', token) as Promise<{
      status: number;
      body: Record<string, unknown>;
    }>);
    expect(overview.body).toMatchObject({
      twoFactorEnabled: false,
      emailVerified: true,
      hasPassword: true,
      devices: 2,
    });
    const risk = await (get('/auth/security/risk-assessment', token) as Promise<{
      status: number;
      body: {
        level: string;
        reasons: { code: string; message: string }[];
        recommendations: string[];
      };
    }>);
    expect(risk.body.reasons.map((r) => r.code)).toContain('NO_TWO_FACTOR');
    expect(risk.body.recommendations).toContain('Turn on two-factor authentication.');
    expect(['LOW', 'MEDIUM', 'HIGH']).toContain(risk.body.level);
  });

  it('report-suspicious revokes every session, including the current one', async () => {
    const token = await signIn(FIREFOX);
    const other = await signIn(CHROME_MAC);
    const response = await post('/auth/security/report-suspicious', token, {
      reason: 'I did not sign in from a Mac',
    });
    expect(response.json<{ revokedSessions: number }>().revokedSessions).toBeGreaterThanOrEqual(2);
    expect((await get('/auth/profile', token)).status).toBe(401);
    expect((await get('/auth/profile', other)).status).toBe(401);
    const alert = await suite.sink.waitFor('devices@example.com', /security alert/);
    expect(alert.text).toMatch(/Suspicious activity was reported/);
    const fresh = await signIn(FIREFOX);
    const risk = await (get('/auth/security/risk-assessment', fresh) as Promise<{
      status: number;
      body: { reasons: { code: string }[] };
    }>);
    expect(risk.body.reasons.map((r) => r.code)).toContain('SUSPICIOUS_REPORTED');
  });
});
