import type { StoryAuthoring, StoryInput, StorySectionViewResult, StoryView } from '@streamit/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorOf, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { publishVideo, totalPointsOf } from '../../../test/points.test-support.js';
import { activities } from '../activities/activities.schema.js';
import { insertMediaAssets } from '../media/media.queries.js';
import { loadGlobalConfig } from '../points/points-config.service.js';
import { pointsGlobalConfig } from '../points/points-config.schema.js';
import { checkLedger } from '../points/points-rederive.service.js';
import { storyReadings } from './stories.schema.js';

// 60 words a minute: a word is a second of reading; pictures and videos ask 2 s, any section at least 1 s,
// and a video that plays inside the story up to 4 s of its length.
const suite = useAdminSuite('CONTENT_MODERATOR', {
  STORY_WORDS_PER_MINUTE: '60',
  STORY_MEDIA_SECONDS: '2',
  STORY_SECTION_MIN_SECONDS: '1',
  STORY_VIDEO_MAX_SECONDS: '4',
  WATCH_RATE_LIMIT_MAX: '10000',
});
let creator: TestMember;

beforeAll(async () => {
  creator = await createSignedInMember(suite.context, { creator: true });
});

beforeEach(async () => {
  await loadGlobalConfig(suite.context.deps.db);
  const values = { cooldownSeconds: 0, dailyCap: 500, weeklyCap: 2_500, streakBonus: 0 };
  await suite.context.deps.db.update(pointsGlobalConfig).set(values).where(eq(pointsGlobalConfig.id, 1));
});

function inject(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return suite.context.app.inject({ method, url: `/api/v1${url}`, headers: authHeader(token), payload });
}

/** Five words, two seconds of picture, two seconds of video, four words: bounds 5, 2, 2, 4. */
async function sampleStory(): Promise<StoryInput> {
  const video = await publishVideo(suite.context);
  return {
    title: 'The Night Watch, up close',
    pointsReward: 15,
    sections: [
      { kind: 'TEXT', text: '## Light\n\nRembrandt *paints* with [light](https://example.org/light).' },
      { kind: 'IMAGE', ref: 'https://example.org/night-watch.jpg', alt: 'The Night Watch' },
      { kind: 'VIDEO', activityId: video },
      { kind: 'QUOTE', text: 'Paint the light', attribution: 'Anon' },
    ],
  };
}

