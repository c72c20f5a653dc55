import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { injectAs, useAdminSuite } from '../../test/admin-auth.test-support.js';
import { deployedEnvWithout } from '../../test/deployed-config.test-support.js';
import { ConfigError, loadConfig } from '../config.js';

const MEMBER = 'https://streamit.test';
const ADMIN = 'https://admin.streamit.test';
const webDist = mkdtempSync(path.join(tmpdir(), 'streamit-admin-origin-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>StreamIt</title><div id="root"></div>',
);
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
});

const suite = useAdminSuite('SUPER_ADMIN', {
  PUBLIC_URL: MEMBER,
  ADMIN_ORIGIN: ADMIN,
  WEB_DIST_DIR: webDist,
});

function page(host: string, url: string) {
  return suite.context.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });
}

describe('the admin area on its own origin (ADMIN_ORIGIN, decision 091)', () => {
  it('moves /admin pages asked for on the member origin to the same path on the admin origin', async () => {
    const moved = await page('streamit.test', '/admin/users?page=2');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe(`${ADMIN}/admin/users?page=2`);
    const served = await page('admin.streamit.test', '/admin/users');
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('<div id="root">');
    // A path that only starts with the same letters is a member page.
    expect((await page('streamit.test', '/administrators')).statusCode).toBe(200);
  });

  it('refuses a staff token the member origin’s pages send, and takes it from the admin origin’s', async () => {
    const { app } = suite.context;
    const url = '/api/v1/auth/admin/me';
    const fromMemberPage = await injectAs(app, suite.admin.token, { url, headers: { origin: MEMBER } });
    expect(fromMemberPage.statusCode).toBe(403);
    expect(fromMemberPage.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    // A same-origin GET carries no Origin: the host it went to and Sec-Fetch-Site tell the page's origin.
    const sameOrigin = { host: 'streamit.test', 'sec-fetch-site': 'same-origin' };
    expect((await injectAs(app, suite.admin.token, { url, headers: sameOrigin })).statusCode).toBe(403);
    const elsewhere = { host: 'admin.streamit.test', 'sec-fetch-site': 'cross-site' };
    expect((await injectAs(app, suite.admin.token, { url, headers: elsewhere })).statusCode).toBe(403);
    const adminSame = { host: 'admin.streamit.test', 'sec-fetch-site': 'same-origin' };
    expect((await injectAs(app, suite.admin.token, { url, headers: adminSame })).statusCode).toBe(200);
    const fromAdminPage = await injectAs(app, suite.admin.token, { url, headers: { origin: ADMIN } });
    expect(fromAdminPage.statusCode).toBe(200);
    // A staff sign-in from a member page is refused before any password is checked.
    const login = await injectAs(app, null, {
      method: 'POST',
      url: '/api/v1/auth/admin/login',
      headers: { origin: MEMBER },
      payload: { email: suite.admin.email, password: suite.admin.password },
    });
    expect(login.statusCode).toBe(403);
  });

  it('refuses member sign-in and member sessions from the admin origin’s pages', async () => {
    const { app } = suite.context;
    const payload = { email: 'nobody@member.test', password: 'not-the-password-1' };
    const fromAdmin = await injectAs(app, null, {
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: ADMIN },
      payload,
    });
    expect(fromAdmin.statusCode).toBe(403);
    const profile = await injectAs(app, 'any-token', {
      url: '/api/v1/auth/profile',
      headers: { origin: ADMIN },
    });
    expect(profile.statusCode).toBe(403);
    // The member origin's pages reach the sign-in check itself (a wrong password here).
    const fromMember = await injectAs(app, null, {
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { origin: MEMBER },
      payload,
    });
    expect(fromMember.statusCode).not.toBe(403);
  });

  it('leaves requests no browser page made alone (scripts, the command line)', async () => {
    const response = await injectAs(suite.context.app, suite.admin.token, { url: '/api/v1/auth/admin/me' });
    expect(response.statusCode).toBe(200);
  });

  it('requires ADMIN_ORIGIN of a deployed server, and an origin apart from the member site', () => {
    const deployed = { ...deployedEnvWithout('ADMIN_ORIGIN'), PUBLIC_URL: MEMBER };
    expect(() => loadConfig(deployed)).toThrow(/ADMIN_ORIGIN: required in production/);
    expect(loadConfig({ ...deployed, ADMIN_ORIGIN: `${ADMIN}/` }).adminUrl).toBe(ADMIN);
    expect(() => loadConfig({ ...deployed, ADMIN_ORIGIN: `${MEMBER}/` })).toThrow(/must differ/);
    expect(() => loadConfig({ ...deployed, ADMIN_ORIGIN: `${ADMIN}/admin` })).toThrow(ConfigError);
    // npm start and development: no admin origin, the admin area under PUBLIC_URL as before.
    expect(loadConfig({ NODE_ENV: 'production' }).adminUrl).toBe('http://localhost:3000');
  });
});
