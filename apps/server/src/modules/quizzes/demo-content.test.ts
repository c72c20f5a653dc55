import type {
  ActivityDetail,
  ActivityPage,
  GameRound,
  GameSummary,
  QuizAttempt,
  QuizSummary,
  RevealedCard,
} from '@streamit/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { findActivityWithCategory } from '../activities/activities.queries.js';
import { authHeader, createSignedInMember } from '../../../test/moderation.test-support.js';
import { DEMO_PICTURES } from '../../seed/demo-pictures.js';
import { seedDemoData } from '../../seed/seed.js';
import { mediaStorageFor } from '../media/media-paths.js';
import { DEMO_QUIZZES } from './quizzes.seed.js';

let context: TestContext;
const silent = { info: () => undefined };

beforeAll(async () => {
  context = await createTestContext();
  const options = { mediaStorage: mediaStorageFor(context.deps.config) };
  await seedDemoData(context.deps.db, silent, options);
  await seedDemoData(context.deps.db, silent, options);
});
afterAll(() => context.close());

async function idOf(slug: string): Promise<string> {
  const row = await findActivityWithCategory(context.deps.db, slug);
  if (!row) throw new Error(`${slug} not seeded`);
  return row.activity.id;
}

describe('demo quizzes and games', () => {
  it('publishes the art-history quizzes once, playable by members', async () => {
    for (const [slug, quiz] of DEMO_QUIZZES) {
      const summary = await context.app.inject({
        method: 'GET',
        url: `/api/v1/activities/${await idOf(slug)}/quiz`,
      });
      expect(summary.json<QuizSummary>()).toMatchObject({ title: quiz.title });
    }
    const member = await createSignedInMember(context);
    const started = await context.app.inject({
      method: 'POST',
      url: `/api/v1/activities/${await idOf('demo-quiz-renaissance-masters')}/quiz/attempts`,
      headers: authHeader(member.token),
    });
    expect(started.json<QuizAttempt>().questions).toHaveLength(5);
  });

  it('publishes a memory game and a sliding puzzle with generated pictures', async () => {
    const memoryId = await idOf('demo-game-memory-colour-and-form');
    const puzzle = await context.app.inject({
      method: 'GET',
      url: `/api/v1/activities/${await idOf('demo-game-sliding-sunset')}/game`,
    });
    expect(puzzle.json<GameSummary>()).toMatchObject({ game: 'SLIDING_PUZZLE', gridSize: 3 });
    expect(puzzle.json<GameSummary>().imageUrl).toMatch(/^data:image\/svg\+xml,/);
    const member = await createSignedInMember(context);
    const round = await context.app.inject({
      method: 'POST',
      url: `/api/v1/activities/${memoryId}/game/rounds`,
      headers: authHeader(member.token),
    });
    expect(round.json<GameRound>().memory).toEqual({ cardCount: 12, pairCount: 6 });
    const card = await context.app.inject({
      method: 'POST',
      url: `/api/v1/activities/${memoryId}/game/rounds/${round.json<GameRound>().roundId}/reveal`,
      headers: authHeader(member.token),
      payload: { position: 0 },
    });
    expect(card.json<RevealedCard>().imageUrl).toMatch(/^data:image\/svg\+xml,/);
  });

  it('gives every quiz and game a thumbnail and a banner, stored once and served as JPEG', async () => {
    const slugs = Object.keys(DEMO_PICTURES);
    expect(slugs).toHaveLength(DEMO_QUIZZES.length + 2);
    for (const slug of slugs) {
      const { media } = (await context.app.inject(`/api/v1/activities/${slug}`)).json<ActivityDetail>();
      for (const [url, width, height] of [
        [media.thumbnailUrl, 640, 360],
        [media.bannerUrl, 1280, 400],
      ] as const) {
        const served = await context.app.inject(url ?? 'no picture');
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/jpeg');
        expect(served.rawPayload.length).toBeLessThan(120_000);
        expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width, height });
      }
    }
    const stored = await context.database.pool.query<{ count: string }>(
      "SELECT count(*) FROM media_assets WHERE kind IN ('THUMBNAIL', 'BANNER')",
    );
    expect(Number(stored.rows[0]?.count)).toBe(slugs.length * 2);
  });

  it('shows the pictures on the quiz and game cards', async () => {
    for (const type of ['QUIZ', 'GAME']) {
      const listing = await context.app.inject(`/api/v1/activities?type=${type}&limit=50`);
      const items = listing.json<ActivityPage>().items;
      expect(items.length).toBeGreaterThanOrEqual(type === 'QUIZ' ? DEMO_QUIZZES.length : 2);
      for (const item of items) expect(item.card.image).toMatch(/^\/media\/activities\/.+\/thumbnail\.jpg$/);
    }
  });
});
