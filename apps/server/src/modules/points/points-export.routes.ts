import {
  API_BASE_PATH,
  POINTS_HISTORY_EXPORT_MAX_ROWS,
  POINTS_HISTORY_EXPORT_PATH,
  PointsHistoryExportQuerySchema,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { currentMember, requireMember } from '../sessions/require-member.js';
import { getPointsHistory } from './points-reading.service.js';

const COLUMNS = ['id', 'createdAt', 'kind', 'source', 'amount', 'reason', 'activityId'] as const;

/** One CSV field: quoted, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** GET /points/history/export: the member's filtered history as a CSV download (not a JSON endpoint). */
export function registerPointsExportRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get(
    `${API_BASE_PATH}${POINTS_HISTORY_EXPORT_PATH}`,
    { onRequest: requireMember(deps) },
    async (request, reply) => {
      const query = PointsHistoryExportQuerySchema.safeParse(request.query);
      if (!query.success) throw new AppError('VALIDATION_FAILED');
      const page = await getPointsHistory(deps, currentMember(request).userId, {
        ...query.data,
        limit: POINTS_HISTORY_EXPORT_MAX_ROWS,
      });
      const lines = page.items.map((item) => COLUMNS.map((column) => csvField(item[column])).join(','));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="points-history.csv"')
        .send([COLUMNS.join(','), ...lines].join('\r\n') + '\r\n');
    },
  );
}
