import type { AdminFeaturedItem, AdminFeaturedList, FeaturedList, QuizAuthoring } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSignedInAdmin, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import { authHeader, createSignedInMember } from '../../../test/moderation.test-support.js';
import { sampleQuiz } from '../../../test/quizzes.test-support.js';
import { insertMediaAssets } from '../media/media.repository.js';
import { holdActivity } from '../activities/activities.queries.js';

const suite = useAdminSuite('CONTENT_MODERATOR');

async function publishedQuiz(title: string): Promise<string> {
  const response = await suite.context.app.inject({
    method: 'POST',
    url: '/api/v1/admin/quizzes',
    headers: authHeader(suite.admin.token),
    payload: sampleQuiz({ title }),
  });
  return response.json<QuizAuthoring>().activityId;
}

function send(method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: Record<string, unknown>) {
  return suite.context.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: authHeader(suite.admin.token),
    ...(payload ? { payload } : {}),
  });
}

async function feature(payload: Record<string, unknown>): Promise<AdminFeaturedItem> {
  const response = await send('POST', '/admin/featured-content', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminFeaturedItem>();
}

async function publicList(): Promise<string[]> {
  const response = await suite.context.app.inject({ method: 'GET', url: '/api/v1/activities/featured' });
  expect(response.statusCode).toBe(200);
  return response.json<FeaturedList>().items.map((item) => item.headline);
}

const hour = 3_600_000;

describe('featured content', () => {
  it('shows live slots in curated order, follows the schedule and reordering, audited', async () => {
    const [a, b, c] = [await publishedQuiz('A'), await publishedQuiz('B'), await publishedQuiz('C')];
    const first = await feature({
      activityId: a,
      headline: 'Monet week',
      heroImage: 'https://example.org/hero.jpg',
    });
    const second = await feature({ activityId: b, headline: 'Baroque' });
    await feature({ activityId: c, headline: 'Later', startsAt: new Date(Date.now() + hour).toISOString() });
    await feature({
      activityId: c,
      headline: 'Over',
      endsAt: new Date(Date.now() - hour).toISOString(),
      startsAt: new Date(Date.now() - 2 * hour).toISOString(),
    });
    expect(first.heroImageUrl).toBe('https://example.org/hero.jpg');
    expect(await publicList()).toEqual(['Monet week', 'Baroque']);

    const all = (await send('GET', '/admin/featured-content')).json<AdminFeaturedList>().items;
    expect(all.map((item) => item.live)).toEqual([true, true, false, false]);
    const reordered = await send('POST', '/admin/featured-content/reorder', {
      ids: [second.id, ...all.filter((i) => i.id !== second.id).map((i) => i.id)],
    });
    expect(reordered.statusCode).toBe(200);
    expect(await publicList()).toEqual(['Baroque', 'Monet week']);
    expect((await send('POST', '/admin/featured-content/reorder', { ids: [second.id] })).statusCode).toBe(
      409,
    );

    await send('PUT', `/admin/featured-content/${first.id}`, { activityId: a, headline: 'Monet month' });
    expect(await publicList()).toEqual(['Baroque', 'Monet month']);
    expect((await send('DELETE', `/admin/featured-content/${second.id}`)).statusCode).toBe(200);
    expect(await publicList()).toEqual(['Monet month']);
    const audit = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(
        and(eq(adminAuditLog.targetType, 'featured_item'), eq(adminAuditLog.actorAdminId, suite.admin.id)),
      );
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'featured.created',
        'featured.reordered',
        'featured.updated',
        'featured.deleted',
      ]),
    );
  });

  it("falls back to the activity's banner, then its thumbnail, when a slot has no hero image", async () => {
    const [withBanner, withThumbnail, bare] = [
      await publishedQuiz('Banner'),
      await publishedQuiz('Thumbnail'),
      await publishedQuiz('Nothing'),
    ];
    const picture = (activityId: string, kind: 'BANNER' | 'THUMBNAIL') => ({
      activityId,
      kind,
      mime: 'image/jpeg',
      bytes: 10,
      storageKey: `activities/${activityId}/${kind.toLowerCase()}token/${kind.toLowerCase()}.jpg`,
    });
    await insertMediaAssets(suite.context.deps.db, [
      picture(withBanner, 'THUMBNAIL'),
      picture(withBanner, 'BANNER'),
      picture(withThumbnail, 'THUMBNAIL'),
    ]);
    for (const id of [withBanner, withThumbnail, bare]) await feature({ activityId: id, headline: id });

    const response = await suite.context.app.inject({ method: 'GET', url: '/api/v1/activities/featured' });
    const byActivity = new Map(
      response.json<FeaturedList>().items.map((item) => [item.activity.id, item.heroImageUrl]),
    );

    expect(byActivity.get(withBanner)).toBe(`/media/activities/${withBanner}/bannertoken/banner.jpg`);
    expect(byActivity.get(withThumbnail)).toBe(
      `/media/activities/${withThumbnail}/thumbnailtoken/thumbnail.jpg`,
    );
    expect(byActivity.get(bare)).toBeNull();
  });

  it('leaves out activities hidden by reports', async () => {
    const id = await publishedQuiz('Reported');
    await feature({ activityId: id, headline: 'Reported one' });
    expect(await publicList()).toContain('Reported one');
    await holdActivity(suite.context.deps.db, id);
    expect(await publicList()).not.toContain('Reported one');
  });

  it('lets only staff with canModerateContent curate', async () => {
    const member = await createSignedInMember(suite.context);
    const asMember = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/featured-content',
      headers: authHeader(member.token),
    });
    expect(asMember.statusCode).toBe(401);
    const analyst = await createSignedInAdmin(suite.context, 'ANALYST');
    const asAnalyst = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/admin/featured-content',
      headers: authHeader(analyst.token),
    });
    expect(asAnalyst.statusCode).toBe(403);
  });
});
