import { describe, expect, it } from 'vitest';
import { AUTO_LEVEL, buildQualityOptions, playingHeight, selectedOptionKey } from './quality-options';

const RENDITIONS = [
  { label: '360p', width: 640, height: 360 },
  { label: '720p', width: 1280, height: 720 },
];

describe('quality menu options', () => {
  it('lists Auto, then every rendition from the highest, each pinned to the hls.js level of its height', () => {
    const levels = [
      { height: 720, width: 1280, bitrate: 2_500_000 },
      { height: 360, width: 640, bitrate: 800_000 },
    ];
    expect(buildQualityOptions(RENDITIONS, levels)).toEqual([
      { key: 'auto', label: 'auto', level: AUTO_LEVEL, height: null },
      { key: 'h720', label: '720p', level: 0, height: 720 },
      { key: 'h360', label: '360p', level: 1, height: 360 },
    ]);
  });

  it('lists renditions without levels (native HLS) but makes none of them selectable', () => {
    const options = buildQualityOptions(RENDITIONS, null);
    expect(options.map((option) => option.label)).toEqual(['auto', '720p', '360p']);
    expect(options.slice(1).every((option) => option.level === null)).toBe(true);
  });

  it('adds a level the detail did not list, named by its height', () => {
    const options = buildQualityOptions(RENDITIONS.slice(0, 1), [
      { height: 360, width: 640, bitrate: 1 },
      { height: 1080, width: 1920, bitrate: 2 },
    ]);
    expect(options.map((option) => [option.label, option.level])).toEqual([
      ['auto', -1],
      ['1080p', 1],
      ['360p', 0],
    ]);
  });

  it('checks the pinned level, else Auto, and knows what Auto plays', () => {
    const levels = [
      { height: 360, width: 640, bitrate: 1 },
      { height: 720, width: 1280, bitrate: 2 },
    ];
    const options = buildQualityOptions(RENDITIONS, levels);
    expect(selectedOptionKey(options, AUTO_LEVEL)).toBe('auto');
    expect(selectedOptionKey(options, 1)).toBe('h720');
    expect(selectedOptionKey(options, 7)).toBe('auto');
    expect(playingHeight(levels, 1)).toBe(720);
    expect(playingHeight(levels, -1)).toBeNull();
    expect(playingHeight(null, 0)).toBeNull();
  });
});
