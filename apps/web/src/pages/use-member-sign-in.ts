import type { MemberLoginResponse } from '@streamit/contract';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { startMemberSession } from '../features/auth/member-login';

/** Stores a new member session and goes where the member was heading (an app path), else /dashboard. */
export function useMemberSignIn(redirectTo: string | undefined) {
  const navigate = useNavigate();
  return useCallback(
    (session: MemberLoginResponse) => {
      startMemberSession(session);
      void navigate({ to: redirectTo ?? '/dashboard' });
    },
    [navigate, redirectTo],
  );
}
