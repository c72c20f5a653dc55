import type { Readable } from 'node:stream';
import {
  API_BASE_PATH,
  AdminStoreOrdersExportQuerySchema,
  STORE_ORDERS_EXPORT_PATH,
  type AdminStoreOrder,
  type AdminStoreOrdersExportQuery,
} from '@streamit/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { formatCsvCell } from '../../lib/csv.js';
import { requireAdmin } from '../admin-auth/require-admin.js';
import { streamAuditedExport } from '../audit/audit-export.service.js';
import { listOrdersAfter, type OrderCursor } from './store-admin.repository.js';
import { staffViews, storeOperatorOf, type StoreOperator } from './store-admin.service.js';

/** Orders read per round trip: keyset pages keep memory flat however many orders there are. */
const BATCH_ROWS = 500;
const COLUMNS = [
  'orderId',
  'createdAt',
  'status',
  'memberEmail',
  'memberName',
  'items',
  'paymentMethod',
  'totalPoints',
  'totalArtfi',
  'country',
  'carrier',
  'trackingNumber',
];

function cellsOf(order: AdminStoreOrder): (string | number | null)[] {
  const items = order.items.map((item) => `${item.quantity} x ${item.sku}`).join('; ');
  return [
    order.id,
    order.createdAt,
    order.status,
    order.memberEmail,
    order.memberName,
    items,
    order.paymentMethod,
    order.totalPoints,
    order.totalArtfi,
    order.address.country,
    order.carrier,
    order.trackingNumber,
  ];
}

async function* generateRows(db: Executor, query: AdminStoreOrdersExportQuery, onRows: (n: number) => void) {
  yield `${COLUMNS.join(',')}\r\n`;
  let after: OrderCursor | undefined;
  for (;;) {
    const rows = await listOrdersAfter(db, query, after, BATCH_ROWS);
    if (rows.length === 0) return;
    onRows(rows.length);
    const orders = await staffViews(db, rows);
    yield orders.map((order) => `${cellsOf(order).map(formatCsvCell).join(',')}\r\n`).join('');
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH_ROWS) return;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

/**
 * The staff list's orders (same filters, every page) as CSV, streamed in keyset batches with cells safe from
 * formula injection; the export is audited when it ends, with how many rows it wrote.
 */
export function streamStoreOrdersExport(
  db: Executor,
  operator: StoreOperator,
  query: AdminStoreOrdersExportQuery,
): Readable {
  return streamAuditedExport((onRows) => generateRows(db, query, onRows), {
    db,
    actor: operator,
    action: 'store.orders-export',
    targetType: 'store-order',
    details: query,
  });
}

/** GET /admin/store/orders/export (canManagePoints): a download, not a JSON endpoint, so it guards itself. */
export function registerStoreOrdersExportRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get(
    `${API_BASE_PATH}${STORE_ORDERS_EXPORT_PATH}`,
    { onRequest: requireAdmin(deps, 'canManagePoints') },
    (request, reply) => {
      const query = AdminStoreOrdersExportQuerySchema.safeParse(request.query);
      if (!query.success) throw new AppError('VALIDATION_FAILED');
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="store-orders-${stamp}.csv"`)
        .send(streamStoreOrdersExport(deps.db, storeOperatorOf(request), query.data));
    },
  );
}
