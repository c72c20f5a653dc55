import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { containsUnstorableText } from './hostile-input.js';

describe('containsUnstorableText', () => {
  it('finds NUL or a lone surrogate in nested keys and values of parsed input', () => {
    expect(containsUnstorableText({ a: [{ b: 'x\u0000y' }] })).toBe(true);
    expect(containsUnstorableText({ ['k\u0000']: 'v' })).toBe(true);
    expect(containsUnstorableText(['\uD800'])).toBe(true);
    const query = Object.assign(Object.create(null) as Record<string, string>, { q: '\u0000' });
    expect(containsUnstorableText(query)).toBe(true);
    // fast-querystring's objects inherit from an empty prototype, neither Object.prototype nor null.
    const parsed = Object.create(Object.create(null) as object) as Record<string, string>;
    parsed.q = 'a\u0000b';
    expect(containsUnstorableText(parsed)).toBe(true);
    expect(containsUnstorableText({ title: 'Monet 🎨', tags: ['é', 'ب'] })).toBe(false);
  });

  it('leaves a raw stream body alone (tus uploads) instead of walking its object graph', () => {
    const body = new PassThrough();
    expect(containsUnstorableText(body)).toBe(false);
    expect(containsUnstorableText(Buffer.from('a\u0000b'))).toBe(false);
  });
});
