import type { ActivityPage, Campaign } from '@streamit/contract';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { approvedPartner, staffCall } from '../../../test/partners.test-support.js';
import { publishVideo } from '../../../test/points.test-support.js';

const suite = useAdminSuite('ADMIN');
const HOUR = 3_600_000;
afterEach(() => {
  vi.restoreAllMocks();
});

const listNewest = async (limit: number) => {
  const answer = await injectAs(suite.context.app, null, {
    method: 'GET',
    url: `/api/v1/activities?sort=newest&limit=${limit}`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ActivityPage>().items;
};

const textOf = (call: unknown[]) => {
  const [query] = call as [string | { text?: string }];
  return (typeof query === 'string' ? query : (query.text ?? '')).trim().toLowerCase();
};

/**
 * The reads PostgreSQL gets while one page of `limit` cards is listed, and how many of them ask for sponsors.
 * Only SELECTs count: a write another request set going (a cache invalidation's NOTIFY) may land meanwhile.
 */
async function readsFor(limit: number) {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  await listNewest(limit);
  const reads = spy.mock.calls.map(textOf).filter((text) => text.startsWith('select'));
  spy.mockRestore();
  return {
    reads: reads.length,
    sponsors: reads.filter((text) => text.includes('partner_campaign_activities')).length,
  };
}

/** `count` new videos, all sponsored by one running campaign of a new partner (budget for one bonus). */
async function sponsoredVideos(count: number) {
  const partner = await approvedPartner(
    suite.context,
    suite.admin.token,
    await createSignedInMember(suite.context),
  );
  const videos: string[] = [];
  for (let index = 0; index < count; index += 1) videos.push(await publishVideo(suite.context));
  const created = await staffCall(
    suite.context,
    suite.admin.token,
    'POST',
    `/admin/partners/${partner.id}/campaigns`,
    {
      title: 'Spring of calligraphy',
      activityIds: videos,
      startsAt: new Date(Date.now() - HOUR).toISOString(),
      endsAt: new Date(Date.now() + HOUR).toISOString(),
      bonusPoints: 5,
      budgetPoints: 5,
    },
  );
  expect(created.statusCode, created.body).toBe(201);
  return { partner, videos, campaign: created.json<Campaign>() };
}

describe('"presented by" on activity cards', () => {
  it('comes with each listed card from the list itself, and null on a card no campaign sponsors', async () => {
    const plain = await publishVideo(suite.context);
    const { partner, videos } = await sponsoredVideos(1);
    const items = await listNewest(10);
    expect(items.find((item) => item.id === videos[0])?.sponsor).toEqual({
      partnerId: partner.id,
      partnerName: partner.name,
      logoUrl: null,
      bonusPoints: 5,
      budgetUsedUp: false,
    });
    expect(items.find((item) => item.id === plain)?.sponsor).toBeNull();
  });

  it('takes as many statements for 12 sponsored cards as for 2 (one batched query, never one per card)', async () => {
    await sponsoredVideos(12);
    await listNewest(12); // warms what a first read loads once (the points configuration)
    const [two, twelve] = [await readsFor(2), await readsFor(12)];
    expect((await listNewest(12)).every((item) => item.sponsor)).toBe(true);
    expect(two.reads).toBeGreaterThan(1);
    expect(twelve).toEqual(two);
    expect(twelve.sponsors).toBe(1);
  });

  it('says the bonus budget is used up, and shows nothing once the partner is suspended', async () => {
    const { partner, videos, campaign } = await sponsoredVideos(1);
    await staffCall(suite.context, suite.admin.token, 'PATCH', `/admin/partner-campaigns/${campaign.id}`, {
      bonusPoints: 6,
    });
    const card = async () => (await listNewest(10)).find((item) => item.id === videos[0]);
    expect((await card())?.sponsor?.budgetUsedUp).toBe(true);
    await staffCall(suite.context, suite.admin.token, 'POST', `/admin/partners/${partner.id}/suspend`, {
      reason: 'Audit',
    });
    expect((await card())?.sponsor).toBeNull();
  });
});
