import type { Campaign, PublicPartner, SponsorshipList } from '@streamit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { approvedPartner, payPlainAwards, staffCall } from '../../../test/partners.test-support.js';
import { completeAs, publishVideo, watchVideo } from '../../../test/points.test-support.js';

const suite = useAdminSuite('ADMIN');
const HOUR = 3_600_000;

beforeAll(async () => {
  await payPlainAwards(suite.context);
});

const staff = (url: string, payload?: object) =>
  staffCall(suite.context, suite.admin.token, payload ? 'POST' : 'GET', url, payload);
const visitor = (url: string) => injectAs(suite.context.app, null, { method: 'GET', url: `/api/v1${url}` });
const sponsorshipsOf = async (ids: string[]) =>
  (await visitor(`/partners/sponsorships?activityIds=${ids.join(',')}`)).json<SponsorshipList>().items;

async function sponsored() {
  const partner = await approvedPartner(
    suite.context,
    suite.admin.token,
    await createSignedInMember(suite.context),
  );
  const video = await publishVideo(suite.context, { pointsReward: 10 });
  const created = await staff(`/admin/partners/${partner.id}/campaigns`, {
    title: 'Spring of calligraphy',
    activityIds: [video],
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + HOUR).toISOString(),
    bonusPoints: 5,
    budgetPoints: 5,
  });
  expect(created.statusCode, created.body).toBe(201);
  return { partner, video, campaign: created.json<Campaign>() };
}

describe('who presents an activity, and the partner public page', () => {
  it('names the partner and its bonus, then says when the budget is used up', async () => {
    const { partner, video } = await sponsored();
    const plain = await publishVideo(suite.context);
    expect(await sponsorshipsOf([video, plain])).toEqual([
      {
        activityId: video,
        partnerId: partner.id,
        partnerName: partner.name,
        logoUrl: null,
        campaignTitle: 'Spring of calligraphy',
        bonusPoints: 5,
        budgetUsedUp: false,
      },
    ]);
    const member = await createSignedInMember(suite.context);
    await watchVideo(suite.context, member, video);
    expect((await completeAs(suite.context, member, video)).statusCode).toBe(200);
    expect((await sponsorshipsOf([video]))[0]?.budgetUsedUp).toBe(true);
    const page = (await visitor(`/partners/${partner.id}`)).json<PublicPartner>();
    expect(page).toMatchObject({ id: partner.id, name: partner.name, kind: 'GALLERY' });
    expect(page.campaigns).toMatchObject([
      { title: 'Spring of calligraphy', budgetUsedUp: true, status: 'ACTIVE' },
    ]);
    expect(page.campaigns[0]?.activities.map((activity) => activity.id)).toEqual([video]);
  });

  it('shows nothing for a suspended partner, and refuses a malformed list', async () => {
    const { partner, video } = await sponsored();
    expect((await staff(`/admin/partners/${partner.id}/suspend`, { reason: 'Test' })).statusCode).toBe(200);
    expect(await sponsorshipsOf([video])).toEqual([]);
    const hidden = await visitor(`/partners/${partner.id}`);
    expect([hidden.statusCode, errorOf(hidden).code]).toEqual([404, 'PARTNER_NOT_FOUND']);
    expect((await visitor('/partners/sponsorships?activityIds=not-a-uuid')).statusCode).toBe(400);
  });
});
