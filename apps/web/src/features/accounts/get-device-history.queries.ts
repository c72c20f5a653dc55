import { getDeviceHistoryEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** GET /auth/devices/history: devices the account signed in from. */
export function useDeviceHistory() {
  return useQuery({
    queryKey: ['account', 'devices'],
    queryFn: ({ signal }) => apiClient.request(getDeviceHistoryEndpoint, { signal }),
  });
}
