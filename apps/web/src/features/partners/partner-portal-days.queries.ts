import type { PartnerPortalDaySpan } from '@streamit/contract';
import { API_BASE_PATH, PARTNER_PORTAL_DAYS_EXPORT_PATH } from '@streamit/contract';
import { getPartnerPortalDaysEndpoint } from '@streamit/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';
import { readAuthToken } from '../../lib/auth-storage';
import { saveBlob } from '../../lib/save-blob';

/** GET /partner/portal/days: the partner's figures by UTC day, overall and per campaign. */
export function usePartnerPortalDays(days: PartnerPortalDaySpan) {
  return useQuery({
    queryKey: ['partners', 'portal', 'days', days] as const,
    queryFn: ({ signal }) => apiClient.request(getPartnerPortalDaysEndpoint, { query: { days }, signal }),
  });
}

// A link cannot send the session token, so the CSV is fetched with it and saved from a blob: address.
/** Downloads the figures of the span as CSV (every campaign and the overall days); rejects when refused. */
export async function downloadPartnerPortalDays(days: PartnerPortalDaySpan): Promise<void> {
  const token = readAuthToken('member');
  const response = await fetch(`${API_BASE_PATH}${PARTNER_PORTAL_DAYS_EXPORT_PATH}?days=${days}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`export answered ${String(response.status)}`);
  saveBlob(await response.blob(), `partner-figures-last-${days}-days.csv`);
}
