import { describe, expect, it } from 'vitest';
import { isHandleShaped, isReservedHandle } from './creator-profile.js';

describe('creator handles', () => {
  it.each(['nadia', 'Nadia_Murals', 'art-2026', 'abc'])('accepts %s', (handle) => {
    expect(isHandleShaped(handle) && !isReservedHandle(handle)).toBe(true);
  });

  it.each(['ab', 'a'.repeat(31), '-nadia', 'nadia_', 'na dia', 'nadia!', 'نادية'])(
    'refuses the shape of %s',
    (handle) => {
      expect(isHandleShaped(handle)).toBe(false);
    },
  );

  it.each(['admin', 'Support', 'Adm1n', 'streamit-official', 'follow', 'ME'])('reserves %s', (handle) => {
    expect(isReservedHandle(handle)).toBe(true);
  });
});
