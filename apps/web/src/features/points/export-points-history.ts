import { API_BASE_PATH, POINTS_HISTORY_EXPORT_PATH } from '@streamit/contract';
import { readAuthToken } from '../../lib/auth-storage';
import { saveBlob } from '../../lib/save-blob';
import type { PointsHistoryFilters } from './get-points-history.queries';

/** The export's address with the history's current filters. */
export function buildExportUrl(filters: PointsHistoryFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' && value !== '') query.set(key, value);
  }
  const search = query.toString();
  return `${API_BASE_PATH}${POINTS_HISTORY_EXPORT_PATH}${search ? `?${search}` : ''}`;
}

// A link cannot send the session token, so the CSV is fetched with it and saved from a blob: address.
/** Downloads the member's history as CSV; rejects when the server refuses. */
export async function downloadPointsHistory(filters: PointsHistoryFilters): Promise<void> {
  const token = readAuthToken('member');
  const response = await fetch(buildExportUrl(filters), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`export answered ${String(response.status)}`);
  saveBlob(await response.blob(), 'points-history.csv');
}
