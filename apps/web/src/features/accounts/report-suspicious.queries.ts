import { AUTH_EVENTS } from '@streamit/contract';
import { reportSuspiciousEndpoint } from '@streamit/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { clearAuthStorage } from '../../lib/auth-storage';
import { dispatchAppEvent } from '../../lib/events';

/**
 * POST /auth/security/report-suspicious: the server revokes every session, this one included, so this
 * browser forgets the member too (spec §4: a revoked session clears stored data).
 */
export function useReportSuspicious() {
  return useMutation({
    mutationFn: () => apiClient.request(reportSuspiciousEndpoint, { body: {} }),
    retry: false,
    onSuccess: () => {
      clearAuthStorage('member');
      dispatchAppEvent(AUTH_EVENTS.logout);
    },
  });
}
