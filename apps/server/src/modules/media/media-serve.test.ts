import { describe, expect, it } from 'vitest';
import { mediaTypeOf, parseRange } from './media-serve.js';

describe('parseRange', () => {
  it('reads closed, open and suffix ranges, clamped to the object', () => {
    expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('finds ranges past the end unsatisfiable', () => {
    expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('ignores what it does not understand and answers in full', () => {
    expect(parseRange(undefined, 1000)).toBeUndefined();
    expect(parseRange('items=0-1', 1000)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-6', 1000)).toBeUndefined();
    expect(parseRange('bytes=50-10', 1000)).toBeUndefined();
  });
});

describe('mediaTypeOf', () => {
  it('knows the pipeline output types and nothing else', () => {
    expect(mediaTypeOf('a/hls/master.m3u8')).toBe('application/vnd.apple.mpegurl');
    expect(mediaTypeOf('a/hls/360p/segment-0001.m4s')).toBe('video/iso.segment');
    expect(mediaTypeOf('a/storyboard.vtt')).toBe('text/vtt; charset=utf-8');
    expect(mediaTypeOf('a/source')).toBeUndefined();
    expect(mediaTypeOf('a/page.html')).toBeUndefined();
  });
});
