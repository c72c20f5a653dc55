import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { login } from '../../../test/member-auth.test-support.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { seedDemoData } from '../../seed/seed.js';
import { demoMemberLogins, resolveDemoMemberPassword } from './demo-members.js';

let context: TestContext;
const dataDir = mkdtempSync(path.join(tmpdir(), 'streamit-demo-'));
const silent = { info: () => undefined };

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('demo members', () => {
  it('generates the password once, keeps it private in DATA_DIR, and prints it with the logins', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = resolveDemoMemberPassword(config);
    expect(first.length).toBeGreaterThanOrEqual(16);
    expect(resolveDemoMemberPassword(config)).toBe(first);
    expect(statSync(path.join(dataDir, 'demo-member-password')).mode & 0o777).toBe(0o600);
    expect(demoMemberLogins(config)[0]).toBe(`member@streamit.local / ${first}  (BASIC member)`);
    expect(
      resolveDemoMemberPassword(
        loadConfig({ DATA_DIR: dataDir, DEMO_MEMBER_PASSWORD: 'from-the-environment-1' }),
      ),
    ).toBe('from-the-environment-1');
  });

  it('are not created without a password', async () => {
    await seedDemoData(context.deps.db, silent);
    expect((await login(context.app, 'member@streamit.local', 'anything-at-all')).statusCode).toBe(401);
  });

  it('seeds a BASIC member, a creator and a VIP who can log in with the password', async () => {
    await seedDemoData(context.deps.db, silent, { demoMemberPassword: 'demo-pass-for-tests-7' });
    const tiers: Record<string, unknown>[] = [];
    for (const email of ['member@streamit.local', 'creator@streamit.local', 'vip@streamit.local']) {
      const response = await login(context.app, email, 'demo-pass-for-tests-7');
      expect(response.statusCode).toBe(200);
      tiers.push(response.json<{ user: Record<string, unknown> }>().user);
    }
    expect(tiers.map((user) => [user.tier, user.isContentCreator])).toEqual([
      ['BASIC', false],
      ['SILVER', true],
      ['VIP', false],
    ]);
  });
});
