import { describe, expect, it } from 'vitest';
import { findStoryboardCue, parseStoryboardVtt } from './storyboard';

// The shape apps/server/src/modules/media/hls-master.ts (renderStoryboardVtt) writes.
const VTT = [
  'WEBVTT',
  '',
  '00:00:00.000 --> 00:00:02.000',
  'storyboard.jpg#xywh=0,0,160,90',
  '',
  '00:00:02.000 --> 00:00:04.000',
  'storyboard.jpg#xywh=160,0,160,90',
  '',
  '00:01:04.000 --> 00:01:05.500',
  'storyboard.jpg#xywh=0,90,160,90',
  '',
].join('\n');

const URL_OF_INDEX = 'http://localhost/media/activities/a1/t0k3n/storyboard.vtt';

describe('storyboard index', () => {
  it('reads every tile with its times and its place in the sprite, next to the index', () => {
    const cues = parseStoryboardVtt(VTT, URL_OF_INDEX);
    expect(cues).toHaveLength(3);
    expect(cues[1]).toEqual({
      start: 2,
      end: 4,
      imageUrl: 'http://localhost/media/activities/a1/t0k3n/storyboard.jpg',
      x: 160,
      y: 0,
      width: 160,
      height: 90,
    });
    expect(cues[2]?.start).toBe(64);
    expect(cues[2]?.end).toBe(65.5);
  });

  it('skips blocks that are not tiles and reads Windows line ends', () => {
    const text = `WEBVTT\r\n\r\nNOTE made by hand\r\n\r\n00:00.000 --> 00:05.000\r\nsprite.jpg#xywh=0,0,80,45\r\n`;
    expect(parseStoryboardVtt(text, URL_OF_INDEX)).toEqual([
      expect.objectContaining({ start: 0, end: 5, width: 80, height: 45 }),
    ]);
  });

  it('finds the tile of a time, the last one past the end, and none without tiles', () => {
    const cues = parseStoryboardVtt(VTT, URL_OF_INDEX);
    expect(findStoryboardCue(cues, 3.2)?.x).toBe(160);
    expect(findStoryboardCue(cues, 0)?.x).toBe(0);
    expect(findStoryboardCue(cues, 99)?.y).toBe(90);
    expect(findStoryboardCue([], 1)).toBeNull();
  });
});
