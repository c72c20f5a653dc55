import { AUTH_EVENTS, STORAGE_KEYS, type MemberUser } from '@streamit/contract';
import { readAuthToken, readStoredJson, saveMemberSession } from './auth-storage';
import { dispatchAppEvent } from './events';

// Storage can be missing or throw (privacy modes): the version is then kept for this page only.
let memoryVersion: string | null = null;
let refreshing: Promise<void> | null = null;

function readKnownVersion(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.memberProfileVersion) ?? memoryVersion;
  } catch {
    return memoryVersion;
  }
}

function storeKnownVersion(version: string): void {
  memoryVersion = version;
  try {
    window.localStorage.setItem(STORAGE_KEYS.memberProfileVersion, version);
  } catch {
    // Kept in memory only.
  }
}

async function refreshStoredMember(version: string, loadProfile: () => Promise<MemberUser>): Promise<void> {
  const user = await loadProfile();
  const token = readAuthToken('member');
  // Signed out (or suspended) while the profile was on its way: nothing to refresh.
  if (!token) return;
  saveMemberSession({ token, user, wallet: readStoredJson(STORAGE_KEYS.wallet) });
  storeKnownVersion(version);
  // The same event as a sign-in: every session reader (header, menus, the creator gate) reads the new profile.
  dispatchAppEvent(AUTH_EVENTS.login);
}

/**
 * Called with the X-Profile-Version of every answer to a signed-in member (decision 049): when it differs from
 * the version the stored profile was read at, the profile is loaded again (once, however many answers carry the
 * new version meanwhile), so a creator approval, a tier change or a verified email shows on the next request.
 */
export function noteProfileVersion(version: string, loadProfile: () => Promise<MemberUser>): void {
  if (refreshing || readKnownVersion() === version || !readAuthToken('member')) return;
  refreshing = refreshStoredMember(version, loadProfile)
    .catch(() => undefined)
    .finally(() => {
      refreshing = null;
    });
}

/** Settles when no profile refresh is on its way (tests). */
export function profileRefreshSettled(): Promise<void> {
  return refreshing ?? Promise.resolve();
}
