import { describe, expect, it } from 'vitest';
import { generateNumericCode, generateToken, hashToken, secretsEqual, tokenKind } from './tokens.js';

describe('tokens', () => {
  it('tells the realm of a token by its prefix', () => {
    expect(tokenKind(generateToken('member'))).toBe('member');
    expect(tokenKind(generateToken('admin'))).toBe('admin');
    expect(tokenKind('eyJhbGciOi.some.jwt')).toBeNull();
  });

  it('never repeats and stores only a hash', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => generateToken('member')));
    expect(tokens.size).toBe(200);
    const [token] = tokens;
    expect(hashToken(token ?? '')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token ?? '')).not.toContain(token);
  });

  it('draws fixed-length numeric codes', () => {
    const codes = Array.from({ length: 500 }, () => generateNumericCode(6));
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(450);
  });

  it('compares secrets by value', () => {
    expect(secretsEqual('123456', '123456')).toBe(true);
    expect(secretsEqual('123456', '123457')).toBe(false);
    expect(secretsEqual('123456', '1234567')).toBe(false);
  });
});
