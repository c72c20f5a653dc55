import { describe, expect, it } from 'vitest';
import { checkFileLink, formatViewer, parseViewer, signFileLink } from './file-link-signature.js';

const SECRET = 'a-test-secret-of-at-least-32-characters!';
const NOW = new Date('2026-11-28T05:00:00Z');
const parts = {
  path: '/api/v1/files/support-attachment/0b6f1c1e-5d7a-4c8e-9f00-000000000001',
  viewer: 'member:0b6f1c1e-5d7a-4c8e-9f00-0000000000aa',
  expires: NOW.getTime() / 1000 + 300,
};

describe('signed file links', () => {
  it('accepts its own signature until the expiry, then calls it expired', () => {
    const sig = signFileLink(SECRET, parts);
    expect(checkFileLink(SECRET, parts, sig, NOW)).toBe('valid');
    expect(checkFileLink(SECRET, parts, sig, new Date((parts.expires - 1) * 1000))).toBe('valid');
    expect(checkFileLink(SECRET, parts, sig, new Date(parts.expires * 1000))).toBe('expired');
  });

  it.each([
    ['another file', { path: `${parts.path.slice(0, -1)}2` }],
    ['another viewer', { viewer: 'member:0b6f1c1e-5d7a-4c8e-9f00-0000000000bb' }],
    ['a staff viewer of the same id', { viewer: 'staff:0b6f1c1e-5d7a-4c8e-9f00-0000000000aa' }],
    ['a later expiry', { expires: parts.expires + 3600 }],
  ])('refuses a link changed to %s', (_label, change) => {
    const sig = signFileLink(SECRET, parts);
    expect(checkFileLink(SECRET, { ...parts, ...change }, sig, NOW)).toBe('invalid');
  });

  it('refuses a signature made with another secret, or cut short, even once expired', () => {
    const foreign = signFileLink('another-secret-of-at-least-32-characters', parts);
    expect(checkFileLink(SECRET, parts, foreign, NOW)).toBe('invalid');
    expect(checkFileLink(SECRET, parts, signFileLink(SECRET, parts).slice(0, 20), NOW)).toBe('invalid');
    expect(checkFileLink(SECRET, parts, foreign, new Date((parts.expires + 10) * 1000))).toBe('invalid');
  });

  it('reads back only the viewers it writes', () => {
    const viewer = { realm: 'staff' as const, id: '0b6f1c1e-5d7a-4c8e-9f00-0000000000aa' };
    expect(parseViewer(formatViewer(viewer))).toEqual(viewer);
    expect(parseViewer('admin:0b6f1c1e-5d7a-4c8e-9f00-0000000000aa')).toBeNull();
    expect(parseViewer('member:1')).toBeNull();
  });
});
