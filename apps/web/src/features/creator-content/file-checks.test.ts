import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  CAPTIONS_RULE,
  checkFile,
  IMAGE_RULE,
  VIDEO_MAX_BYTES,
  VIDEO_RULE,
} from './file-checks';

describe('file pre-checks (the server still decides)', () => {
  it('lets supported videos through', () => {
    expect(checkFile({ name: 'clip.mp4', size: 5_000_000, type: 'video/mp4' }, VIDEO_RULE)).toBeNull();
    expect(checkFile({ name: 'clip.MKV', size: 5_000_000, type: '' }, VIDEO_RULE)).toBeNull();
  });

  it('refuses other types, empty files and files over the limit', () => {
    expect(checkFile({ name: 'notes.txt', size: 10, type: 'text/plain' }, VIDEO_RULE)).toBe('wrongType');
    expect(checkFile({ name: 'clip.mp4', size: 0, type: 'video/mp4' }, VIDEO_RULE)).toBe('empty');
    expect(checkFile({ name: 'big.mp4', size: VIDEO_MAX_BYTES + 1, type: 'video/mp4' }, VIDEO_RULE)).toBe(
      'tooLarge',
    );
    expect(checkFile({ name: 'cover.gif', size: 10, type: 'image/gif' }, IMAGE_RULE)).toBe('wrongType');
    expect(checkFile({ name: 'en.srt', size: 10, type: '' }, CAPTIONS_RULE)).toBe('wrongType');
  });

  it('builds the accept attribute from types and extensions', () => {
    expect(acceptAttribute(CAPTIONS_RULE)).toBe('text/vtt,.vtt');
  });
});
