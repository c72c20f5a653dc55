/** Codes for failures that never got a usable answer from the server. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/** One field-level problem reported by the server. */
export interface ApiErrorDetail {
  path: string;
  message: string;
}

/** A failed API call: HTTP status (0 when there was no answer), stable code, readable message, field details. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: readonly ApiErrorDetail[] = [],
  ) {
    super(message);
  }
}

/** Tells whether a thrown value is an ApiError. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Tells whether an error is a client error answer (4xx), which repeating cannot fix. */
export function isClientErrorResponse(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}
