import type { ErrorBody } from '@streamit/contract';

type ErrorFields = ErrorBody['error'];
type ErrorDetail = NonNullable<ErrorFields['details']>[number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isDetail(value: unknown): value is ErrorDetail {
  return isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';
}

// Hand-written on purpose: the API client is on every page, and the contract's ErrorBodySchema would bring zod.
/** The `error` of a spec §8 error body, or null when the body does not have that shape. */
export function readErrorBody(body: unknown): ErrorFields | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, details } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (details === undefined) return { code, message };
  return Array.isArray(details) && details.every(isDetail) ? { code, message, details } : null;
}
