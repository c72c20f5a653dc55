import { STORAGE_KEYS } from '@streamit/contract/constants';
import { forgetAccountDetails, keepAccountDetailsInMemory } from './account-details-memory';

/** The two separate sessions of spec §4: members and staff. */
export type AuthRealm = 'member' | 'admin';

/** What a member login stores (spec §4); the wallet holds public data only (ARCHITECTURE §6). */
export interface MemberSession {
  token: string;
  user: unknown;
  wallet: unknown;
}

/** What an admin login stores (spec §4). */
export interface AdminSession {
  token: string;
  admin: unknown;
}

const REALM_KEYS = {
  member: [
    STORAGE_KEYS.memberToken,
    STORAGE_KEYS.memberUser,
    STORAGE_KEYS.wallet,
    STORAGE_KEYS.memberProfileVersion,
  ],
  admin: [STORAGE_KEYS.adminToken, STORAGE_KEYS.adminUser],
} as const satisfies Record<AuthRealm, readonly string[]>;

const TOKEN_KEYS = {
  member: STORAGE_KEYS.memberToken,
  admin: STORAGE_KEYS.adminToken,
} as const satisfies Record<AuthRealm, string>;

// Storage can be missing or throw (privacy modes, sandboxed frames); a session then simply is not kept.
function getStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Reads the bearer token of a realm, or null when that realm is signed out. */
export function readAuthToken(realm: AuthRealm): string | null {
  return getStorage()?.getItem(TOKEN_KEYS[realm]) ?? null;
}

/** Reads and parses a stored JSON value (user, wallet, admin), or null when absent or unreadable. */
export function readStoredJson(key: string): unknown {
  const raw = getStorage()?.getItem(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Stores a member's token, user and wallet after login or an OAuth callback. */
export function saveMemberSession(session: MemberSession): void {
  const storage = getStorage();
  storage?.setItem(STORAGE_KEYS.memberToken, session.token);
  storage?.setItem(
    STORAGE_KEYS.memberUser,
    JSON.stringify(keepAccountDetailsInMemory('member', session.user)),
  );
  storage?.setItem(STORAGE_KEYS.wallet, JSON.stringify(session.wallet));
}

/** Stores the admin token and admin user after an admin login. */
export function saveAdminSession(session: AdminSession): void {
  const storage = getStorage();
  storage?.setItem(STORAGE_KEYS.adminToken, session.token);
  storage?.setItem(
    STORAGE_KEYS.adminUser,
    JSON.stringify(keepAccountDetailsInMemory('admin', session.admin)),
  );
}

/** Removes everything stored for one realm, leaving the other realm's session alone. */
export function clearAuthStorage(realm: AuthRealm): void {
  const storage = getStorage();
  for (const key of REALM_KEYS[realm]) storage?.removeItem(key);
  forgetAccountDetails(realm);
}
