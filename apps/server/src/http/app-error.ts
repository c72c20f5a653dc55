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
