import { describe, expect, it } from 'vitest';
import { formatMultiplier, MULTIPLIER_BOUNDS, multiplierText, parseMultiplier } from './multiplier';

describe('multipliers', () => {
  it('reads typed factors into basis points', () => {
    expect(parseMultiplier('1.25')).toBe(12_500);
    expect(parseMultiplier(' 2 ')).toBe(20_000);
    expect(parseMultiplier('1,5')).toBe(15_000);
    expect(parseMultiplier('×0.5')).toBe(5_000);
  });

  it('refuses what the API refuses: nothing, words, zero, negatives and more than the contract allows', () => {
    for (const text of ['', 'abc', '0', '-1', '1.2.3', '100.01']) expect(parseMultiplier(text)).toBeNull();
    expect(MULTIPLIER_BOUNDS).toEqual({ min: 0.0001, max: 100 });
    expect(parseMultiplier('100')).toBe(1_000_000);
  });

  it('shows a multiplier in the reader’s number format and in the edit field', () => {
    expect(formatMultiplier(12_500, 'en')).toBe('×1.25');
    expect(formatMultiplier(12_500, 'de')).toBe('×1,25');
    expect(multiplierText(12_500)).toBe('1.25');
  });
});
