import { describe, expect, it } from 'vitest';
import { CLIENT_MESSAGES, formatUploadTimeoutMessage } from './client-messages.js';
import { CLIENT_MESSAGES_AR } from './client-messages-ar.js';
import { ERROR_CODES } from './errors.js';
import { ERROR_MESSAGES_AR } from './errors-ar.js';

// Arabic letters: a message still in English (or left empty) fails here, not in front of a reader.
const ARABIC = /[\u0600-\u06FF]/;

describe('Arabic error catalogue', () => {
  it.each(ERROR_CODES)('%s has an Arabic message', (code) => {
    const message = ERROR_MESSAGES_AR[code];
    expect(message.trim()).not.toBe('');
    expect(message).toMatch(ARABIC);
  });

  it('names no code the English catalogue lacks', () => {
    expect(Object.keys(ERROR_MESSAGES_AR).sort()).toEqual([...ERROR_CODES].sort());
  });

  it.each(Object.keys(CLIENT_MESSAGES) as (keyof typeof CLIENT_MESSAGES)[])(
    'client message %s has Arabic',
    (key) => {
      expect(CLIENT_MESSAGES_AR[key]).toMatch(ARABIC);
    },
  );

  it('words the upload timeout in the reader language', () => {
    expect(formatUploadTimeoutMessage(300, 'ar')).toContain('300');
    expect(formatUploadTimeoutMessage(300, 'ar')).toMatch(ARABIC);
    expect(formatUploadTimeoutMessage(300)).toMatch(/^File upload timed out after 300 seconds/);
  });
});
