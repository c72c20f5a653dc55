import { describe, expect, it } from 'vitest';
import { formatBytes, formatDuration } from './upload-format';

describe('formatBytes', () => {
  it('picks the largest fitting decimal unit with one decimal', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(1500, 'en')).toBe('1.5 kB');
    expect(formatBytes(4_200_000, 'en')).toBe('4.2 MB');
    expect(formatBytes(2_000_000_000, 'en')).toBe('2 GB');
  });

  it('formats in the interface language (Arabic digits and units)', () => {
    const text = formatBytes(4_200_000, 'ar');
    expect(text).not.toBe('4.2 MB');
    expect(text).toMatch(/٤٫٢|4[.,]2/);
  });
});

describe('formatDuration', () => {
  it('rounds up to whole seconds and keeps the two largest units', () => {
    expect(formatDuration(44.2, 'en')).toBe('45 sec');
    expect(formatDuration(185, 'en')).toBe('3 min 5 sec');
    expect(formatDuration(4800, 'en')).toBe('1 hr 20 min');
    expect(formatDuration(-3, 'en')).toBe('0 sec');
  });
});
