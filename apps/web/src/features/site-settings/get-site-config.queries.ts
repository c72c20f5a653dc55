import { getSiteConfigEndpoint } from '@streamit/contract/routes';
import { API_BASE_PATH } from '@streamit/contract';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiClient } from '../../lib/api-client';
import { MAINTENANCE_EVENT, subscribeToAppEvent } from '../../lib/events';

// The server lets browsers cache the answer for 15 s (docs/decisions/010-maintenance-mode.md); maintenance reaches us as quickly.
const SITE_CONFIG_FRESH_MS = 15_000;
const SITE_CONFIG_KEY = ['site', 'config'] as const;

/** Query options for GET /site/config; the only place that knows this query's key. */
export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: SITE_CONFIG_KEY,
    queryFn: ({ signal }) => apiClient.request(getSiteConfigEndpoint, { signal }),
    staleTime: SITE_CONFIG_FRESH_MS,
  });
}

/** The public site configuration: support address, countdown end date, maintenance state. */
export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}

/** Reads the configuration again whenever an API call is refused for maintenance. */
export function useRefreshSiteConfigOnMaintenance(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToAppEvent(MAINTENANCE_EVENT, () => {
        void queryClient.invalidateQueries({ queryKey: SITE_CONFIG_KEY });
      }),
    [queryClient],
  );
}

/**
 * Reads the configuration again after staff changed it: the browser's cached copy (kept up to 15 s) is
 * replaced first, so this tab's site name and maintenance state follow the change at once.
 */
export async function refreshSiteConfig(queryClient: QueryClient): Promise<void> {
  await fetch(`${API_BASE_PATH}${getSiteConfigEndpoint.path}`, { cache: 'reload' }).catch(() => undefined);
  await queryClient.invalidateQueries({ queryKey: SITE_CONFIG_KEY });
}
