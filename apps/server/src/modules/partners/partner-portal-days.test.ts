import type { PartnerPortalDays } from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { approvedPartner, payPlainAwards, runningCampaign } from '../../../test/partners.test-support.js';
import { completeAs, publishVideo, watchVideo } from '../../../test/points.test-support.js';
import { activityViews } from '../watch/watch.schema.js';
import { spanEndingOn } from './partner-portal-days.service.js';

const suite = useAdminSuite('ADMIN');

beforeAll(() => payPlainAwards(suite.context));

const get = (member: TestMember | null, url: string) =>
  injectAs(suite.context.app, member?.token ?? null, { method: 'GET', url: `/api/v1${url}` });

async function sponsoredPartner(bonusPoints: number, budgetPoints: number) {
  const owner = await createSignedInMember(suite.context);
  const partner = await approvedPartner(suite.context, suite.admin.token, owner);
  const video = await publishVideo(suite.context, { pointsReward: 10 });
  const campaign = await runningCampaign(suite.context, suite.admin.token, partner.id, {
    title: '=HYPERLINK("https://evil.example")',
    activityIds: [video],
    bonusPoints,
    budgetPoints,
  });
  return { owner, partner, video, campaign };
}

async function viewsOf(video: string): Promise<number> {
  const [row] = await suite.context.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(activityViews)
    .where(eq(activityViews.activityId, video));
  return row?.n ?? 0;
}

describe('the partner portal by day', () => {
  it('counts reach, views, completions, bonus paid and budget left on today, matching what happened', async () => {
    const { owner, video, campaign } = await sponsoredPartner(5, 10);
    const members = await Promise.all([1, 2, 3].map(() => createSignedInMember(suite.context)));
    for (const member of members) await watchVideo(suite.context, member, video);
    for (const member of members)
      expect((await completeAs(suite.context, member, video)).statusCode).toBe(200);
    const answer = await get(owner, '/partner/portal/days?days=7');
    expect(answer.statusCode, answer.body).toBe(200);
    const figures = answer.json<PartnerPortalDays>();
    const today = new Date().toISOString().slice(0, 10);
    expect(figures).toMatchObject({ from: spanEndingOn(new Date(), 7).from, to: today });
    expect(figures.overall).toHaveLength(7);
    const expected = {
      day: today,
      reach: 3,
      views: await viewsOf(video),
      completions: 3,
      bonusPaid: 10,
      budgetLeft: 0,
    };
    expect(figures.overall.at(-1)).toEqual(expected);
    expect(figures.campaigns).toEqual([
      { campaignId: campaign.id, title: campaign.title, days: expect.any(Array) as unknown },
    ]);
    expect(figures.campaigns[0]?.days.at(-1)).toEqual(expected);
    // The days before the campaign existed: nothing, and no budget yet.
    expect(figures.overall[0]).toEqual({
      day: figures.from,
      reach: 0,
      views: 0,
      completions: 0,
      bonusPaid: 0,
      budgetLeft: 0,
    });
  });

  it('gives the CSV of the same figures, formula-safe', async () => {
    const { owner, campaign } = await sponsoredPartner(5, 50);
    const csv = await get(owner, '/partner/portal/days/export?days=7');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="partner-figures-/);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"day","campaign_id","campaign","reach","views","completions","bonus_points_paid","budget_left"',
    );
    expect(lines).toHaveLength(1 + 7 + 7);
    const today = new Date().toISOString().slice(0, 10);
    expect(lines).toContain(`"${today}","","","0","0","0","0","50"`);
    expect(lines).toContain(
      `"${today}","${campaign.id}","'=HYPERLINK(""https://evil.example"")","0","0","0","0","50"`,
    );
  });

  it("never shows another partner's figures, and refuses anyone outside a partner", async () => {
    const first = await sponsoredPartner(5, 10);
    const second = await sponsoredPartner(5, 20);
    const member = await createSignedInMember(suite.context);
    await watchVideo(suite.context, member, first.video);
    await completeAs(suite.context, member, first.video);
    const theirs = (await get(second.owner, '/partner/portal/days?days=7')).json<PartnerPortalDays>();
    expect(theirs.campaigns.map((campaign) => campaign.campaignId)).toEqual([second.campaign.id]);
    expect(theirs.overall.at(-1)).toMatchObject({ reach: 0, completions: 0, bonusPaid: 0, budgetLeft: 20 });
    const stranger = await createSignedInMember(suite.context);
    for (const url of ['/partner/portal/days', '/partner/portal/days/export']) {
      const refused = await get(stranger, url);
      expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'PARTNER_ACCESS_REQUIRED']);
      expect((await get(null, url)).statusCode).toBe(401);
    }
    expect((await get(first.owner, '/partner/portal/days?days=5')).statusCode).toBe(400);
  });
});
