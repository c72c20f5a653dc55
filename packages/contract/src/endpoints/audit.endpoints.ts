import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { AUDIT_LOG_READER_ROLES } from '../models/admin-roles.js';
import { PageQuerySchema, pageOf } from '../models/page.schemas.js';

/** Audit action of a staff call refused with 403; details name the method, route and missing rule. */
export const ACCESS_DENIED_AUDIT_ACTION = 'admin.access_denied';

/** One row of the append-only admin audit log. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** Null for actions taken outside a session (start-up bootstrap, the admin:create command). */
  actorAdminId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  /** Dotted verb, e.g. `admin_user.created`, `admin.login`. */
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /admin/system/logs/audit query: paging, newest first, and optional filters. */
export const ListAuditLogQuerySchema = PageQuerySchema.extend({
  action: z.string().trim().min(1).max(100).optional(),
  actorAdminId: z.uuid().optional(),
  targetType: z.string().trim().min(1).max(100).optional(),
  targetId: z.string().trim().min(1).max(200).optional(),
  /** Only rows at or after this instant. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Only rows before this instant. */
  to: z.iso.datetime({ offset: true }).optional(),
});
export type ListAuditLogQuery = z.infer<typeof ListAuditLogQuerySchema>;

/** A person an audit row names: a staff member or a member, by name and email as they are now. */
export const AuditPersonSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type AuditPerson = z.infer<typeof AuditPersonSchema>;

/** An audit row as the log viewer shows it: who acted, on whom, and the reason they gave. */
export const AuditLogEntrySchema = AuditEntrySchema.extend({
  actorName: z.string().nullable(),
  /** The member or staff member the action was about, when there is one. */
  targetPerson: AuditPersonSchema.nullable(),
  /** The reason or note staff gave, when the action asks for one. */
  reason: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

export const AuditLogPageSchema = pageOf(AuditLogEntrySchema);
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

/** GET /admin/system/logs/audit: the audit log (SUPER_ADMIN and ADMIN). */
export const listAuditLogEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/system/logs/audit',
  summary: 'Admin audit log, newest first',
  tags: ['admin-system'],
  auth: 'admin',
  roles: AUDIT_LOG_READER_ROLES,
  query: ListAuditLogQuerySchema,
  response: AuditLogPageSchema,
});

/** Where the audit log downloads (a file, not a JSON endpoint): `GET` with the viewer's filters and a format. */
export const AUDIT_LOG_EXPORT_PATH = '/admin/system/logs/audit/export';

/** `GET /admin/system/logs/audit/export`: the viewer's filters, as CSV (default) or JSON lines. */
export const AuditLogExportQuerySchema = ListAuditLogQuerySchema.omit({ page: true, limit: true }).extend({
  format: z.enum(['csv', 'jsonl']).default('csv'),
});
export type AuditLogExportQuery = z.infer<typeof AuditLogExportQuerySchema>;
