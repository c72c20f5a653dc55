import { API_BASE_PATH } from '@streamit/contract';
import { generateSecurityReportEndpoint } from '@streamit/contract/routes';
import { readAuthToken } from '../../lib/auth-storage';
import { saveBlob } from '../../lib/save-blob';

// A link cannot send the staff token, so the report is fetched with it and saved from a blob: address.
/** Downloads the security report of the last `hours` as JSON or CSV; rejects when the server refuses. */
export async function downloadSecurityReport(hours: number, format: 'json' | 'csv'): Promise<void> {
  const token = readAuthToken('admin');
  const query = new URLSearchParams({ hours: String(hours), format });
  const response = await fetch(`${API_BASE_PATH}${generateSecurityReportEndpoint.path}?${query.toString()}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`report answered ${String(response.status)}`);
  saveBlob(await response.blob(), `security-report.${format}`);
}
