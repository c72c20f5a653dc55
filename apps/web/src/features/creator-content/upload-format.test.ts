import { describe, expect, it } from 'vitest';
import { formatDuration } from './upload-format';

describe('formatDuration', () => {
  it('rounds up to whole seconds and keeps the two largest units', () => {
    expect(formatDuration(44.2, 'en')).toBe('45 sec');
    expect(formatDuration(185, 'en')).toBe('3 min 5 sec');
    expect(formatDuration(4800, 'en')).toBe('1 hr 20 min');
    expect(formatDuration(-3, 'en')).toBe('0 sec');
  });
});
