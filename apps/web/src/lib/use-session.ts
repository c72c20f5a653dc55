import { STORAGE_KEYS } from '@streamit/contract';
import { useSyncExternalStore } from 'react';
import { readAccountDetailsVersion } from './account-details-memory';
import { readSession, subscribeToSessionChanges, type Session } from './session';

const WATCHED_KEYS = [
  STORAGE_KEYS.memberToken,
  STORAGE_KEYS.memberUser,
  STORAGE_KEYS.adminToken,
  STORAGE_KEYS.adminUser,
] as const;

let cachedFingerprint: string | null = null;
let cachedSession: Session | null = null;

function readFingerprint(): string {
  try {
    const stored = WATCHED_KEYS.map((key) => window.localStorage.getItem(key) ?? '');
    return [...stored, readAccountDetailsVersion()].join('\u0000');
  } catch {
    return String(readAccountDetailsVersion());
  }
}

// useSyncExternalStore needs the same object while nothing changed; parse again only when storage did.
function getSessionSnapshot(): Session {
  const fingerprint = readFingerprint();
  if (cachedSession === null || fingerprint !== cachedFingerprint) {
    cachedFingerprint = fingerprint;
    cachedSession = readSession();
  }
  return cachedSession;
}

/** The current sessions, re-read on the login, logout, auth-error, admin-login and admin-logout events. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeToSessionChanges, getSessionSnapshot);
}
