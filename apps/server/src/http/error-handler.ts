import { ERROR_MESSAGES_AR, ERRORS, type ErrorBody, type ErrorCode } from '@streamit/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, RetryLaterError } from './app-error.js';
import { isDependencyUnavailable } from './dependency-unavailable.js';
import { readRequestLanguage } from './request-language.js';

/** A restarted database is usually back within seconds; clients told to wait longer would wait for nothing. */
const DEPENDENCY_RETRY_AFTER_SECONDS = 5;

type Details = NonNullable<ErrorBody['error']['details']>;

/** Fastify's own error codes that map to one of ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_JSON_BODY: 'VALIDATION_FAILED',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

/** Status codes with no more specific cause, mapped to the closest catalogue entry. */
function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 408) return 'REQUEST_TIMEOUT';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 422) return 'UNPROCESSABLE';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'VALIDATION_FAILED';
  return 'INTERNAL';
}

function validationDetails(error: FastifyError): Details | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  return error.validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(root)',
    message: issue.message ?? 'Invalid value',
  }));
}

interface Resolved {
  code: ErrorCode;
  message: string;
  details?: Details;
}

function resolveError(error: FastifyError): Resolved {
  if (error instanceof AppError) return { code: error.code, message: error.message };
  if (isResponseSerializationError(error)) return { code: 'INTERNAL', message: ERRORS.INTERNAL.message };
  if (isDependencyUnavailable(error))
    return { code: 'SERVICE_UNAVAILABLE', message: ERRORS.SERVICE_UNAVAILABLE.message };
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  const code = mapped ?? codeForStatus(error.statusCode ?? 500);
  return { code, message: ERRORS[code].message, details: validationDetails(error) };
}

/**
 * The catalogue message in the request's language (decision 060). A message of its own (a staff screen's count
 * of what was not found) is English only and stays as written.
 */
function localizeMessage(request: FastifyRequest, code: ErrorCode, message: string | undefined): string {
  const english = ERRORS[code].message;
  if (message !== undefined && message !== english) return message;
  return readRequestLanguage(request) === 'ar' ? ERROR_MESSAGES_AR[code] : english;
}

/** Sends `{ error: { code, message } }` in the reader's language; 5xx bodies never carry internals. */
export function sendError(
  reply: FastifyReply,
  code: ErrorCode,
  message?: string,
  details?: Details,
): FastifyReply {
  const body: ErrorBody = { error: { code, message: localizeMessage(reply.request, code, message) } };
  if (details) body.error.details = details;
  return reply.code(ERRORS[code].status).type('application/json; charset=utf-8').send(body);
}

/** Told of every 5xx the handler answers, e.g. to keep it for the system screen. */
export type ServerErrorListener = (request: FastifyRequest, status: number, error: Error) => void;

/** Installs the one error handler of the app. */
export function installErrorHandler(app: FastifyInstance, onServerError?: ServerErrorListener): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const resolved = resolveError(error);
    const status = ERRORS[resolved.code].status;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      onServerError?.(request, status, error);
    } else request.log.info({ code: resolved.code, reason: error.message }, 'request rejected');
    if (error instanceof RetryLaterError) reply.header('Retry-After', String(error.retryAfterSeconds));
    else if (resolved.code === 'SERVICE_UNAVAILABLE')
      reply.header('Retry-After', String(DEPENDENCY_RETRY_AFTER_SECONDS));
    return sendError(reply, resolved.code, resolved.message, resolved.details);
  });
}
