import type { ActivityPage, CardPoints, TierRule } from '@streamit/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createCategory } from '../../../test/content.test-support.js';
import { insertActivity } from '../activities/activities.queries.js';

// The public read cache on, as in production, so a stale chip would show.
const CACHE_ON = { PUBLIC_CACHE_TTL_MS: '60000' };
const URL = '/api/v1/activities?category=card-points&sort=newest';

const suite = useAdminSuite('SUPER_ADMIN', CACHE_ON);
let categoryId: string;

beforeAll(async () => {
  categoryId = (await createCategory(suite.context, 'card-points', 'Card points')).id;
  const published = { status: 'PUBLISHED' as const, categoryId, publishAt: new Date(Date.now() - 60_000) };
  await insertActivity(suite.context.deps.db, {
    type: 'QUIZ',
    title: 'base quiz',
    slug: 'card-quiz',
    ...published,
  });
  await insertActivity(suite.context.deps.db, {
    type: 'VIDEO',
    title: 'own video',
    slug: 'card-video',
    pointsReward: 12,
    ...published,
  });
});

/** The chips of the category's cards, by title, and whether the answer came from the cache. */
async function readChips() {
  const response = await suite.context.app.inject({ method: 'GET', url: URL });
  expect(response.statusCode).toBe(200);
  const chips = Object.fromEntries(
    response.json<ActivityPage>().items.map((item) => [item.title, item.points]),
  ) as Record<string, CardPoints | null>;
  return { chips, cache: response.headers['x-cache'] };
}

/** Reads until this process answers from memory (its LISTEN connection may still be starting). */
async function readUntilCached() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const read = await readChips();
    if (read.cache === 'HIT') return read;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the public read cache never answered from memory');
}

const configure = async (method: 'POST' | 'PUT', path: string, payload: object) => {
  const response = await injectAs(suite.context.app, suite.admin.token, {
    method,
    url: `/api/v1/admin/points-config/${path}`,
    payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
};

describe('card points chips', () => {
  it('show the base for the kind × category multiplier, refreshed when the points configuration changes', async () => {
    // No pointsReward of its own: the global base for quizzes (30), not nothing.
    expect((await readUntilCached()).chips).toEqual({
      'base quiz': { amount: 30, qualifier: 'FROM' },
      'own video': { amount: 12, qualifier: 'FROM' },
    });

    await configure('POST', 'category', { categoryId, multiplierBp: 15_000 });
    expect((await readChips()).chips).toEqual({
      'base quiz': { amount: 45, qualifier: 'FROM' },
      'own video': { amount: 18, qualifier: 'FROM' },
    });

    await readUntilCached();
    const global = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: '/api/v1/admin/points-config/global',
    });
    const current: Record<string, unknown> = global.json();
    delete current.updatedAt; // read-only
    await configure('PUT', 'global', { ...current, baseQuiz: 40 });
    expect((await readChips()).chips['base quiz']).toEqual({ amount: 60, qualifier: 'FROM' });
  });

  it('say "exactly" when every tier earns ×1, and nothing when the amount is 0', async () => {
    const tiers = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: '/api/v1/admin/points-config/tier-multipliers',
    });
    for (const rule of tiers.json<{ items: TierRule[] }>().items) {
      const { tier, threshold, version } = rule;
      await configure('PUT', `tier-multipliers/${tier}`, { threshold, multiplierBp: 10_000, version });
    }
    await configure('POST', 'content', { activityId: await idOf('card-video'), basePoints: 0 });
    expect((await readChips()).chips).toEqual({
      'base quiz': { amount: 60, qualifier: 'EXACT' },
      'own video': null,
    });
  });
});

async function idOf(slug: string) {
  const page = (await suite.context.app.inject({ method: 'GET', url: URL })).json<ActivityPage>();
  return page.items.find((item) => item.slug === slug)?.id ?? '';
}
