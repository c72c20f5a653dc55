import { AUTH_EVENTS, STORAGE_KEYS, type MemberUser } from '@streamit/contract';
import { useEffect } from 'react';
import { readAuthToken, readStoredJson, saveMemberSession } from './auth-storage';
import { dispatchAppEvent } from './events';
import { readSession } from './session';

/**
 * Keeps the stored member (spec §4) in step with the freshly loaded profile, so the header's name, avatar
 * and 2FA state follow changes made on My Account. Only a signed-in browser is updated.
 */
export function useStoredMemberSync(user: MemberUser | undefined): void {
  useEffect(() => {
    const token = readAuthToken('member');
    if (!user || !token) return;
    if (JSON.stringify(readSession().member) === JSON.stringify(user)) return;
    saveMemberSession({ token, user, wallet: readStoredJson(STORAGE_KEYS.wallet) });
    dispatchAppEvent(AUTH_EVENTS.login);
  }, [user]);
}
