import type { CreatorCard } from '@streamit/contract';
import { installFakeFetch, respondByPath, respondJson, type Responder } from '../../test/fake-fetch';
import { respondSiteConfig } from '../../test/site-config';

/** The API prefix the creators screens call. */
export const API = '/api/v1';

/** The user id of the creator in these tests. */
export const CREATOR_ID = '00000000-0000-4000-8000-0000000000c1';

/** A creator's card as the directory lists it. */
export function makeCreatorCard(overrides: Partial<CreatorCard> = {}): CreatorCard {
  return {
    userId: CREATOR_ID,
    handle: 'nadia',
    displayName: 'Nadia Murals',
    bio: 'Walls and the stories on them.',
    avatarUrl: null,
    bannerUrl: null,
    categories: [],
    followerCount: 4,
    videoCount: 2,
    viewCount: 1200,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Answers the site config, no categories and the given routes; any other list is empty. */
export function serveCreators(routes: Record<string, Responder>): ReturnType<typeof installFakeFetch> {
  return installFakeFetch(
    respondByPath(
      {
        [`${API}/site/config`]: respondSiteConfig(),
        [`${API}/activities/categories`]: respondJson(200, { categories: [] }),
        ...routes,
      },
      respondJson(200, { items: [], nextCursor: null }),
    ),
  );
}
