import { AUTH_EVENTS } from '@streamit/contract';
import { adminLogoutEndpoint, logoutEndpoint } from '@streamit/contract/routes';
import { apiClient } from './api-client';
import { clearAuthStorage, readAuthToken } from './auth-storage';
import { dispatchAppEvent } from './events';

// Signing out must feel instant: the server gets a few seconds to revoke the session, then we move on.
const REVOKE_WAIT_MS = 5_000;

// Revocation is best effort: whatever the server answers, this browser forgets the session.
async function revoke(request: (signal: AbortSignal) => Promise<unknown>): Promise<void> {
  try {
    await request(AbortSignal.timeout(REVOKE_WAIT_MS));
  } catch {
    // An expired session or an unreachable server leaves nothing to revoke from here.
  }
}

/** Signs the member out: revokes the session on the server, clears storage, and broadcasts logout. */
export async function logoutMember(): Promise<void> {
  if (readAuthToken('member')) {
    await revoke((signal) => apiClient.request(logoutEndpoint, { signal }));
  }
  clearAuthStorage('member');
  dispatchAppEvent(AUTH_EVENTS.logout);
}

/** Signs the admin out: revokes the admin session, clears admin storage, and broadcasts admin-logout. */
export async function logoutAdmin(): Promise<void> {
  if (readAuthToken('admin')) {
    await revoke((signal) => apiClient.request(adminLogoutEndpoint, { signal }));
  }
  clearAuthStorage('admin');
  dispatchAppEvent(AUTH_EVENTS.adminLogout);
}
