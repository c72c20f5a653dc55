import { ERRORS, type ErrorCode } from '@streamit/contract';

/** A failure with a stable code; the error handler turns it into the spec's status and message. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;

  constructor(code: ErrorCode, message?: string) {
    super(message ?? ERRORS[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
  }
}

/** A 429 that knows when the caller may try again; the error handler sends it as Retry-After. */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number, code: ErrorCode = 'RATE_LIMITED') {
    super(code);
    this.name = 'RetryLaterError';
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/**
 * A row the caller asked for exists but belongs to someone else. Answered exactly like `code` (a 404 hides that
 * it exists), and logged as the security event `access.denied_foreign` (ASVS V16.3.2, decision 080).
 */
export class ForeignRowError extends AppError {
  readonly resource: string;
  readonly actorId: string;

  constructor(code: ErrorCode, resource: string, actorId: string) {
    super(code);
    this.name = 'ForeignRowError';
    this.resource = resource;
    this.actorId = actorId;
  }
}
