import { AUTH_EVENTS, STORAGE_KEYS } from '@streamit/contract';
import { getAdminMeEndpoint, getProfileEndpoint } from '@streamit/contract/routes';
import { carriesAccountDetails, lacksAccountDetails } from './account-details-memory';
import { apiClient, type ApiClient } from './api-client';
import { readAuthToken, readStoredJson, saveAdminSession, saveMemberSession } from './auth-storage';
import { dispatchAppEvent } from './events';
import { readSession } from './session';

/**
 * Stores again what a browser kept from before personal fields left storage (ASVS V14.3.3): saving blanks them in
 * storage and keeps them in this page's memory, so the first render still has them.
 */
export function moveStoredAccountDetailsToMemory(): void {
  const memberToken = readAuthToken('member');
  const adminToken = readAuthToken('admin');
  const wallet = readStoredJson(STORAGE_KEYS.wallet);
  const user = readStoredJson(STORAGE_KEYS.memberUser);
  const admin = readStoredJson(STORAGE_KEYS.adminUser);
  if (memberToken && carriesAccountDetails('member', user))
    saveMemberSession({ token: memberToken, user, wallet });
  if (adminToken && carriesAccountDetails('admin', admin)) saveAdminSession({ token: adminToken, admin });
}

async function restoreMember(client: ApiClient): Promise<void> {
  const { user } = await client.request(getProfileEndpoint, { realm: 'member' });
  const token = readAuthToken('member');
  // Signed out (or suspended) while the profile was on its way: nothing to restore.
  if (!token) return;
  saveMemberSession({ token, user, wallet: readStoredJson(STORAGE_KEYS.wallet) });
  dispatchAppEvent(AUTH_EVENTS.login);
}

async function restoreAdmin(client: ApiClient): Promise<void> {
  const { admin } = await client.request(getAdminMeEndpoint, { realm: 'admin' });
  const token = readAuthToken('admin');
  if (!token) return;
  saveAdminSession({ token, admin });
  dispatchAppEvent(AUTH_EVENTS.adminLogin);
}

async function restoreMissingDetails(client: ApiClient): Promise<void> {
  const session = readSession();
  const pending: Promise<void>[] = [];
  if (lacksAccountDetails('member', session.member)) pending.push(restoreMember(client));
  if (lacksAccountDetails('admin', session.admin)) pending.push(restoreAdmin(client));
  // A failed read leaves the page as it is: the next profile answer (decision 049) or reload tries again.
  await Promise.allSettled(pending);
}

let restoring: Promise<void> | null = null;

/** After a reload, reads the e-mail and names of whoever is signed in from the server (they are not stored). */
export function restoreAccountDetails(client: ApiClient = apiClient): Promise<void> {
  restoring ??= restoreMissingDetails(client).finally(() => {
    restoring = null;
  });
  return restoring;
}
