import type { AuditLogPage, ListAuditLogQuery } from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import { namePeople, reasonOf } from './audit-people.js';
import { countAuditRows, insertAuditRow, listAuditRows } from './audit.repository.js';

/** One admin action to record. Pass the transaction that made the change, so both land or neither. */
export interface AuditEvent {
  /** Null when no admin session acted (start-up bootstrap, the admin:create command). */
  actorAdminId: string | null;
  action: string;
  targetType?: string | undefined;
  targetId?: string | undefined;
  ip?: string | undefined;
  details?: Record<string, unknown> | undefined;
}

/** Appends an event to the admin audit log. */
export async function recordAuditEvent(db: Executor, event: AuditEvent): Promise<void> {
  await insertAuditRow(db, {
    actorAdminId: event.actorAdminId,
    action: event.action,
    targetType: event.targetType ?? null,
    targetId: event.targetId ?? null,
    ip: event.ip ?? null,
    details: event.details ?? {},
  });
}

/** A page of the audit log, newest first, naming the actor and the person acted on, with the reason. */
export async function listAuditLog(db: Executor, query: ListAuditLogQuery): Promise<AuditLogPage> {
  const { page, limit, ...filter } = query;
  const [rows, total] = await Promise.all([
    listAuditRows(db, filter, limit, (page - 1) * limit),
    countAuditRows(db, filter),
  ]);
  const personOf = await namePeople(db, rows);
  return {
    items: rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      targetPerson: personOf(row),
      reason: reasonOf(row),
    })),
    page,
    limit,
    total,
  };
}
