import { API_BASE_PATH } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';

const LINK_COOKIE = 'streamit_oauth_link';

/**
 * The Set-Cookie value binding a link intent to the browser that asked for it. HttpOnly, and SameSite=Lax so
 * it rides along on the provider's top-level redirect back to our callback but on no cross-site POST.
 */
export function linkCookie(deps: AppDeps, value: string, maxAgeSeconds: number): string {
  const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${LINK_COOKIE}=${value}; Path=${API_BASE_PATH}/auth; HttpOnly; SameSite=Lax; Max-Age=${String(maxAgeSeconds)}${secure}`;
}

/** The link cookie's value in a request's Cookie header, if there is one. */
export function readLinkCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LINK_COOKIE) return value.join('=');
  }
  return undefined;
}
