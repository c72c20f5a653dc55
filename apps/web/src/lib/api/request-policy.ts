import { API_CLIENT, type HttpMethod } from '@streamit/contract';

/** Tells whether a method changes data, so it carries an Idempotency-Key. */
export function isMutation(method: HttpMethod): boolean {
  return method !== 'GET';
}

/** Spec §9 upload detection: a form-data body, or a path ending in one of the upload suffixes. */
export function isUploadRequest(path: string, body: unknown): boolean {
  if (body instanceof FormData) return true;
  const pathOnly = path.split('?')[0] ?? path;
  return API_CLIENT.uploadPathSuffixes.some((suffix) => pathOnly.endsWith(suffix));
}

/** Time a single attempt may take: 15 minutes for uploads, 90 seconds otherwise. */
export function getTimeoutMs(upload: boolean): number {
  return upload ? API_CLIENT.uploadTimeoutMs : API_CLIENT.requestTimeoutMs;
}

/** Wait before retry number `retryIndex` (0-based): 1 s, 2 s, 4 s; null once the retries are used up. */
export function getRetryDelayMs(retryIndex: number): number | null {
  if (retryIndex >= API_CLIENT.maxRetries) return null;
  return API_CLIENT.retryDelaysMs[retryIndex] ?? null;
}
