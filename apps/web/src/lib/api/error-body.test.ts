import { describe, expect, it } from 'vitest';
import { readErrorBody } from './error-body';

describe('error body', () => {
  it('reads the spec §8 error body, with or without details', () => {
    expect(readErrorBody({ error: { code: 'CONFLICT', message: 'Taken' } })).toEqual({
      code: 'CONFLICT',
      message: 'Taken',
    });
    const details = [{ path: 'email', message: 'Invalid email' }];
    expect(readErrorBody({ error: { code: 'VALIDATION_FAILED', message: 'Check', details } })).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Check',
      details,
    });
  });

  it('gives null for any other shape', () => {
    expect(readErrorBody(undefined)).toBeNull();
    expect(readErrorBody('Bad Gateway')).toBeNull();
    expect(readErrorBody({ error: 'nope' })).toBeNull();
    expect(readErrorBody({ error: { code: 500, message: 'x' } })).toBeNull();
    expect(readErrorBody({ error: { code: 'X', message: 'x', details: [{ path: 1 }] } })).toBeNull();
  });
});
