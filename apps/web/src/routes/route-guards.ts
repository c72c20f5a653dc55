import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { readSession } from '../lib/session';

/** Search of /auth/login: where to return after signing in (an app path only). */
export interface LoginSearch {
  redirect?: string;
}

/** Sends visitors without a member session to /auth/login, remembering where they were going. */
export function requireMemberSession({ location }: { location: ParsedLocation }): void {
  if (readSession().member) return;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
  throw redirect({ to: '/auth/login', search: { redirect: location.href } });
}

/** Sends visitors without an admin session to /admin/login (spec §4). */
export function requireAdminSession(): void {
  if (readSession().admin) return;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's redirect protocol
  throw redirect({ to: '/admin/login' });
}
