import type { PageQuery, ServerErrorPage } from '@streamit/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { insertServerError, listServerErrors } from './server-errors.repository.js';

const MESSAGE_MAX = 300;
// Shapes that may be credentials or personal data, masked even in an error's own message.
const MASKS: [RegExp, string][] = [
  [/bearer\s+\S+/gi, 'Bearer [redacted]'],
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  [/\b(0x)?[0-9a-f]{32,}\b/gi, '[hex]'],
  [/[A-Za-z0-9_-]{40,}/g, '[token]'],
  [/\w+:\/\/[^\s/]*@/g, '[url-with-credentials]@'],
];

/** An error's message made safe to show staff: masked and cut short. */
export function sanitiseErrorMessage(error: Error): string {
  let message = `${error.name}: ${error.message}`;
  for (const [pattern, mask] of MASKS) message = message.replace(pattern, mask);
  return message.slice(0, MESSAGE_MAX);
}

/**
 * Keeps a 5xx for the system screen: request id, method, route pattern (never the raw URL, whose query
 * may carry a code), status and the masked message. Failing to record never affects the answer.
 */
export function captureServerError(
  deps: AppDeps,
  request: FastifyRequest,
  status: number,
  error: Error,
): void {
  const entry = {
    requestId: request.id,
    method: request.method,
    route: request.routeOptions.url ?? '(no route)',
    status,
    message: sanitiseErrorMessage(error),
  };
  insertServerError(deps.db, entry).catch((failure: unknown) => {
    request.log.warn({ err: failure }, 'could not record the server error');
  });
}

/** GET /admin/system/logs/errors. */
export async function listRecentServerErrors(deps: AppDeps, query: PageQuery): Promise<ServerErrorPage> {
  const { rows, total } = await listServerErrors(deps.db, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  const items = rows.map((row) => ({ ...row, at: row.at.toISOString() }));
  return { items, page: query.page, limit: query.limit, total };
}
