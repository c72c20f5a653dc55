import { describe, expect, it } from 'vitest';
import { SocialTaskBodySchema } from '../endpoints/social-admin.endpoints.js';
import { parseSocialTarget, parseXPostId, parseXUsername } from './social.js';

describe('parseXPostId', () => {
  it.each([
    ['1790000000000000001', '1790000000000000001'],
    ['  1790000000000000001 ', '1790000000000000001'],
    ['https://x.com/streamit/status/1790000000000000001', '1790000000000000001'],
    ['https://twitter.com/streamit/status/1790000000000000001?s=20&t=abc', '1790000000000000001'],
    ['https://www.twitter.com/streamit/statuses/1790000000000000001', '1790000000000000001'],
    ['https://mobile.x.com/streamit/status/1790000000000000001/photo/1', '1790000000000000001'],
    ['x.com/streamit/status/1790000000000000001', '1790000000000000001'],
    ['https://x.com/i/web/status/1790000000000000001#reply', '1790000000000000001'],
  ])('reads %s as the post id', (input, id) => {
    expect(parseXPostId(input)).toBe(id);
  });

  it.each([
    '',
    'hello',
    'https://x.com/streamit',
    'https://x.com/streamit/status/',
    'https://x.com/streamit/status/abc',
    'https://example.com/streamit/status/1790000000000000001',
    'https://x.com.evil.test/streamit/status/1790000000000000001',
    'javascript:alert(1)',
  ])('finds no post id in %j', (input) => {
    expect(parseXPostId(input)).toBeNull();
  });
});

describe('parseXUsername', () => {
  it.each([
    ['streamit', 'streamit'],
    ['@stream_it', 'stream_it'],
    ['https://x.com/streamit', 'streamit'],
    ['twitter.com/@streamit?lang=ar', 'streamit'],
  ])('reads %s as the username', (input, name) => {
    expect(parseXUsername(input)).toBe(name);
  });

  it.each(['', 'a name', 'https://x.com/streamit/status/1', 'https://x.com/home', 'waytoolongusername16'])(
    'finds no username in %j',
    (input) => {
      expect(parseXUsername(input)).toBeNull();
    },
  );
});

describe('the social task body', () => {
  const base = { title: 'Like our post', points: 10 };

  it('stores a pasted post address as the bare post id', () => {
    const body = SocialTaskBodySchema.parse({
      ...base,
      kind: 'LIKE',
      target: 'https://x.com/streamit/status/1790000000000000001?s=20',
    });
    expect(body.target).toBe('1790000000000000001');
  });

  it('answers a clear message on the target when it holds no post', () => {
    const result = SocialTaskBodySchema.safeParse({
      ...base,
      kind: 'RETWEET',
      target: 'https://x.com/streamit',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['target']);
    expect(result.error?.issues[0]?.message).toContain('post link');
  });

  it('keeps one parser for both kinds', () => {
    expect(parseSocialTarget('FOLLOW', '@streamit')).toBe('streamit');
    expect(parseSocialTarget('LIKE', '@streamit')).toBeNull();
  });
});
