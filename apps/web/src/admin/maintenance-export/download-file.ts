import { getCurrentLanguage } from '../../i18n/i18n';
import { API_BASE_PATH } from '@streamit/contract';
import { readAuthToken } from '../../lib/auth-storage';
import { createHttpError } from '../../lib/api/failure-reporting';
import { saveBlob } from '../../lib/save-blob';

/** The file name a download answer suggests, or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

// A link cannot send the staff token, so files are fetched with it and saved from a blob: address.
/**
 * Fetches an admin download (`path` under /api/v1; a GET unless `request` says otherwise, with its extra
 * headers) and saves it; rejects with the server's error (an ApiError with its code and message) when refused.
 */
export async function downloadAdminFile(
  path: string,
  fallbackName: string,
  request: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
): Promise<string> {
  const token = readAuthToken('admin');
  const response = await fetch(`${API_BASE_PATH}${path}`, {
    method: request.method ?? 'GET',
    // The server words a refusal (an expired export, no access) in the reader's language (decision 060).
    headers: {
      ...request.headers,
      'Accept-Language': getCurrentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!response.ok) throw createHttpError(response.status, await response.json().catch(() => null));
  const fileName = fileNameOf(response, fallbackName);
  saveBlob(await response.blob(), fileName);
  return fileName;
}
