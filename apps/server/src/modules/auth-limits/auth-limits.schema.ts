import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { instantNow } from '../../db/table-columns.js';

/** Counted auth attempts per action and key (account or IP), in PostgreSQL so limits hold across instances. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').notNull(),
    key: text('key').notNull(),
    createdAt: instantNow('created_at'),
  },
  (table) => [index('auth_attempts_lookup_idx').on(table.action, table.key, table.createdAt)],
);
