import { readAuthToken } from './auth-storage';

/** Whether a media URL is this site's own (`/media/...`), not a CDN's copy. */
export function isOwnMediaUrl(url: string): boolean {
  return new URL(url, window.location.href).origin === window.location.origin;
}

/**
 * Headers that let a creator fetch media of their own content before it is public (the server checks). Only for
 * the site's own URLs: a public file's copy on the CDN (MEDIA_PUBLIC_BASE_URL) must never see the session.
 */
export function memberMediaHeaders(url: string): Record<string, string> {
  const token = readAuthToken('member');
  return token && isOwnMediaUrl(url) ? { Authorization: `Bearer ${token}` } : {};
}
