import type { Campaign, CompletionResult, PartnerPortal } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  errorOf,
  injectAs,
  useAdminSuite,
} from '../../../test/admin-auth.test-support.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { approvedPartner, payPlainAwards, staffCall } from '../../../test/partners.test-support.js';
import { completeAs, publishVideo, watchVideo } from '../../../test/points.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { emailOutbox } from '../email/email.schema.js';
import { users } from '../members/members.schema.js';
import { campaignAccountBalance } from '../points/points-ledger.service.js';
import { checkLedger } from '../points/points-rederive.service.js';

const suite = useAdminSuite('ADMIN');
const HOUR = 3_600_000;

beforeAll(() => payPlainAwards(suite.context));

const member = (who: TestMember, method: 'GET' | 'POST', url: string, payload?: object) =>
  injectAs(suite.context.app, who.token, { method, url: `/api/v1${url}`, ...(payload ? { payload } : {}) });

const decide = (
  id: string,
  action: 'approve' | 'reject' | 'pause',
  payload?: object,
  token = suite.admin.token,
) => staffCall(suite.context, token, 'POST', `/admin/partner-campaigns/${id}/${action}`, payload);

function proposal(activityIds: string[], budgetPoints = 50) {
  const startsAt = new Date(Date.now() - HOUR).toISOString();
  const endsAt = new Date(Date.now() + HOUR).toISOString();
  return { title: 'Our spring offer', activityIds, startsAt, endsAt, bonusPoints: 5, budgetPoints };
}

async function proposed() {
  const owner = await createSignedInMember(suite.context);
  const partner = await approvedPartner(suite.context, suite.admin.token, owner);
  const video = await publishVideo(suite.context, { pointsReward: 10 });
  const response = await member(owner, 'POST', '/partner/campaigns', proposal([video]));
  expect(response.statusCode, response.body).toBe(201);
  return { owner, partner, video, campaign: response.json<Campaign>() };
}

async function bonusFor(video: string): Promise<number | null> {
  const watcher = await createSignedInMember(suite.context);
  await watchVideo(suite.context, watcher, video);
  const completed = await completeAs(suite.context, watcher, video);
  return completed.json<CompletionResult>().sponsoredBonus?.points ?? null;
}

async function emailsTo(userId: string) {
  const [user] = await suite.context.deps.db.select().from(users).where(eq(users.id, userId));
  const to = eq(emailOutbox.toAddress, user?.email ?? '');
  return suite.context.deps.db.select().from(emailOutbox).where(to);
}

async function auditOf(id: string, action: string) {
  const where = and(eq(adminAuditLog.targetId, id), eq(adminAuditLog.action, action));
  return suite.context.deps.db.select().from(adminAuditLog).where(where);
}

