import { AUTH_EVENTS, STORAGE_KEYS, type AdminUser, type MemberUser } from '@streamit/contract';
import { readAuthToken, readStoredJson } from './auth-storage';
import { withAccountDetails } from './account-details-memory';
import { readStoredAdminUser, readStoredMemberUser } from './stored-user';

/** Who is signed in, as far as this browser knows (spec §4): member and admin sessions are separate. */
export interface Session {
  member: MemberUser | null;
  admin: AdminUser | null;
}

/** A browser with nobody signed in. */
export const GUEST_SESSION: Session = { member: null, admin: null };

// The events after which stored sessions may differ (spec §4), plus `storage` for changes from other tabs.
const SESSION_EVENTS = [
  AUTH_EVENTS.login,
  AUTH_EVENTS.logout,
  AUTH_EVENTS.authError,
  AUTH_EVENTS.adminLogin,
  AUTH_EVENTS.adminLogout,
  'storage',
] as const;

// Stored data is only trusted in the contract's shape: anything else counts as signed out. The personal fields come
// from this page's memory (account-details-memory.ts).
function readMember(): MemberUser | null {
  if (!readAuthToken('member')) return null;
  const stored = readStoredMemberUser(readStoredJson(STORAGE_KEYS.memberUser));
  return stored && withAccountDetails('member', stored);
}

function readAdmin(): AdminUser | null {
  if (!readAuthToken('admin')) return null;
  const stored = readStoredAdminUser(readStoredJson(STORAGE_KEYS.adminUser));
  return stored && withAccountDetails('admin', stored);
}

/** Reads both sessions from storage, validating the stored users. */
export function readSession(): Session {
  const member = readMember();
  const admin = readAdmin();
  return member || admin ? { member, admin } : GUEST_SESSION;
}

/** Admin mode is on while an admin session exists (spec §4). */
export function isAdminMode(session: Session): boolean {
  return session.admin !== null;
}

/** The member of a signed-in, non-admin-mode session: who sees dashboard, points and wallet (spec §2). */
export function getActiveMember(session: Session): MemberUser | null {
  return isAdminMode(session) ? null : session.member;
}

/** Calls `listener` whenever the stored sessions may have changed; returns the unsubscribe function. */
export function subscribeToSessionChanges(listener: () => void): () => void {
  for (const name of SESSION_EVENTS) window.addEventListener(name, listener);
  return () => {
    for (const name of SESSION_EVENTS) window.removeEventListener(name, listener);
  };
}
