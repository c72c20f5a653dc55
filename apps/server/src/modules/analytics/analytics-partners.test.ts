import { PartnersReportSchema, type Campaign, type PartnerApplication } from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSignedInAdmin,
  injectAs,
  useAdminSuite,
  type TestAdmin,
} from '../../../test/admin-auth.test-support.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import {
  applyAsPartner,
  approvedPartner,
  sampleOrganisation,
  staffCall,
} from '../../../test/partners.test-support.js';
import { completeAs, publishVideo, watchVideo } from '../../../test/points.test-support.js';
import { dayOf } from '../../../test/seeded-random.test-support.js';
import { loadGlobalConfig } from '../points/points-config.service.js';
import { pointsGlobalConfig } from '../points/points-config.schema.js';
import { addDays } from './analytics-period.js';

const suite = useAdminSuite('ADMIN');
let analyst: TestAdmin;
const HOUR = 3_600_000;
const today = dayOf(new Date());

beforeAll(async () => {
  analyst = await createSignedInAdmin(suite.context, 'ANALYST');
  await loadGlobalConfig(suite.context.deps.db);
  await suite.context.deps.db
    .update(pointsGlobalConfig)
    .set({ cooldownSeconds: 0, streakBonus: 0 })
    .where(eq(pointsGlobalConfig.id, 1));
});

async function readReport(from: string, to: string) {
  const response = await injectAs(suite.context.app, analyst.token, {
    method: 'GET',
    url: `/api/v1/admin/analytics/partners?from=${from}&to=${to}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return PartnersReportSchema.parse(response.json());
}

/** A partner with one running campaign on a fresh video: 5 bonus points a completion, a budget of 50. */
async function sponsoredVideo() {
  const partner = await approvedPartner(
    suite.context,
    suite.admin.token,
    await createSignedInMember(suite.context),
  );
  const video = await publishVideo(suite.context, { pointsReward: 10 });
  const created = await staffCall(
    suite.context,
    suite.admin.token,
    'POST',
    `/admin/partners/${partner.id}/campaigns`,
    {
      title: 'Calligraphy week',
      activityIds: [video],
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
      bonusPoints: 5,
      budgetPoints: 50,
    },
  );
  expect(created.statusCode, created.body).toBe(201);
  return { partner, video, campaign: created.json<Campaign>() };
}

describe('the partners report', () => {
  it('answers zeros and no partners before the program has any', async () => {
    const report = await readReport(addDays(today, -29), today);
    expect(report.partnersByStatus).toEqual([]);
    expect(report.bonus.points).toEqual({ current: 0, previous: 0 });
    expect(report.partners).toEqual([]);
  });

  it('counts applications and outcomes, bonuses paid, members reached and budgets, beside the period before', async () => {
    const { partner, video } = await sponsoredVideo();
    const rejected = await applyAsPartner(
      suite.context,
      await createSignedInMember(suite.context),
      sampleOrganisation(),
    );
    const { id } = rejected.json<PartnerApplication>();
    await staffCall(suite.context, suite.admin.token, 'POST', `/admin/partner-applications/${id}/review`, {
      decision: 'REJECT',
      reason: 'Outside the art and culture focus',
    });
    const members = await Promise.all([1, 2, 3].map(() => createSignedInMember(suite.context)));
    for (const member of members) {
      await watchVideo(suite.context, member, video);
      expect((await completeAs(suite.context, member, video)).statusCode).toBe(200);
    }
    // One bonus paid 40 days ago: in the previous period of a 30-day range only.
    await suite.context.deps.db
      .execute(sql`UPDATE partner_campaign_bonuses SET created_at = now() - interval '40 days'
      WHERE id = (SELECT min(id) FROM partner_campaign_bonuses)`);

    const report = await readReport(addDays(today, -29), today);
    expect(report.applications).toEqual({
      submitted: { current: 2, previous: 0 },
      approved: { current: 1, previous: 0 },
      rejected: { current: 1, previous: 0 },
    });
    expect(report.partnersByStatus).toEqual([{ status: 'ACTIVE', partners: 1 }]);
    expect(report.bonus).toEqual({
      points: { current: 10, previous: 5 },
      bonuses: { current: 2, previous: 1 },
      reach: { current: 2, previous: 1 },
    });
    expect(report.budgets).toEqual({ campaigns: 1, budgetPoints: 50, spentPoints: 15, leftPoints: 35 });
    expect(report.partners).toEqual([
      {
        name: partner.name,
        status: 'ACTIVE',
        campaigns: 1,
        reach: 2,
        bonuses: 2,
        bonusPoints: 10,
        budgetLeft: 35,
      },
    ]);
  });

  it('is refused to a moderator', async () => {
    const moderator = await createSignedInAdmin(suite.context, 'MODERATOR');
    const response = await injectAs(suite.context.app, moderator.token, {
      method: 'GET',
      url: '/api/v1/admin/analytics/partners',
    });
    expect(response.statusCode).toBe(403);
  });
});
