import { API_BASE_PATH } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { hashToken } from '../../lib/security/tokens.js';

/**
 * The two browser-binding cookies: one for a link intent, one for a sign-in. Two names, so a sign-in started
 * in one tab does not spend the link another tab is finishing.
 */
export const BINDING_COOKIES = { link: 'streamit_oauth_link', signIn: 'streamit_oauth_signin' } as const;
export type BindingKind = keyof typeof BINDING_COOKIES;

/**
 * The cookie's name and path. On an https deployment the name carries the __Host- prefix (ASVS V3.3.1, V3.3.3):
 * the browser then accepts it only Secure, from this exact host, with Path=/, so a sibling subdomain or a
 * plain-HTTP page cannot plant or overwrite it. Plain-HTTP development keeps the bare name (browsers refuse a
 * prefixed cookie without Secure) and limits it to the auth routes.
 */
function cookieScope(publicUrl: string, kind: BindingKind): { name: string; attributes: string } {
  if (publicUrl.startsWith('https:'))
    return { name: `__Host-${BINDING_COOKIES[kind]}`, attributes: 'Path=/; HttpOnly; SameSite=Lax' };
  return { name: BINDING_COOKIES[kind], attributes: `Path=${API_BASE_PATH}/auth; HttpOnly; SameSite=Lax` };
}

/**
 * The Set-Cookie value binding a link intent or a sign-in to the browser that started it. HttpOnly, and
 * SameSite=Lax so it rides along on the provider's top-level redirect back to our callback but on no
 * cross-site POST.
 */
export function bindingCookie(
  deps: AppDeps,
  kind: BindingKind,
  value: string,
  maxAgeSeconds: number,
): string {
  const { name, attributes } = cookieScope(deps.config.publicUrl, kind);
  const secure = deps.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${name}=${value}; ${attributes}; Max-Age=${String(maxAgeSeconds)}${secure}`;
}

/** A binding cookie's value in a request's Cookie header, if there is one under this deployment's name. */
export function readBindingCookie(
  deps: AppDeps,
  header: string | undefined,
  kind: BindingKind,
): string | undefined {
  const { name: wanted } = cookieScope(deps.config.publicUrl, kind);
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === wanted) return value.join('=');
  }
  return undefined;
}

/** Whether a state whose binding hash is `bindingHash` was started by the browser holding this cookie value. */
export function isBoundTo(bindingHash: string | null, binding: string | undefined): boolean {
  return binding !== undefined && bindingHash !== null && hashToken(binding) === bindingHash;
}
