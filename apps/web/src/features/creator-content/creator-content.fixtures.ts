import type { CreatorActivity } from '@streamit/contract';
import { installFakeFetch, respondByPath, respondJson, type Responder } from '../../test/fake-fetch';
import { respondSiteConfig } from '../../test/site-config';

/** Test data: a creator's video in the contract's shape; override what a test is about. */
export function makeCreatorActivity(overrides: Partial<CreatorActivity> = {}): CreatorActivity {
  return {
    id: '0b5c3c1e-3f61-4d8e-9a4b-111111111111',
    type: 'VIDEO',
    slug: 'sunrise-abc',
    title: 'Sunrise over the dunes',
    description: 'Morning light.',
    categoryId: null,
    tags: ['nature'],
    licence: 'ALL_RIGHTS_RESERVED',
    visibility: 'PUBLIC',
    status: 'DRAFT',
    publishAt: null,
    durationSeconds: null,
    viewCount: 0,
    thumbnailUrl: null,
    transcode: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Test data: the categories the details form offers. */
export const TEST_CATEGORIES = [
  {
    id: '0b0c6a39-6b4e-4a50-9d3a-3f0e3f7d9a01',
    slug: 'cinema',
    name: 'Cinema',
    description: '',
    sortOrder: 1,
  },
];

/** A fake API for the creator screens: site config, categories, an empty feedback feed, plus `routes`. */
export function serveCreatorApi(routes: Record<string, Responder>) {
  return installFakeFetch(
    respondByPath({
      '/api/v1/site/config': respondSiteConfig(),
      '/api/v1/activities/categories': respondJson(200, { categories: TEST_CATEGORIES }),
      '/api/v1/creator/moderation-feedback': respondJson(200, { items: [] }),
      ...routes,
    }),
  );
}
