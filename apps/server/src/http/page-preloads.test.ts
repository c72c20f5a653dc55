import { describe, expect, it } from 'vitest';
import { readWatchPageHints } from './page-preloads.js';
import { PublicReadCache } from './public-cache.js';

const ID = '3f1c2a9e-0b7d-4c59-9f1e-2d3c4b5a6978';
const MASTER = `/media/activities/${ID}/AbCdEfGh12345678/hls/master.m3u8`;

function cacheWith(activity: unknown): PublicReadCache {
  const cache = new PublicReadCache(10_000, 10);
  cache.setEnabled(true);
  cache.store(`/api/v1/activities/${ID}`, JSON.stringify(activity), cache.generation);
  return cache;
}

describe('watch page hints', () => {
  it('adds the master playlist once the activity answer is cached and playable', () => {
    const hints = readWatchPageHints(
      `/activities/${ID}`,
      cacheWith({ type: 'VIDEO', media: { hlsUrl: MASTER } }),
    );
    expect(hints).toEqual({
      link:
        `</api/v1/activities/${ID}>; rel=preload; as=fetch; crossorigin=anonymous, ` +
        `<${MASTER}>; rel=preload; as=fetch; crossorigin=anonymous`,
      playlist: MASTER,
    });
  });

  it('preloads only the activity for a coming-soon video, a quiz, an odd playlist path or nothing cached', () => {
    const onlyActivity = `</api/v1/activities/${ID}>; rel=preload; as=fetch; crossorigin=anonymous`;
    const cases = [
      cacheWith({ type: 'VIDEO', comingSoon: true, media: { hlsUrl: MASTER } }),
      cacheWith({ type: 'QUIZ' }),
      cacheWith({ type: 'VIDEO', media: { hlsUrl: '/media/x.m3u8>; rel=preload; as=script' } }),
      cacheWith({ type: 'VIDEO', media: { hlsUrl: '/media/x.m3u8"><script>alert(1)</script>' } }),
      new PublicReadCache(10_000, 10),
    ];
    for (const cache of cases) {
      expect(readWatchPageHints(`/activities/${ID}`, cache)).toEqual({
        link: onlyActivity,
        playlist: undefined,
      });
    }
  });

  it('gives no hints for pages that are not watch pages', () => {
    const cache = cacheWith({ type: 'VIDEO', media: { hlsUrl: MASTER } });
    for (const url of ['/activities/games', '/activities/x/y', '/watch-to-earn', '/'])
      expect(readWatchPageHints(url, cache)).toBeUndefined();
  });
});
