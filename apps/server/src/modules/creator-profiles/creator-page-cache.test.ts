import type { CreatorPublicPage } from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { createCreatorWithProfile, putProfile } from '../../../test/creator-profiles.test-support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ PUBLIC_CACHE_TTL_MS: '60000' });
});
afterAll(() => context.close());

describe('the shared cache of creator pages', () => {
  it('answers guests from the cache and drops the page when the creator saves their profile', async () => {
    const { member, profile } = await createCreatorWithProfile(context);
    const read = () => context.app.inject({ method: 'GET', url: `/api/v1/creators/${profile.handle}` });
    expect((await read()).headers['x-cache']).toBe('MISS');
    const cached = await read();
    expect(cached.headers['x-cache']).toBe('HIT');
    expect(cached.headers['cache-control']).toContain('public');

    const saved = await putProfile(context, member, {
      handle: profile.handle,
      displayName: 'Renamed',
      bio: 'New bio',
    });
    expect(saved.statusCode).toBe(200);
    const fresh = await read();
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.json<CreatorPublicPage>()).toMatchObject({ displayName: 'Renamed', bio: 'New bio' });
  });
});
