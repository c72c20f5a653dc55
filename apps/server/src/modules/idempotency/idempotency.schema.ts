import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, instantNow } from '../../db/table-columns.js';

/**
 * Idempotency-Key reservations and the answers they replay, per caller scope (`admin:<id>`,
 * `member:<id>` or `ip:<address>`). A row without a status is a request still in flight.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Method and URL pattern, e.g. `POST /api/v1/activities/:id/report`. */
    route: text('route').notNull(),
    /** SHA-256 of the route's parsed params, query and body. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseType: text('response_type'),
    responseBody: text('response_body'),
    createdAt: instantNow('created_at'),
    completedAt: instant('completed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
    check(
      'idempotency_keys_completed_check',
      sql`(${table.responseStatus} IS NULL) = (${table.completedAt} IS NULL)`,
    ),
  ],
);
