import type { ActivityDetail } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.js';
import {
  createMediaTestContext,
  createVideoActivity,
  updateActivity,
  type MediaTestContext,
} from '../../../test/media.test-support.js';
import { TRANSCODE_QUEUE } from '../media/media-queue.js';
import { findTranscodeJob } from '../media/transcode.repository.js';
import { runTranscodeJob } from '../media/transcode.service.js';
import { sweepTranscodeJobs } from '../media/transcode-sweeper.js';
import { findActivityWithCategory } from '../activities/activities.queries.js';

let context: MediaTestContext;
const silent = { info: () => undefined };

beforeAll(async () => {
  context = await createMediaTestContext();
});
afterAll(async () => {
  await context.close();
});

const get = (url: string) => context.app.inject({ method: 'GET', url });

describe('GET /api/v1/activities/:id', () => {
  it('shows a published activity by id and by slug with the movie-card shape', async () => {
    const activity = await createVideoActivity(context, { status: 'PUBLISHED', durationSeconds: 3725 });
    const byId = await get(`/api/v1/activities/${activity.id}`);
    expect(byId.statusCode).toBe(200);
    const body = byId.json<ActivityDetail>();
    expect(body).toMatchObject({ id: activity.id, comingSoon: false, viewCount: 0, tags: [], credits: [] });
    expect(body.card).toEqual({ id: activity.id, image: null, title: activity.title, movieTime: '1:02:05' });
    expect(body.media).toEqual({
      hlsUrl: null,
      thumbnailUrl: null,
      previewUrl: null,
      storyboardUrl: null,
      renditions: [],
      bannerUrl: null,
      captions: [],
    });
    expect(Object.keys(body)).not.toContain('status');
    expect((await get(`/api/v1/activities/${activity.slug}`)).json<ActivityDetail>().id).toBe(activity.id);
  });

  it.each(['DRAFT', 'PROCESSING', 'PENDING_REVIEW', 'REJECTED', 'ARCHIVED', 'FAILED'] as const)(
    'answers 404 for a %s activity, as for one that does not exist',
    async (status) => {
      const activity = await createVideoActivity(context, { status });
      const response = await get(`/api/v1/activities/${activity.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'The requested resource was not found.' },
      });
      expect((await get(`/api/v1/activities/${activity.id}/stats`)).statusCode).toBe(404);
    },
  );

  it('rejects an id that is neither a uuid nor a slug with 400', async () => {
    expect((await get('/api/v1/activities/not%20a%20slug!')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/activities/:id/stats', () => {
  it('reports the view count and length of a published activity', async () => {
    const activity = await createVideoActivity(context, { status: 'PUBLISHED', durationSeconds: 42 });
    await updateActivity(context, activity.id, { viewCount: 7 });
    const response = await get(`/api/v1/activities/${activity.id}/stats`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: activity.id,
      viewCount: 7,
      durationSeconds: 42,
      uniqueViewers: 0,
      totalWatchSeconds: 0,
    });
  });
});

describe('demo videos', () => {
  it('are not seeded unless demo media is asked for', async () => {
    await seedDemoData(context.deps.db, silent);
    expect(await findActivityWithCategory(context.deps.db, 'demo-rule-110')).toBeUndefined();
  });

  it('are seeded once as PROCESSING demo activities with people, tags and QUEUED jobs', async () => {
    await seedDemoData(context.deps.db, silent, { demoMedia: true });
    await seedDemoData(context.deps.db, silent, { demoMedia: true });
    const seeded = await findActivityWithCategory(context.deps.db, 'demo-rule-110');
    expect(seeded?.activity).toMatchObject({
      status: 'PROCESSING',
      isDemo: true,
      creatorId: null,
      licence: 'CC0',
    });
    expect(seeded?.category?.slug).toBe('design-and-craft');
    expect(await findTranscodeJob(context.deps.db, seeded?.activity.id ?? '')).toMatchObject({
      state: 'QUEUED',
      queueJobId: null,
    });
    expect((await get('/api/v1/activities/demo-rule-110')).statusCode).toBe(404);
    const featured = await context.database.pool.query<{ slug: string; position: number }>(
      'SELECT a.slug, f.position FROM featured_items f JOIN activities a ON a.id = f.activity_id',
    );
    expect(featured.rows).toEqual([{ slug: 'demo-mandelbrot-dive', position: 1 }]);
  });

  it('get their jobs sent by the sweeper, once', async () => {
    expect((await sweepTranscodeJobs(context.deps)).sent).toBe(7);
    expect((await sweepTranscodeJobs(context.deps)).sent).toBe(0);
    const seeded = await findActivityWithCategory(context.deps.db, 'demo-rule-110');
    const job = await findTranscodeJob(context.deps.db, seeded?.activity.id ?? '');
    const message = await context.deps.jobs.getJobById(TRANSCODE_QUEUE, job?.queueJobId ?? '');
    expect(message?.state).toBe('created');
  });

  it('are drawn by ffmpeg, transcoded by the real pipeline and published', async () => {
    const seeded = await findActivityWithCategory(context.deps.db, 'demo-rule-110');
    await runTranscodeJob(context.deps, { activityId: seeded?.activity.id ?? '' });
    const response = await get('/api/v1/activities/demo-rule-110');
    expect(response.statusCode).toBe(200);
    const body = response.json<ActivityDetail>();
    expect(body).toMatchObject({ isDemo: true, durationSeconds: 8, card: { movieTime: '0:08' } });
    expect(
      body.credits.map((credit) => [credit.role, credit.person.title, credit.person.designation]),
    ).toEqual([['Curator', 'Mei-Lin Sato', 'Curator']]);
    expect(body.tags.map((tag) => tag.slug).sort()).toEqual(['demo-cellular-automata', 'demo-colour']);
    expect(body.media.renditions.map((rendition) => rendition.label)).toEqual(['360p', '720p']);
    expect((await get(body.media.hlsUrl ?? '')).statusCode).toBe(200);
  }, 60_000);

  it.each(['demo-long-life', 'demo-long-colour-tide'])(
    'include a long clip, %s, of 60–120 s with a small two-rung ladder',
    async (slug) => {
      const seeded = await findActivityWithCategory(context.deps.db, slug);
      await runTranscodeJob(context.deps, { activityId: seeded?.activity.id ?? '' });
      const body = (await get(`/api/v1/activities/${slug}`)).json<ActivityDetail>();
      expect(body.isDemo).toBe(true);
      expect(body.durationSeconds).toBeGreaterThanOrEqual(60);
      expect(body.durationSeconds).toBeLessThanOrEqual(120);
      expect(body.media.renditions).toEqual([
        { label: '240p', width: 426, height: 240 },
        { label: '360p', width: 640, height: 360 },
      ]);
      expect((await get(body.media.hlsUrl ?? '')).statusCode).toBe(200);
    },
    120_000,
  );
});
