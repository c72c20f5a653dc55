import { AUTH_EVENTS, type LoginResult, type MemberLoginResponse } from '@streamit/contract';
import { saveMemberSession } from '../../lib/auth-storage';
import { dispatchAppEvent } from '../../lib/events';

/** Tells whether a sign-in step answered a session (rather than a second-factor challenge). */
export function isMemberSession(result: LoginResult): result is MemberLoginResponse {
  return 'accessToken' in result;
}

/** Stores the member's session (spec §4) and broadcasts login so the header re-reads it. */
export function startMemberSession(session: MemberLoginResponse): void {
  saveMemberSession({ token: session.accessToken, user: session.user, wallet: session.wallet });
  dispatchAppEvent(AUTH_EVENTS.login);
}
