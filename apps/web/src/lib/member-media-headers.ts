import { readAuthToken } from './auth-storage';

/** Headers that let a creator fetch media of their own content before it is public (the server checks). */
export function memberMediaHeaders(): Record<string, string> {
  const token = readAuthToken('member');
  return token ? { Authorization: `Bearer ${token}` } : {};
}
