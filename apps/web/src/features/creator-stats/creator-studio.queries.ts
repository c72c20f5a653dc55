import {
  getCreatorAnalyticsEndpoint,
  getCreatorDashboardEndpoint,
  getCreatorEarningsEndpoint,
  listCreatorActivitiesEndpoint,
} from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Ranges the studio offers, in days (the contract's ANALYTICS_RANGES, kept zod-free here). */
export const STUDIO_RANGES = [7, 28, 90] as const;
export type StudioRange = (typeof STUDIO_RANGES)[number];

/** GET /creator/dashboard: totals and trends, latest content, tasks. */
export function useCreatorDashboard() {
  return useQuery({
    queryKey: ['creator-studio', 'dashboard'],
    queryFn: ({ signal }) => apiClient.request(getCreatorDashboardEndpoint, { signal }),
  });
}

/** GET /creator/analytics for one range, overall or for one item. */
export function useCreatorAnalytics(range: StudioRange, contentId: string | undefined) {
  return useQuery({
    queryKey: ['creator-studio', 'analytics', range, contentId ?? 'all'],
    queryFn: ({ signal }) =>
      apiClient.request(getCreatorAnalyticsEndpoint, {
        signal,
        query: { range, ...(contentId ? { contentId } : {}) },
      }),
  });
}

/** GET /points/creator-earnings: the creator's shares from the ledger. */
export function useCreatorEarnings() {
  return useQuery({
    queryKey: ['points', 'creator-earnings'],
    queryFn: ({ signal }) => apiClient.request(getCreatorEarningsEndpoint, { signal }),
  });
}

/** The creator's own items, for the analytics content picker. */
export function useCreatorItems() {
  return useQuery({
    queryKey: ['creator-studio', 'items'],
    queryFn: ({ signal }) => apiClient.request(listCreatorActivitiesEndpoint, { signal }),
  });
}
