import { getRiskAssessmentEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /auth/security/risk-assessment: the account's risk level with the reasons behind it. */
export function useRiskAssessment() {
  return useQuery({
    queryKey: ['account', 'risk-assessment'],
    queryFn: ({ signal }) => apiClient.request(getRiskAssessmentEndpoint, { signal }),
  });
}
