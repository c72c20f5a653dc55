import { redirect, type ParsedLocation } from '@tanstack/react-router';

/** Which area a page belongs to: the staff admin area (/admin...) or the member site. */
export type SiteArea = 'member' | 'admin';

/** The area of a path. */
export function areaOfPath(pathname: string): SiteArea {
  return pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'member';
}

/**
 * A page loaded from the member site opens the admin area with a full page load, never in place: the server
 * then sends it to the admin origin (ADMIN_ORIGIN, docs/decisions/091-admin-area-on-its-own-origin.md), so
 * staff tokens are only ever stored there. `documentArea` is null where no real page load exists (tests).
 */
export function enterAdminAreaByPageLoad({
  documentArea,
  location,
  preload,
}: {
  documentArea: SiteArea | null;
  location: ParsedLocation;
  preload: boolean;
}): void {
  if (preload || documentArea !== 'member' || areaOfPath(location.pathname) !== 'admin') return;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
  throw redirect({ href: location.href, reloadDocument: true });
}
