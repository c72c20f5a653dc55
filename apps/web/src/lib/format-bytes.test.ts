import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('writes sizes as people read them', () => {
    expect(formatBytes(0, 'en')).toBe('0 B');
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(124_000, 'en')).toBe('124 kB');
    expect(formatBytes(1500, 'en')).toBe('1.5 kB');
    expect(formatBytes(4_200_000, 'en')).toBe('4.2 MB');
    expect(formatBytes(2_000_000_000, 'en')).toBe('2 GB');
  });

  it('uses the language of the page, never the word "byte"', () => {
    expect(formatBytes(0, 'ar')).not.toMatch(/byte/);
    const text = formatBytes(4_200_000, 'ar');
    expect(text).not.toBe('4.2 MB');
    expect(text).toMatch(/٤٫٢|4[.,]2/);
  });
});
