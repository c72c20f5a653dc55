import { isApiError } from '../../lib/api-client';

/** What a failed staff action says: the server's message in the reader's language, else the screen's fallback. */
export function failureText(error: Error | null, fallback: string): string | null {
  if (!error) return null;
  return isApiError(error) ? error.message : fallback;
}