/** A creator's story, submitted and approved by a moderator. */
async function publishStory(): Promise<StoryAuthoring> {
  const created = await inject('POST', '/creator/stories', creator.token, await sampleStory());
  expect(created.statusCode, created.body).toBe(201);
  const story = created.json<StoryAuthoring>();
  expect(
    (await inject('POST', `/creator/stories/${story.activityId}/submit`, creator.token)).statusCode,
  ).toBe(200);
  const approved = await inject('POST', `/admin/content/${story.activityId}/moderate`, suite.admin.token, {
    decision: 'APPROVE',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return story;
}

/** Moves the member's reading back by `seconds`, as if they had spent that long on the section on screen. */
async function age(member: TestMember, activityId: string, seconds: number) {
  const back = sql`make_interval(secs => ${seconds})`;
  await suite.context.deps.db
    .update(storyReadings)
    .set({
      lastViewAt: sql`${storyReadings.lastViewAt} - ${back}`,
      startedAt: sql`${storyReadings.startedAt} - ${back}`,
    })
    .where(and(eq(storyReadings.userId, member.id), eq(storyReadings.activityId, activityId)));
}

async function view(member: TestMember, activityId: string, sequence: number, section: number) {
  const answer = await inject('POST', `/activities/${activityId}/story/views`, member.token, {
    sequence,
    section,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<StorySectionViewResult>();
}

const balanceOf = (userId: string) => totalPointsOf(suite.context, userId);

describe('featured story authoring (decision 069)', () => {
  it('keeps a draft off the site, shows every section to the moderator and publishes it on approval', async () => {
    const created = await inject('POST', '/creator/stories', creator.token, await sampleStory());
    const story = created.json<StoryAuthoring>();
    expect(story.status).toBe('DRAFT');
    expect(story.sections.map((section) => section.minSeconds)).toEqual([5, 2, 2, 4]);
    const guest = await suite.context.app.inject({
      method: 'GET',
      url: `/api/v1/activities/${story.activityId}/story`,
    });
    expect(guest.statusCode).toBe(404);
    // Its author previews it at its address, never cached.
    const preview = await inject('GET', `/activities/${story.activityId}/story`, creator.token);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');
    await inject('POST', `/creator/stories/${story.activityId}/submit`, creator.token);
    const seen = await inject('GET', `/admin/stories/${story.activityId}`, suite.admin.token);
    expect(seen.json<StoryAuthoring>().sections.map((section) => section.kind)).toEqual([
      'TEXT',
      'IMAGE',
      'VIDEO',
      'QUOTE',
    ]);
    expect(seen.json<StoryAuthoring>().status).toBe('PENDING_REVIEW');
    await inject('POST', `/admin/content/${story.activityId}/moderate`, suite.admin.token, {
      decision: 'APPROVE',
    });
    const read = await inject('GET', `/activities/${story.activityId}/story`, creator.token);
    expect(read.json<StoryView>().sections).toHaveLength(4);
  });

  it('refuses another activity’s picture, an unknown video and a second submission', async () => {
    const input = await sampleStory();
    const foreign = { ...input, sections: [{ kind: 'IMAGE', ref: 'activities/other/x.jpg', alt: 'x' }] };
    const refused = await inject('POST', '/creator/stories', creator.token, foreign);
    expect(errorOf(refused).code).toBe('STORY_IMAGE_NOT_OWN');
    const unknown = { ...input, sections: [{ kind: 'VIDEO', activityId: crypto.randomUUID() }] };
    expect(errorOf(await inject('POST', '/creator/stories', creator.token, unknown)).code).toBe(
      'STORY_VIDEO_UNKNOWN',
    );
    const story = await publishStory();
    const again = await inject('POST', `/creator/stories/${story.activityId}/submit`, creator.token);
    expect(errorOf(again).code).toBe('STORY_NOT_DRAFT');
  });
});

/** A published 20 s video with a stream and a poster, and `changes` applied to it. */
async function videoWithStream(changes: Partial<typeof activities.$inferInsert> = {}) {
  const id = await publishVideo(suite.context);
  const db = suite.context.deps.db;
  await insertMediaAssets(db, [
    {
      activityId: id,
      kind: 'HLS_MASTER',
      storageKey: `activities/${id}/hls/master.m3u8`,
      mime: 'application/x-mpegurl',
    },
    { activityId: id, kind: 'THUMBNAIL', storageKey: `activities/${id}/thumb.jpg`, mime: 'image/jpeg' },
  ]);
  if (Object.keys(changes).length > 0) await db.update(activities).set(changes).where(eq(activities.id, id));
  return id;
}

describe('video sections that play inside the story (decision 069, amendment 2)', () => {
  it('plays a public video and counts its length up to the cap; says why another cannot play', async () => {
    const ids = [
      await videoWithStream(),
      await videoWithStream({ publishAt: new Date(Date.now() + 86_400_000) }),
      await videoWithStream({ visibility: 'PRIVATE' }),
      await publishVideo(suite.context),
    ];
    const sections = ids.map((activityId) => ({ kind: 'VIDEO', activityId }));
    const created = await inject('POST', '/creator/stories', creator.token, { title: 'Films', sections });
    const [playing, soon, hidden, preparing] = created.json<StoryAuthoring>().sections;
    expect(playing).toMatchObject({ unavailable: null, durationSeconds: 20, minSeconds: 4 });
    expect(playing).toHaveProperty('hlsUrl', expect.stringContaining('master.m3u8'));
    expect(soon).toMatchObject({ unavailable: 'COMING_SOON', hlsUrl: null, minSeconds: 2 });
    expect(soon).toHaveProperty('thumbnailUrl', expect.stringContaining('thumb.jpg'));
    expect(hidden).toMatchObject({ unavailable: 'NOT_AVAILABLE', hlsUrl: null, thumbnailUrl: null });
    expect(preparing).toMatchObject({ unavailable: 'PREPARING', hlsUrl: null, minSeconds: 2 });
  });
});

describe('featured story reading credit (decision 069)', () => {
  it('never credits past a section’s bound or the wall-clock time under 100 parallel views', async () => {
    const story = await publishStory();
    const member = await createSignedInMember(suite.context);
    await view(member, story.activityId, 1, 0);
    // 8 s back: past section 0's 5 s bound, and far enough inside the 12 s away-gap that the first of the
    // parallel views still lands within it on a loaded machine.
    await age(member, story.activityId, 8);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => view(member, story.activityId, index + 2, index % 4)),
    );
    const [row] = await suite.context.deps.db
      .select()
      .from(storyReadings)
      .where(and(eq(storyReadings.userId, member.id), eq(storyReadings.activityId, story.activityId)));
    const bounds = story.sections.map((section) => section.minSeconds);
    for (const [index, seconds] of (row?.creditedSeconds ?? []).entries()) {
      expect(seconds).toBeLessThanOrEqual(bounds[index] ?? 0);
    }
    const total = row?.creditedSeconds.reduce((sum, seconds) => sum + seconds, 0) ?? 0;
    const wallClock = (Date.now() - (row?.startedAt.getTime() ?? 0)) / 1000;
    expect(total).toBeLessThanOrEqual(wallClock);
    expect(row?.creditedSeconds[0]).toBe(5);
    expect(answers.filter((answer) => answer.earning?.status === 'PAID')).toHaveLength(0);
  });

  it('completes when every bound is met and the end reached, and pays once among 100 parallel views', async () => {
    const story = await publishStory();
    const member = await createSignedInMember(suite.context);
    const steps: [number, number][] = [
      [0, 5],
      [1, 2],
      [2, 2],
      [3, 4],
    ];
    for (const [index, [section, seconds]] of steps.entries()) {
      const answer = await view(member, story.activityId, index + 1, section);
      expect(answer.completed).toBe(false);
      await age(member, story.activityId, seconds);
    }
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => view(member, story.activityId, index + 10, 3)),
    );
    const paid = answers.filter((answer) => answer.earning?.status === 'PAID');
    expect(paid).toHaveLength(1);
    expect(paid[0]?.creditedSeconds).toEqual([5, 2, 2, 4]);
    expect(await balanceOf(member.id)).toBe(15);
    expect(await checkLedger(suite.context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('credits nothing for a gap that shows the reader was away, nor for repeated sequence numbers', async () => {
    const story = await publishStory();
    const member = await createSignedInMember(suite.context);
    await view(member, story.activityId, 1, 0);
    await age(member, story.activityId, 60);
    expect((await view(member, story.activityId, 2, 1)).creditedSeconds).toEqual([0, 0, 0, 0]);
    await age(member, story.activityId, 1);
    const repeated = await view(member, story.activityId, 2, 1);
    expect(repeated.accepted).toBe(false);
  });
});
