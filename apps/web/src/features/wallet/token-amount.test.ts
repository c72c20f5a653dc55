import { describe, expect, it } from 'vitest';
import { previewTokens } from './token-amount';

describe('previewTokens', () => {
  it('multiplies in base units, without floating-point error', () => {
    expect(previewTokens(700, '0.01')).toBe('7');
    expect(previewTokens(3, '0.1')).toBe('0.3');
    expect(previewTokens(1, '0.000000000000000001')).toBe('0.000000000000000001');
    expect(previewTokens(250, '2')).toBe('500');
  });

  it('answers 0 for an empty or invalid amount', () => {
    expect(previewTokens(0, '0.01')).toBe('0');
    expect(previewTokens(Number.NaN, '0.01')).toBe('0');
  });
});
