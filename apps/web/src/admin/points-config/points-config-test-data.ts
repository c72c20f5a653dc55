import { POINTS_GLOBAL_DEFAULTS, TIER_DEFAULTS, TIERS, type PointsBreakdown } from '@streamit/contract';
import { readJsonBody, respondByPath, respondJson, type Responder } from '../../test/fake-fetch';
import { respondSiteConfig } from '../../test/site-config';

/** Ids the points-configuration tests share. */
export const TEST_IDS = {
  science: '6c3d4e5f-1111-4c7d-8e9f-a0b1c2d3e4f5',
  history: '6c3d4e5f-2222-4c7d-8e9f-a0b1c2d3e4f5',
  art: '6c3d4e5f-3333-4c7d-8e9f-a0b1c2d3e4f5',
  artMultiplier: '7d4e5f60-3333-4d8e-9fa0-b1c2d3e4f5a6',
  activity: '8e5f6071-4444-4e9f-a0b1-c2d3e4f5a6b7',
  creator: '9f607182-5555-4fa0-b1c2-d3e4f5a6b7c8',
  creatorOverride: 'a0718293-6666-40b1-82d3-e4f5a6b7c8d9',
  contentOverride: 'b18293a4-7777-41c2-93e4-f5a6b7c8d9e0',
} as const;

const GLOBAL = { ...POINTS_GLOBAL_DEFAULTS, version: 3, updatedAt: '2026-11-24T10:00:00.000Z' };

/** What GET /admin/points-config/summary answers in these tests. */
export const SUMMARY = {
  global: GLOBAL,
  tiers: TIERS.map((tier) => ({ tier, ...TIER_DEFAULTS[tier], version: 1 })),
  categoryMultipliers: 1,
  creatorOverrides: 1,
  contentOverrides: 1,
};

function breakdown(points: number): PointsBreakdown {
  return {
    base: points,
    tier: 'BASIC',
    tierMultiplier: 1,
    categoryMultiplier: 1,
    creatorMultiplier: 1,
    uncapped: points,
    cappedBy: null,
    points,
  };
}

/** A preview answer: the sample quiz pays 30 now and 45 with the draft. */
export const PREVIEW = {
  tier: 'BASIC',
  items: [
    {
      activityId: TEST_IDS.activity,
      title: 'Ocean quiz',
      type: 'QUIZ',
      current: breakdown(30),
      draft: breakdown(45),
      delta: 15,
    },
  ],
};

const CATEGORIES = {
  categories: [
    { id: TEST_IDS.science, slug: 'science', name: 'Science', description: '', sortOrder: 1 },
    { id: TEST_IDS.history, slug: 'history', name: 'History', description: '', sortOrder: 2 },
    { id: TEST_IDS.art, slug: 'art', name: 'Art', description: '', sortOrder: 3 },
  ],
};

const ART_MULTIPLIER = {
  id: TEST_IDS.artMultiplier,
  categoryId: TEST_IDS.art,
  multiplierBp: 12_500,
  version: 2,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

const CREATOR_OVERRIDE = {
  id: TEST_IDS.creatorOverride,
  creatorId: TEST_IDS.creator,
  multiplierBp: 20_000,
  version: 1,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

const CONTENT_OVERRIDE = {
  id: TEST_IDS.contentOverride,
  activityId: TEST_IDS.activity,
  basePoints: 70,
  allowRepeats: false,
  cooldownSeconds: null,
  requiredTier: 'GOLD',
  version: 1,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

/** Every admin points-configuration path answered as a small, consistent server would. */
export function respondPointsConfig(overrides: Record<string, Responder> = {}): Responder {
  const base = '/api/v1/admin/points-config';
  return respondByPath({
    '/api/v1/site/config': respondSiteConfig(),
    '/api/v1/activities/categories': respondJson(200, CATEGORIES),
    [`${base}/summary`]: respondJson(200, SUMMARY),
    [`${base}/global`]: respondJson(200, { ...GLOBAL, baseQuiz: 45, version: 4 }),
    [`${base}/tier-multipliers/GOLD`]: respondJson(200, {
      tier: 'GOLD',
      threshold: 5_000,
      multiplierBp: 16_000,
      version: 2,
    }),
    [`${base}/category`]: respondJson(200, { items: [ART_MULTIPLIER] }),
    [`${base}/category/bulk`]: respondJson(200, { items: [ART_MULTIPLIER] }),
    [`${base}/preview`]: respondJson(200, PREVIEW),
    [`${base}/creator`]: (request) =>
      request.method === 'POST'
        ? respondJson(201, { ...CREATOR_OVERRIDE, ...(readJsonBody(request) as object) })(request)
        : respondJson(200, { items: [CREATOR_OVERRIDE] })(request),
    [`${base}/creator/${TEST_IDS.creatorOverride}`]: respondJson(200, {
      id: TEST_IDS.creatorOverride,
      deleted: true,
    }),
    [`${base}/content/${TEST_IDS.contentOverride}`]: (request) =>
      respondJson(200, {
        ...CONTENT_OVERRIDE,
        ...(readJsonBody(request) as object),
        version: 2,
      })(request),
    [`${base}/content`]: respondJson(200, { items: [CONTENT_OVERRIDE] }),
    ...overrides,
  });
}
