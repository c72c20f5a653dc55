import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instantNow, serialId } from '../../db/table-columns.js';
import { adminUsers } from '../admins/admins.schema.js';

/**
 * Append-only record of admin actions. A trigger (migration 'admin_audit_append_only') refuses
 * UPDATE, DELETE and TRUNCATE, so not even a bug or a stolen app connection can rewrite history.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serialId(),
    at: instantNow('at'),
    /** Null for actions outside a session: start-up bootstrap and the admin:create command. */
    actorAdminId: uuid('actor_admin_id').references(() => adminUsers.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('admin_audit_log_at_idx').on(table.at),
    index('admin_audit_log_actor_at_idx').on(table.actorAdminId, table.at),
    index('admin_audit_log_action_at_idx').on(table.action, table.at),
    index('admin_audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);
