import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { logoutAdmin, logoutMember } from '../../../lib/logout';

/** Logout actions for the menus: sign out, then leave pages that needed the session. */
export function useLogout() {
  const navigate = useNavigate();
  const signOutMember = useCallback(async () => {
    await logoutMember();
    await navigate({ to: '/' });
  }, [navigate]);
  // Spec §4: an admin logout lands on /admin/login.
  const signOutAdmin = useCallback(async () => {
    await logoutAdmin();
    await navigate({ to: '/admin/login' });
  }, [navigate]);
  return { signOutMember, signOutAdmin };
}
