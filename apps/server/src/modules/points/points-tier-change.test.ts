import type { ChangeTierResult } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runTaskAndWait } from '../../../test/task-runs.test-support.js';
import {
  createSignedInAdmin,
  errorOf,
  injectAs,
  useAdminSuite,
} from '../../../test/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { emailOutbox } from '../email/email.schema.js';
import { users } from '../members/members.schema.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { loadGlobalConfig, loadTierRules } from './points-config.service.js';
import { pointsGlobalConfig, pointsTierRules } from './points-config.schema.js';
import { memberAndPool, postPoints } from './points-ledger.service.js';
import { updateAllTiers } from './points-tiers.service.js';
import { completeAs, publishVideo, watchVideo } from '../../../test/points.test-support.js';

const suite = useAdminSuite('SUPER_ADMIN');

beforeAll(async () => {
  await loadGlobalConfig(suite.context.deps.db);
  await loadTierRules(suite.context.deps.db);
  await suite.context.deps.db
    .update(pointsGlobalConfig)
    .set({ cooldownSeconds: 0, streakBonus: 0 })
    .where(eq(pointsGlobalConfig.id, 1));
});

const setTier = (member: TestMember, payload: object, token = suite.admin.token) =>
  injectAs(suite.context.app, token, {
    method: 'POST',
    url: `/api/v1/admin/users/${member.id}/tier`,
    payload,
  });

async function tierEmails(member: TestMember) {
  const [row] = await suite.context.deps.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, member.id));
  return suite.context.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'tier-change'), eq(emailOutbox.toAddress, row?.email ?? '')));
}

