import type { ChangeTierResult } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import {
  createAdminTestContext,
  createSignedInAdmin,
  errorOf,
  injectAs,
  type TestAdmin,
} from '../admin-auth/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { emailOutbox } from '../email/email.schema.js';
import { users } from '../members/members.schema.js';
import { createSignedInMember, type TestMember } from '../moderation/moderation.test-support.js';
import { loadGlobalConfig, loadTierRules } from './points-config.service.js';
import { pointsGlobalConfig, pointsTierRules } from './points-config.schema.js';
import { memberAndPool, postPoints } from './points-ledger.service.js';
import { completeAs, publishVideo, watchVideo } from './points.test-support.js';

let context: TestContext;
let admin: TestAdmin;

beforeAll(async () => {
  context = await createAdminTestContext();
  admin = await createSignedInAdmin(context, 'SUPER_ADMIN');
  await loadGlobalConfig(context.deps.db);
  await loadTierRules(context.deps.db);
  await context.deps.db
    .update(pointsGlobalConfig)
    .set({ cooldownSeconds: 0, streakBonus: 0 })
    .where(eq(pointsGlobalConfig.id, 1));
});
afterAll(() => context.close());

const setTier = (member: TestMember, payload: object, token = admin.token) =>
  injectAs(context.app, token, { method: 'POST', url: `/api/v1/admin/users/${member.id}/tier`, payload });

async function tierEmails(member: TestMember) {
  const [row] = await context.deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, member.id));
  return context.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'tier-change'), eq(emailOutbox.toAddress, row?.email ?? '')));
}

describe('tier changes', () => {
  it('lets staff set a tier with a reason: audited, emailed, a repeat changes nothing', async () => {
    const member = await createSignedInMember(context);
    expect((await setTier(member, { tier: 'GOLD' })).statusCode).toBe(400);
    const changed = await setTier(member, { tier: 'GOLD', reason: 'Community event winner' });
    expect(changed.json<ChangeTierResult>()).toEqual({
      userId: member.id,
      tier: 'GOLD',
      previousTier: 'BASIC',
      changed: true,
    });
    const again = await setTier(member, { tier: 'GOLD', reason: 'Community event winner' });
    expect(again.json<ChangeTierResult>().changed).toBe(false);
    const emails = await tierEmails(member);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ subject: 'StreamIt: your tier is now GOLD' });
    expect(emails[0]?.textBody).toContain('A member of our team changed your tier.');
    const audit = await context.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'points.tier_changed'), eq(adminAuditLog.targetId, member.id)));
    expect(audit.map((row) => row.details)).toEqual([
      { from: 'BASIC', to: 'GOLD', reason: 'Community event winner' },
    ]);
    const missing = { id: '00000000-0000-4000-8000-000000000000', token: member.token };
    expect(errorOf(await setTier(missing, { tier: 'GOLD', reason: 'Nobody' })).code).toBe('USER_NOT_FOUND');
    const moderator = await createSignedInAdmin(context, 'CONTENT_MODERATOR');
    expect((await setTier(member, { tier: 'VIP', reason: 'No rights' }, moderator.token)).statusCode).toBe(
      403,
    );
  });

  it('emails a promotion from earning and one from the nightly update', async () => {
    await context.deps.db
      .update(pointsTierRules)
      .set({ threshold: 40 })
      .where(eq(pointsTierRules.tier, 'BRONZE'));
    const earner = await createSignedInMember(context);
    const video = await publishVideo(context, { pointsReward: 45 });
    await watchVideo(context, earner, video);
    expect((await completeAs(context, earner, video)).statusCode).toBe(200);
    const earned = await tierEmails(earner);
    expect(earned.map((email) => email.subject)).toEqual(['StreamIt: your tier is now BRONZE']);
    expect(earned[0]?.textBody).toContain('Your latest points took your lifetime total past the threshold.');

    const sleeper = await createSignedInMember(context);
    await context.deps.db.transaction((tx) =>
      postPoints(tx, {
        kind: 'earn',
        source: 'activity',
        idempotencyKey: `tier-email-${sleeper.id}`,
        lines: memberAndPool(sleeper.id, 41),
      }),
    );
    const run = await injectAs(context.app, admin.token, {
      method: 'POST',
      url: '/api/v1/admin/tasks/tier-update',
    });
    expect(run.statusCode, run.body).toBe(200);
    const nightly = await tierEmails(sleeper);
    expect(nightly).toHaveLength(1);
    expect(nightly[0]?.textBody).toContain('nightly tier review');
  });
});
