import { describe, expect, it } from 'vitest';
import {
  keepSetValues,
  readSearchInt,
  readSearchOption,
  readSearchText,
  readSearchUuid,
} from './search-params';

describe('search params', () => {
  it('keeps text within its rule and drops the rest', () => {
    expect(readSearchText(' jazz ', { max: 10, min: 1, trim: true })).toBe('jazz');
    expect(readSearchText('   ', { max: 10, min: 1, trim: true })).toBeUndefined();
    expect(readSearchText('x'.repeat(11), { max: 10 })).toBeUndefined();
    expect(readSearchText(42, { max: 10 })).toBeUndefined();
    expect(readSearchText('/dashboard', { max: 100, pattern: /^\/(?!\/)/ })).toBe('/dashboard');
    expect(readSearchText('//evil.test', { max: 100, pattern: /^\/(?!\/)/ })).toBeUndefined();
  });

  it('reads options, UUIDs and whole numbers in range', () => {
    expect(readSearchOption('GAME', ['VIDEO', 'GAME'])).toBe('GAME');
    expect(readSearchOption('game', ['VIDEO', 'GAME'])).toBeUndefined();
    expect(readSearchUuid('3f2b8c1e-5d4a-4b7e-9c1d-2a3b4c5d6e7f')).toBe(
      '3f2b8c1e-5d4a-4b7e-9c1d-2a3b4c5d6e7f',
    );
    expect(readSearchUuid('not-a-uuid')).toBeUndefined();
    expect(readSearchInt('12', 1, 50)).toBe(12);
    expect(readSearchInt(12, 1, 50)).toBe(12);
    expect(readSearchInt('', 1, 50)).toBeUndefined();
    expect(readSearchInt('1.5', 1, 50)).toBeUndefined();
    expect(readSearchInt('500', 1, 50)).toBeUndefined();
  });

  it('leaves unset values out of the address', () => {
    expect(keepSetValues({ q: 'a', type: undefined })).toEqual({ q: 'a' });
    expect(Object.keys(keepSetValues({ q: 'a', type: undefined }))).toEqual(['q']);
  });
});
