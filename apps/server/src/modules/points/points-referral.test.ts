import type { ReferralStats } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { users } from '../members/members.schema.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { ensureReferralCode, recordReferral } from '../referrals/referrals.service.js';
import { memberDevices, memberSessions } from '../sessions/sessions.schema.js';
import { loadGlobalConfig } from './points-config.service.js';
import { pointsGlobalConfig } from './points-config.schema.js';
import { pointsPostings } from './points-ledger.schema.js';
import { checkLedger } from './points-rederive.service.js';
import { completeAs, publishVideo, totalPointsOf, watchVideo } from '../../../test/points.test-support.js';

const suite = useAdminSuite('ADMIN');
let network = 0;

beforeAll(async () => {
  await loadGlobalConfig(suite.context.deps.db);
  await suite.context.deps.db
    .update(pointsGlobalConfig)
    .set({ cooldownSeconds: 0, streakBonus: 0, welcomeBonus: 0, referralReward: 100 })
    .where(eq(pointsGlobalConfig.id, 1));
});

/** Moves a member's sessions and devices to a network of their own (the test members share one /24). */
async function ownNetwork(member: TestMember) {
  network += 1;
  const ip = `203.0.${network}.7`;
  await suite.context.deps.db.update(memberSessions).set({ ip }).where(eq(memberSessions.userId, member.id));
  await suite.context.deps.db
    .update(memberDevices)
    .set({ lastIp: ip })
    .where(eq(memberDevices.userId, member.id));
}

async function refer(referrer: TestMember, referred: TestMember) {
  const { code } = await ensureReferralCode(suite.context.deps.db, referrer.id);
  await recordReferral(suite.context.deps.db, referred.id, { code, referrerUserId: referrer.id });
}

const balanceOf = (userId: string) => totalPointsOf(suite.context, userId);

async function statsOf(member: TestMember): Promise<ReferralStats> {
  return (
    await injectAs(suite.context.app, member.token, { method: 'GET', url: '/api/v1/referral/stats' })
  ).json();
}

describe('referral vesting', () => {
  it("vests once when the referred member's first rewards land in parallel", async () => {
    const [referrer, referred] = [
      await createSignedInMember(suite.context),
      await createSignedInMember(suite.context),
    ];
    await ownNetwork(referred);
    await refer(referrer, referred);
    const videos = [
      await publishVideo(suite.context),
      await publishVideo(suite.context),
      await publishVideo(suite.context),
    ];
    for (const video of videos) await watchVideo(suite.context, referred, video);
    expect((await statsOf(referrer)).recent[0]?.status).toBe('PENDING');
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => completeAs(suite.context, referred, videos[i % 3] ?? '')),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(await balanceOf(referrer.id)).toBe(100);
    const paid = await suite.context.deps.db
      .select()
      .from(pointsPostings)
      .where(
        and(
          eq(pointsPostings.source, 'referral'),
          eq(pointsPostings.idempotencyKey, `referral:${referred.id}`),
        ),
      );
    expect(paid).toHaveLength(1);
    expect(await statsOf(referrer)).toMatchObject({
      totalReferrals: 1,
      vestedReferrals: 1,
      refusedReferrals: 0,
      pointsEarned: 100,
      rewardPoints: 100,
      recent: [{ status: 'VESTED' }],
    });
    expect(await checkLedger(suite.context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  }, 120_000);

  it('refuses a ring: referrer and referred from the same network', async () => {
    const [referrer, referred] = [
      await createSignedInMember(suite.context),
      await createSignedInMember(suite.context),
    ];
    await refer(referrer, referred);
    const video = await publishVideo(suite.context);
    await watchVideo(suite.context, referred, video);
    expect((await completeAs(suite.context, referred, video)).statusCode).toBe(200);
    expect(await balanceOf(referrer.id)).toBe(0);
    expect(await statsOf(referrer)).toMatchObject({
      vestedReferrals: 0,
      refusedReferrals: 1,
      recent: [{ status: 'REFUSED' }],
    });
  });

  it('waits for the email: an unverified earner vests when staff verify the address', async () => {
    const [referrer, referred] = [
      await createSignedInMember(suite.context),
      await createSignedInMember(suite.context),
    ];
    await ownNetwork(referred);
    await refer(referrer, referred);
    const [row] = await suite.context.deps.db
      .update(users)
      .set({ emailVerifiedAt: null })
      .where(eq(users.id, referred.id))
      .returning({ email: users.email });
    const video = await publishVideo(suite.context);
    await watchVideo(suite.context, referred, video);
    expect((await completeAs(suite.context, referred, video)).statusCode).toBe(200);
    expect((await statsOf(referrer)).recent[0]?.status).toBe('PENDING');
    const verified = await injectAs(suite.context.app, suite.admin.token, {
      method: 'POST',
      url: '/api/v1/admin/members/verify-email',
      payload: { email: row?.email, reason: 'Confirmed by phone' },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await balanceOf(referrer.id)).toBe(100);
    expect((await statsOf(referrer)).recent[0]?.status).toBe('VESTED');
  });
});