describe('tier changes', () => {
  it('lets staff set a tier with a reason: audited, emailed, a repeat changes nothing', async () => {
    const member = await createSignedInMember(suite.context);
    expect((await setTier(member, { tier: 'GOLD' })).statusCode).toBe(400);
    const changed = await setTier(member, { tier: 'GOLD', reason: 'Community event winner' });
    expect(changed.json<ChangeTierResult>()).toMatchObject({
      userId: member.id,
      tier: 'GOLD',
      previousTier: 'BASIC',
      changed: true,
      lock: { tier: 'GOLD', until: null, reason: 'Community event winner' },
    });
    const again = await setTier(member, { tier: 'GOLD', reason: 'Community event winner' });
    expect(again.json<ChangeTierResult>().changed).toBe(false);
    const emails = await tierEmails(member);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ subject: 'StreamIt: your tier is now Gold' });
    expect(emails[0]?.textBody).toContain('A member of our team changed your tier.');
    const audit = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'points.tier_changed'), eq(adminAuditLog.targetId, member.id)));
    expect(audit.map((row) => row.details)).toEqual([
      { from: 'BASIC', to: 'GOLD', reason: 'Community event winner', lockedUntil: null },
    ]);
    const missing = { id: '00000000-0000-4000-8000-000000000000', token: member.token };
    expect(errorOf(await setTier(missing, { tier: 'GOLD', reason: 'Nobody' })).code).toBe('USER_NOT_FOUND');
    const moderator = await createSignedInAdmin(suite.context, 'CONTENT_MODERATOR');
    expect((await setTier(member, { tier: 'VIP', reason: 'No rights' }, moderator.token)).statusCode).toBe(
      403,
    );
  });

  it('emails a promotion from earning and one from the nightly update', async () => {
    await suite.context.deps.db
      .update(pointsTierRules)
      .set({ threshold: 40 })
      .where(eq(pointsTierRules.tier, 'BRONZE'));
    const earner = await createSignedInMember(suite.context);
    const video = await publishVideo(suite.context, { pointsReward: 45 });
    await watchVideo(suite.context, earner, video);
    expect((await completeAs(suite.context, earner, video)).statusCode).toBe(200);
    const earned = await tierEmails(earner);
    expect(earned.map((email) => email.subject)).toEqual(['StreamIt: your tier is now Bronze']);
    expect(earned[0]?.textBody).toContain('Your latest points took your lifetime total past the threshold.');

    const sleeper = await createSignedInMember(suite.context);
    await suite.context.deps.db.transaction((tx) =>
      postPoints(tx, {
        kind: 'earn',
        source: 'activity',
        idempotencyKey: `tier-email-${sleeper.id}`,
        lines: memberAndPool(sleeper.id, 41),
      }),
    );
    const run = await runTaskAndWait(suite.context.app, suite.admin.token, 'tier-update');
    expect(run.status, run.error ?? '').toBe('succeeded');
    const nightly = await tierEmails(sleeper);
    expect(nightly).toHaveLength(1);
    expect(nightly[0]?.textBody).toContain('nightly tier review');
  });

  it('keeps a staff-set tier locked against the tier update and earning until the lock ends or is cleared', async () => {
    await suite.context.deps.db
      .update(pointsTierRules)
      .set({ threshold: 40 })
      .where(eq(pointsTierRules.tier, 'BRONZE'));
    const earn = (member: TestMember, key: string, amount: number) =>
      suite.context.deps.db.transaction((tx) =>
        postPoints(tx, {
          kind: 'earn',
          source: 'activity',
          idempotencyKey: key,
          lines: memberAndPool(member.id, amount),
        }),
      );
    const tierOf = async (member: TestMember) =>
      (await suite.context.deps.db.select({ tier: users.tier }).from(users).where(eq(users.id, member.id)))[0]
        ?.tier;
    const now = Date.now();
    const pinned = (hoursAhead: number) => new Date(now + hoursAhead * 3_600_000);
    const held = await createSignedInMember(suite.context);
    const timed = await createSignedInMember(suite.context);
    await earn(held, `lock-held-${held.id}`, 41);
    await earn(timed, `lock-timed-${timed.id}`, 41);
    const lockUntil = pinned(48).toISOString();
    expect((await setTier(held, { tier: 'BASIC', reason: 'Farming under review' })).statusCode).toBe(200);
    const timedLock = await setTier(timed, { tier: 'BASIC', reason: 'Two-day hold', lockUntil });
    expect(timedLock.json<ChangeTierResult>()).toMatchObject({ changed: true, lock: { until: lockUntil } });
    const past = await setTier(timed, {
      tier: 'BASIC',
      reason: 'Too late',
      lockUntil: pinned(-1).toISOString(),
    });
    expect(past.statusCode).toBe(400);

    // A day later both locks hold: the update skips them and says so; nothing else was due.
    const mailer = { smtp: false };
    const dayLater = await suite.context.deps.db.transaction((tx) => updateAllTiers(tx, mailer, pinned(24)));
    expect(dayLater).toEqual({ promoted: 0, skippedLocked: 2 });
    const video = await publishVideo(suite.context, { pointsReward: 5 });
    await watchVideo(suite.context, held, video);
    expect((await completeAs(suite.context, held, video)).statusCode).toBe(200);
    expect([await tierOf(held), await tierOf(timed)]).toEqual(['BASIC', 'BASIC']);

    // Three days later the timed lock has ended: that member is raised, the open-ended lock still holds.
    const later = await suite.context.deps.db.transaction((tx) => updateAllTiers(tx, mailer, pinned(72)));
    expect(later).toEqual({ promoted: 1, skippedLocked: 1 });
    expect([await tierOf(held), await tierOf(timed)]).toEqual(['BASIC', 'BRONZE']);

    const clear = () =>
      injectAs(suite.context.app, suite.admin.token, {
        method: 'DELETE',
        url: `/api/v1/admin/users/${held.id}/tier-lock`,
      });
    expect((await clear()).json()).toEqual({ userId: held.id, cleared: true });
    expect((await clear()).json()).toEqual({ userId: held.id, cleared: false });
    const run = await runTaskAndWait(suite.context.app, suite.admin.token, 'tier-update');
    expect(run.result).toEqual({ promoted: 1, skippedLocked: 0 });
    expect(await tierOf(held)).toBe('BRONZE');
    const cleared = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'points.tier_lock_cleared'), eq(adminAuditLog.targetId, held.id)));
    expect(cleared.map((row) => row.details)).toEqual([{ tier: 'BASIC', until: null }]);
  });
});
