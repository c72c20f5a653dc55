import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startXApiTestServer, type XApiTestServer } from '../../../test/x-api-test-server.js';
import { loadConfig, type Config } from '../../config.js';
import { checkEngagement, fetchPost } from './x-api.checks.js';
import {
  createXClient,
  isTokenRevoked,
  XRateLimitedError,
  XTokenRevokedError,
  type XClient,
} from './x-api.client.js';

let x: XApiTestServer;
let client: XClient;
let config: Config;
const inAMinute = () => Math.floor(Date.now() / 1000) + 60;

beforeAll(async () => {
  x = await startXApiTestServer();
  // The X API's host is on the egress allow-list as the configured X_API_BASE_URL.
  config = loadConfig({ NODE_ENV: 'test', X_API_BASE_URL: x.url });
  x.addUser({ id: '100', username: 'StreamItHQ', name: 'StreamIt' });
  x.addPost({ id: '9001', text: 'Watch and earn', authorId: '100' });
});
afterAll(() => x.stop());
beforeEach(() => {
  client = createXClient({
    egress: { config },
    baseUrl: x.url,
    bearerToken: x.token,
    cacheMs: 60_000,
    retryBaseMs: 5,
  });
  x.requests.length = 0;
});

describe('X API adapter against a local X API v2 server', () => {
  it('sees a follow through the following pages, and answers "not yet" when there is none', async () => {
    x.setPageSize(2);
    for (const id of ['1', '2', '3', '4']) x.follow('200', id);
    x.follow('200', '100');
    expect(await checkEngagement(client, { kind: 'FOLLOW', memberXId: '200', target: 'streamithq' })).toBe(
      true,
    );
    expect(x.requests.filter((path) => path.includes('/following')).length).toBe(3);
    expect(await checkEngagement(client, { kind: 'FOLLOW', memberXId: '201', target: 'StreamItHQ' })).toBe(
      false,
    );
    x.setPageSize(1000);
  });

  it('sees a like and a repost, and not those of someone else', async () => {
    x.like('300', '9001');
    x.retweet('301', '9001');
    expect(await checkEngagement(client, { kind: 'LIKE', memberXId: '300', target: '9001' })).toBe(true);
    expect(await checkEngagement(client, { kind: 'LIKE', memberXId: '301', target: '9001' })).toBe(false);
    expect(await checkEngagement(client, { kind: 'RETWEET', memberXId: '301', target: '9001' })).toBe(true);
    expect(await checkEngagement(client, { kind: 'RETWEET', memberXId: '300', target: '9001' })).toBe(false);
  });

  it('caches answers briefly, shares one call among parallel askers, and re-asks when fresh', async () => {
    x.like('302', '9001');
    const input = { kind: 'LIKE', memberXId: '302', target: '9001' } as const;
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkEngagement(client, input)));
    expect(answers.every(Boolean)).toBe(true);
    expect(x.requests).toHaveLength(1);
    x.unlike('302', '9001');
    expect(await checkEngagement(client, input)).toBe(true);
    expect(await checkEngagement(client, input, true)).toBe(false);
    expect(x.requests).toHaveLength(2);
  });

  it('answers "try again at" on 429 and does not call X again before the reset', async () => {
    const resetAt = inAMinute();
    x.limit('liked_tweets', 0, resetAt);
    const input = { kind: 'LIKE', memberXId: '303', target: '9001' } as const;
    const error = await checkEngagement(client, input).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(XRateLimitedError);
    expect((error as XRateLimitedError).retryAt.getTime()).toBe(resetAt * 1000);
    expect((error as XRateLimitedError).code).toBe('SOCIAL_X_RATE_LIMITED');
    await expect(checkEngagement(client, { ...input, memberXId: '304' })).rejects.toBeInstanceOf(
      XRateLimitedError,
    );
    expect(x.requests).toHaveLength(1);
    x.limit('liked_tweets', 1_000, inAMinute());
  });

  it('stops before a 429 when x-rate-limit-remaining reaches 0', async () => {
    const resetAt = inAMinute();
    x.limit('retweeted_by', 1, resetAt);
    const input = { kind: 'RETWEET', memberXId: '305', target: '9001' } as const;
    expect(await checkEngagement(client, input)).toBe(false);
    await expect(checkEngagement(client, { ...input, memberXId: '306' })).rejects.toBeInstanceOf(
      XRateLimitedError,
    );
    expect(x.requests).toHaveLength(1);
    x.limit('retweeted_by', 1_000, inAMinute());
  });

  it('retries a transient 5xx with back-off, and gives up after two retries', async () => {
    x.like('307', '9001');
    x.failNext(2, 503);
    expect(await checkEngagement(client, { kind: 'LIKE', memberXId: '307', target: '9001' })).toBe(true);
    expect(x.requests).toHaveLength(3);
    x.failNext(3, 500);
    await expect(
      checkEngagement(client, { kind: 'LIKE', memberXId: '308', target: '9001' }),
    ).rejects.toMatchObject({
      code: 'SOCIAL_X_UNAVAILABLE',
    });
    expect(x.requests).toHaveLength(6);
  });

  it('marks the token revoked on 401 and stops calling X', async () => {
    x.setRevoked(true);
    const input = { kind: 'LIKE', memberXId: '309', target: '9001' } as const;
    await expect(checkEngagement(client, input)).rejects.toBeInstanceOf(XTokenRevokedError);
    expect(isTokenRevoked(client)).toBe(true);
    await expect(checkEngagement(client, { ...input, memberXId: '310' })).rejects.toBeInstanceOf(
      XTokenRevokedError,
    );
    expect(x.requests).toHaveLength(1);
    x.setRevoked(false);
  });

  it('reads a post with its author, and 404s an unknown one', async () => {
    const post = await fetchPost(client, '9001');
    expect(post).toMatchObject({
      id: '9001',
      text: 'Watch and earn',
      author: { id: '100', username: 'StreamItHQ' },
    });
    await expect(fetchPost(client, '404')).rejects.toMatchObject({ code: 'SOCIAL_POST_NOT_FOUND' });
    await fetchPost(client, '9001');
    expect(x.requests).toHaveLength(2);
  });
});
