import type { SecuritySettings } from '@streamit/contract';
import { getSecuritySettingsEndpoint, updateSecuritySettingsEndpoint } from '@streamit/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

const KEY = ['account', 'security-settings'] as const;

/** GET /auth/security/settings: which security emails the member gets. */
export function useSecuritySettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiClient.request(getSecuritySettingsEndpoint, { signal }),
  });
}

/** PUT /auth/security/settings with one changed switch; the answer is the settings now stored. */
export function useUpdateSecuritySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<SecuritySettings>) =>
      apiClient.request(updateSecuritySettingsEndpoint, { body }),
    onSuccess: (settings) => {
      client.setQueryData(KEY, settings);
    },
  });
}
