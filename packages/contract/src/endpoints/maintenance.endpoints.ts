import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { AdminMemberFilterSchema } from '../models/admin-member-filter.js';
import {
  BACKUP_ROLES,
  MAINTENANCE_JOB_KINDS,
  MAINTENANCE_JOB_STATUSES,
  MAINTENANCE_OPERATOR_ROLES,
  MEMBER_EXPORT_FORMATS,
  MEMBER_EXPORT_PATH,
} from '../models/maintenance-values.js';

/**
 * Which members an export holds: the member list's own filters (tier, status, creator, verified, joined
 * from/to as UTC days, text), so the export narrows members exactly as the list does (decision 035).
 */
export const MemberExportFilterSchema = AdminMemberFilterSchema;
export type MemberExportFilter = z.infer<typeof MemberExportFilterSchema>;

export const MemberExportFormatSchema = z.enum(MEMBER_EXPORT_FORMATS);

/** `GET /admin/export/users` query (a download, outside the JSON endpoints): the format and the filters. */
export const MemberExportQuerySchema = MemberExportFilterSchema.extend({
  format: MemberExportFormatSchema.default('csv'),
});
export type MemberExportQuery = z.infer<typeof MemberExportQuerySchema>;

/** `POST /admin/export/users` body: the same, as JSON. */
export const StartMemberExportBodySchema = z.strictObject({
  format: MemberExportFormatSchema.default('csv'),
  filters: MemberExportFilterSchema.default({}),
});
export type StartMemberExportBody = z.input<typeof StartMemberExportBodySchema>;

/** A background maintenance job (a member export or `VACUUM ANALYZE`) and how far it got. */
export const MaintenanceJobSchema = z.object({
  id: z.uuid(),
  kind: z.enum(MAINTENANCE_JOB_KINDS),
  status: z.enum(MAINTENANCE_JOB_STATUSES),
  /** Rows written (export) or tables done (optimize). */
  processed: z.number().int(),
  /** How many there are in all, once known. */
  total: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  finishedAt: z.iso.datetime().nullable(),
  /**
   * When a finished export's or backup's file is deleted (EXPORT_RETENTION_DAYS or BACKUP_RETENTION_DAYS
   * after it finished); null otherwise.
   */
  expiresAt: z.iso.datetime().nullable(),
});
export type MaintenanceJob = z.infer<typeof MaintenanceJobSchema>;

const JobIdParamsSchema = z.object({ id: z.uuid() });

/** POST /admin/export/users: queues an export of the filtered members to a file (canManageUsers). */
export const startMemberExportEndpoint = defineEndpoint({
  method: 'POST',
  path: MEMBER_EXPORT_PATH,
  summary: 'Start an export of the filtered member list as a job',
  tags: ['admin-export'],
  auth: 'admin',
  permission: 'canManageUsers',
  body: StartMemberExportBodySchema,
  response: MaintenanceJobSchema,
  successStatus: 202,
});

/** GET /admin/export/users/jobs/:id: an export job's status and progress. */
export const getMemberExportJobEndpoint = defineEndpoint({
  method: 'GET',
  path: `${MEMBER_EXPORT_PATH}/jobs/:id`,
  summary: 'Status and progress of a member export job',
  tags: ['admin-export'],
  auth: 'admin',
  permission: 'canManageUsers',
  params: JobIdParamsSchema,
  response: MaintenanceJobSchema,
});

export const ClearCachesResultSchema = z.object({ clearedAt: z.iso.datetime() });
export type ClearCachesResult = z.infer<typeof ClearCachesResultSchema>;

/** POST /admin/maintenance/clear-cache: every API process drops its in-memory public reads. */
export const clearCachesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/maintenance/clear-cache',
  summary: "Clear every API process's in-memory caches",
  tags: ['admin-maintenance'],
  auth: 'admin',
  roles: MAINTENANCE_OPERATOR_ROLES,
  response: ClearCachesResultSchema,
});

/** POST /admin/maintenance/optimize-db: queues `VACUUM ANALYZE` of every table. */
export const startOptimizeDatabaseEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/maintenance/optimize-db',
  summary: 'Start VACUUM ANALYZE of the database as a job',
  tags: ['admin-maintenance'],
  auth: 'admin',
  roles: MAINTENANCE_OPERATOR_ROLES,
  response: MaintenanceJobSchema,
  successStatus: 202,
});

/** GET /admin/maintenance/jobs/:id: an optimize job's status and progress. */
export const getMaintenanceJobEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/maintenance/jobs/:id',
  summary: 'Status and progress of a maintenance job',
  tags: ['admin-maintenance'],
  auth: 'admin',
  roles: MAINTENANCE_OPERATOR_ROLES,
  params: JobIdParamsSchema,
  response: MaintenanceJobSchema,
});

/** POST /admin/maintenance/backups: queues an encrypted backup stored in DATA_DIR/backups (decision 036). */
export const startEncryptedBackupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/maintenance/backups',
  summary: 'Start an encrypted backup of the database, stored on the server, as a job',
  tags: ['admin-maintenance'],
  auth: 'admin',
  roles: BACKUP_ROLES,
  response: MaintenanceJobSchema,
  successStatus: 202,
});

/** How many stored backups the list shows, newest first. */
export const STORED_BACKUP_LIST_LIMIT = 50;

/** A stored encrypted backup as the maintenance screen lists it. */
export const StoredBackupSchema = z.object({
  id: z.uuid(),
  status: z.enum(MAINTENANCE_JOB_STATUSES),
  createdAt: z.iso.datetime(),
  /** Bytes of the encrypted file once it is written; null while queued or running, or after a failure. */
  sizeBytes: z.number().int().nullable(),
  /** Why it failed; null unless FAILED. */
  error: z.string().nullable(),
});
export type StoredBackup = z.infer<typeof StoredBackupSchema>;

export const StoredBackupListSchema = z.object({ items: z.array(StoredBackupSchema) });
export type StoredBackupList = z.infer<typeof StoredBackupListSchema>;

/** GET /admin/maintenance/backups: the newest stored backups (at most STORED_BACKUP_LIST_LIMIT). */
export const listEncryptedBackupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin/maintenance/backups',
  summary: 'List the stored encrypted backups, newest first',
  tags: ['admin-maintenance'],
  auth: 'admin',
  roles: BACKUP_ROLES,
  response: StoredBackupListSchema,
});

/** A one-time download token of a stored backup; sent back in the x-backup-link-token header. */
export const BackupLinkSchema = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime(),
});
export type BackupLink = z.infer<typeof BackupLinkSchema>;

/** POST /admin/maintenance/backups/:id/link: a token that downloads the finished backup once, for minutes. */
export const createBackupLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin/maintenance/backups/:id/link',
  summary: 'Create a single-use, expiring download link for a stored encrypted backup',
  tags: ['admin-maintenance'],
  auth: 'admin',
  roles: BACKUP_ROLES,
  params: JobIdParamsSchema,
  response: BackupLinkSchema,
  successStatus: 201,
});

/** Answer of POST /admin/maintenance/restore (a raw-body upload outside the JSON endpoints). */
export const RestoreResultSchema = z.object({
  tables: z.number().int(),
  rows: z.number().int(),
  /** Where the data from before the restore was kept (an operator drops it once satisfied). */
  previousDatabase: z.string(),
  restoredAt: z.iso.datetime(),
});
export type RestoreResult = z.infer<typeof RestoreResultSchema>;
