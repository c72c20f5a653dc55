import { AUTH_EVENTS, type AdminLoginResponse } from '@streamit/contract';
import { saveAdminSession } from '../../lib/auth-storage';
import { dispatchAppEvent } from '../../lib/events';

/** Stores the admin session (spec §4) and broadcasts admin-login so every header switches to admin mode. */
export function startAdminSession(session: AdminLoginResponse): void {
  saveAdminSession({ token: session.access_token, admin: session.admin });
  dispatchAppEvent(AUTH_EVENTS.adminLogin);
}
