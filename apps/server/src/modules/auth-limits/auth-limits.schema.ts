import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Counted auth attempts per action and key (account or IP), in PostgreSQL so limits hold across instances. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    action: text('action').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_attempts_lookup_idx').on(table.action, table.key, table.createdAt)],
);
