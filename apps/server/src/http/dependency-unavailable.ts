/**
 * Socket errors of a database connection that is gone (refused, reset, closed mid-query) and PostgreSQL's own
 * "shutting down / starting up / cannot connect now" and connection-exception classes (SQLSTATE 57P0x, 08xxx).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
]);
/** node-postgres says these in words only, without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /Client has encountered a connection error/,
];

function codeOf(error: object): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

function isUnavailableLink(error: object): boolean {
  const code = codeOf(error);
  if (code !== undefined && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * Whether a request failed because PostgreSQL (or another service it needs on this network) could not be reached:
 * the answer is then 503 "try again later", not a 500 bug (issue 31). Drizzle wraps the driver's error, so the
 * causes are followed a few levels down.
 */
export function isDependencyUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if (isUnavailableLink(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
