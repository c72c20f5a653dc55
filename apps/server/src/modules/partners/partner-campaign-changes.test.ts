import type { Campaign, CompletionResult } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAdmin, errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { approvedPartner, payPlainAwards, staffCall } from '../../../test/partners.test-support.js';
import { completeAs, publishVideo, watchVideo } from '../../../test/points.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { campaignAccountBalance } from '../points/points-ledger.service.js';
import { checkLedger } from '../points/points-rederive.service.js';

const suite = useAdminSuite('ADMIN');
const HOUR = 3_600_000;

beforeAll(async () => {
  await payPlainAwards(suite.context);
});

const call = (method: 'POST' | 'PATCH', url: string, payload: object, token = suite.admin.token) =>
  staffCall(suite.context, token, method, url, payload);

async function sponsored(bonusPoints = 5, budgetPoints = 50) {
  const partner = await approvedPartner(
    suite.context,
    suite.admin.token,
    await createSignedInMember(suite.context),
  );
  const video = await publishVideo(suite.context, { pointsReward: 10 });
  const created = await call('POST', `/admin/partners/${partner.id}/campaigns`, {
    title: 'Spring of calligraphy',
    activityIds: [video],
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + HOUR).toISOString(),
    bonusPoints,
    budgetPoints,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { partner, video, campaign: created.json<Campaign>() };
}

const move = (campaign: Campaign, action: string, token?: string) =>
  call('POST', `/admin/partner-campaigns/${campaign.id}/${action}`, { reason: 'Test' }, token);

async function bonusFor(video: string): Promise<number | null> {
  const member: TestMember = await createSignedInMember(suite.context);
  await watchVideo(suite.context, member, video);
  const completed = await completeAs(suite.context, member, video);
  return completed.json<CompletionResult>().sponsoredBonus?.points ?? null;
}

describe('staff campaign changes', () => {
  it('edits the title, window, bonus and activities, and a top-up moves more points into the campaign', async () => {
    const { video, campaign } = await sponsored();
    const other = await publishVideo(suite.context, { pointsReward: 10 });
    const edited = await call('PATCH', `/admin/partner-campaigns/${campaign.id}`, {
      title: 'Autumn of calligraphy',
      activityIds: [video, other],
      endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      bonusPoints: 8,
      addBudgetPoints: 30,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Campaign>()).toMatchObject({
      title: 'Autumn of calligraphy',
      activityIds: [video, other].sort(),
      bonusPoints: 8,
      budgetPoints: 80,
      budgetLeft: 80,
    });
    expect(await bonusFor(other)).toBe(8);
    expect(await campaignAccountBalance(suite.context.deps.db, campaign.id)).toBe(72);
    const audit = await suite.context.deps.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, campaign.id));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'partner_campaign.create',
      'partner_campaign.update',
    ]);
    expect(await checkLedger(suite.context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('refuses an end before the start, an activity another campaign sponsors, and an oversized budget', async () => {
    const { campaign } = await sponsored();
    const taken = await sponsored();
    const url = `/admin/partner-campaigns/${campaign.id}`;
    const backwards = await call('PATCH', url, { endsAt: new Date(Date.now() - 2 * HOUR).toISOString() });
    expect([backwards.statusCode, errorOf(backwards).code]).toEqual([400, 'CAMPAIGN_WINDOW_INVALID']);
    const clash = await call('PATCH', url, { activityIds: taken.campaign.activityIds });
    expect([clash.statusCode, errorOf(clash).code]).toEqual([409, 'CAMPAIGN_ACTIVITY_TAKEN']);
    const huge = await call('PATCH', url, { addBudgetPoints: 10_000_000 });
    expect([huge.statusCode, errorOf(huge).code]).toEqual([400, 'CAMPAIGN_BUDGET_TOO_LARGE']);
    expect((await call('PATCH', url, {})).statusCode).toBe(400);
  });

  it('pausing stops the bonus, resuming pays it again, resuming is refused while the partner is suspended', async () => {
    const { partner, video, campaign } = await sponsored();
    expect((await move(campaign, 'pause')).json<Campaign>().status).toBe('PAUSED');
    expect(await bonusFor(video)).toBeNull();
    const twice = await move(campaign, 'pause');
    expect([twice.statusCode, errorOf(twice).code]).toEqual([409, 'CAMPAIGN_TRANSITION_REFUSED']);
    expect(errorOf(twice).message).toContain('is PAUSED; pause is allowed only from ACTIVE');
    expect((await move(campaign, 'resume')).json<Campaign>().status).toBe('ACTIVE');
    expect(await bonusFor(video)).toBe(5);
    await call('POST', `/admin/partners/${partner.id}/suspend`, { reason: 'Test' });
    const resumed = await move(campaign, 'resume');
    expect([resumed.statusCode, errorOf(resumed).code]).toEqual([409, 'PARTNER_NOT_ACTIVE']);
  });

  it('ending returns the unspent budget and is final; staff without canManagePoints are refused', async () => {
    const { video, campaign } = await sponsored();
    expect(await bonusFor(video)).toBe(5);
    const ended = await move(campaign, 'end');
    expect(ended.json<Campaign>()).toMatchObject({ status: 'ENDED', budgetLeft: 0, bonusPaid: 5 });
    expect(await campaignAccountBalance(suite.context.deps.db, campaign.id)).toBe(0);
    expect(await bonusFor(video)).toBeNull();
    const again = await move(campaign, 'resume');
    expect(errorOf(again).message).toContain('has ENDED, which is final');
    const edit = await call('PATCH', `/admin/partner-campaigns/${campaign.id}`, { title: 'Later' });
    expect([edit.statusCode, errorOf(edit).code]).toEqual([409, 'CAMPAIGN_ENDED']);
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    expect((await move(campaign, 'pause', analyst.token)).statusCode).toBe(403);
    const unknown = await move({ ...campaign, id: '00000000-0000-4000-8000-000000000000' }, 'end');
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'CAMPAIGN_NOT_FOUND']);
    expect(await checkLedger(suite.context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });
});
