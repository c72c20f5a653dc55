import { describe, expect, it } from 'vitest';
import { MediaBytesCache } from './media-bytes-cache.js';

describe('MediaBytesCache', () => {
  it('keeps files within its byte budget, evicting the least recently used first', () => {
    const cache = new MediaBytesCache(10);
    cache.store('a', Buffer.alloc(4));
    cache.store('b', Buffer.alloc(4));
    expect(cache.get('a')?.length).toBe(4);
    cache.store('c', Buffer.alloc(4));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.length).toBe(4);
    expect(cache.get('c')?.length).toBe(4);
    expect(cache.size).toBe(8);
  });

  it('refuses files larger than the budget or the per-file limit', () => {
    const cache = new MediaBytesCache(64 * 1024 * 1024);
    expect(cache.accepts(5 * 1024 * 1024)).toBe(false);
    expect(new MediaBytesCache(0).accepts(1)).toBe(false);
    cache.store('big', Buffer.alloc(5 * 1024 * 1024));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
