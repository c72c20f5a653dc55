import type { GameRound, GameSummary, QuizAttempt, QuizSummary, RevealedCard } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { findActivityWithCategory } from '../activities/activities.queries.js';
import { authHeader, createSignedInMember } from '../moderation/moderation.test-support.js';
import { seedDemoData } from '../../seed/seed.js';
import { DEMO_QUIZZES } from './quizzes.seed.js';

let context: TestContext;
const silent = { info: () => undefined };

beforeAll(async () => {
  context = await createTestContext();
  await seedDemoData(context.deps.db, silent);
  await seedDemoData(context.deps.db, silent);
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
});