describe('campaigns proposed by the partner', () => {
  it('a proposal is unfunded, pays nothing and reserves nothing; only the owner may propose', async () => {
    const { owner, video, campaign } = await proposed();
    expect(campaign).toMatchObject({ status: 'PROPOSED', budgetPoints: 50, budgetLeft: 0 });
    expect(await campaignAccountBalance(suite.context.deps.db, campaign.id)).toBe(0);
    expect(await bonusFor(video)).toBeNull();
    const portal = (await member(owner, 'GET', '/partner/portal')).json<PartnerPortal>();
    expect(portal.campaigns.map((item) => item.status)).toEqual(['PROPOSED']);
    const stranger = await createSignedInMember(suite.context);
    const refused = await member(stranger, 'POST', '/partner/campaigns', proposal([video]));
    expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'PARTNER_ACCESS_REQUIRED']);
    const edit = await staffCall(
      suite.context,
      suite.admin.token,
      'PATCH',
      `/admin/partner-campaigns/${campaign.id}`,
      {
        addBudgetPoints: 10,
      },
    );
    expect([edit.statusCode, errorOf(edit).code]).toEqual([409, 'CAMPAIGN_IS_PROPOSAL']);
    const pause = await decide(campaign.id, 'pause', { reason: 'Test' });
    expect([pause.statusCode, errorOf(pause).code]).toEqual([409, 'CAMPAIGN_TRANSITION_REFUSED']);
    const bad = await member(owner, 'POST', '/partner/campaigns', proposal([crypto.randomUUID()]));
    expect([bad.statusCode, errorOf(bad).code]).toEqual([400, 'CAMPAIGN_ACTIVITY_UNKNOWN']);
  });

  it('approval funds it like a staff campaign, is audited and e-mailed; then it pays and cannot be decided again', async () => {
    const { owner, video, campaign } = await proposed();
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    expect((await decide(campaign.id, 'approve', undefined, analyst.token)).statusCode).toBe(403);
    const approved = await decide(campaign.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<Campaign>()).toMatchObject({ status: 'ACTIVE', budgetLeft: 50 });
    expect(await campaignAccountBalance(suite.context.deps.db, campaign.id)).toBe(50);
    expect(await bonusFor(video)).toBe(5);
    const again = await decide(campaign.id, 'reject', { reason: 'Too late' });
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'CAMPAIGN_NOT_PROPOSED']);
    expect(await auditOf(campaign.id, 'partner_campaign.approve')).toHaveLength(1);
    const mail = (await emailsTo(owner.id)).filter((row) => row.kind === 'partner-campaign-approved');
    expect(mail).toHaveLength(1);
    const unknown = await decide(crypto.randomUUID(), 'approve');
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'CAMPAIGN_NOT_FOUND']);
    expect(await checkLedger(suite.context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('rejection needs a reason, keeps the proposal as REJECTED for the owner and funds nothing', async () => {
    const { owner, campaign } = await proposed();
    expect((await decide(campaign.id, 'reject', {})).statusCode).toBe(400);
    const rejected = await decide(campaign.id, 'reject', { reason: 'The budget is too large.' });
    expect(rejected.json<Campaign>()).toMatchObject({
      status: 'REJECTED',
      decisionReason: 'The budget is too large.',
    });
    const approve = await decide(campaign.id, 'approve');
    expect([approve.statusCode, errorOf(approve).code]).toEqual([409, 'CAMPAIGN_NOT_PROPOSED']);
    expect(await campaignAccountBalance(suite.context.deps.db, campaign.id)).toBe(0);
    expect(await auditOf(campaign.id, 'partner_campaign.reject')).toHaveLength(1);
    const mail = (await emailsTo(owner.id)).filter((row) => row.kind === 'partner-campaign-rejected');
    expect(mail).toHaveLength(1);
  });

  it('approval refuses an activity another running campaign took meanwhile', async () => {
    const { partner, video, campaign } = await proposed();
    const body = { ...proposal([video]), title: 'Staff campaign' };
    const staff = await staffCall(
      suite.context,
      suite.admin.token,
      'POST',
      `/admin/partners/${partner.id}/campaigns`,
      body,
    );
    expect(staff.statusCode, staff.body).toBe(201);
    const approve = await decide(campaign.id, 'approve');
    expect([approve.statusCode, errorOf(approve).code]).toEqual([409, 'CAMPAIGN_ACTIVITY_TAKEN']);
    expect((await decide(campaign.id, 'reject', { reason: 'Taken' })).statusCode).toBe(200);
  });

  it('fifty parallel approvals fund the proposal once and keep the ledger balanced', async () => {
    const { owner, campaign } = await proposed();
    const answers = await Promise.all(Array.from({ length: 50 }, () => decide(campaign.id, 'approve')));
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(49);
    expect(await campaignAccountBalance(suite.context.deps.db, campaign.id)).toBe(50);
    expect(await auditOf(campaign.id, 'partner_campaign.approve')).toHaveLength(1);
    const mail = (await emailsTo(owner.id)).filter((row) => row.kind === 'partner-campaign-approved');
    expect(mail).toHaveLength(1);
    expect(await checkLedger(suite.context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });
});
