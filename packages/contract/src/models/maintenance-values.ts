import type { AdminRole } from '../enum-values.js';

/** `GET` streams the filtered member list; `POST` starts it as a job (docs/decisions/036). */
export const MEMBER_EXPORT_PATH = '/admin/export/users';
/** Streams the finished file of an export job. */
export const MEMBER_EXPORT_DOWNLOAD_PATH = '/admin/export/users/jobs/:id/download';
/** Streams a plain-SQL backup of the product's tables. */
export const MAINTENANCE_BACKUP_PATH = '/admin/maintenance/backup';
/** Takes a backup file as the raw request body and restores it into a fresh database. */
export const MAINTENANCE_RESTORE_PATH = '/admin/maintenance/restore';
/** Streams a stored encrypted backup, decrypted, for the one-time token in BACKUP_LINK_TOKEN_HEADER (POST). */
export const MAINTENANCE_BACKUP_DOWNLOAD_PATH = '/admin/maintenance/backups/download';
/** Request header of a backup download: the one-time token, kept out of the URL and so out of logs. */
export const BACKUP_LINK_TOKEN_HEADER = 'x-backup-link-token';
/** Minutes a backup download link can be claimed, once. */
export const BACKUP_LINK_MINUTES = 10;

/** The phrase a SUPER_ADMIN types to confirm a restore (it replaces every row of the product). */
export const RESTORE_CONFIRMATION_PHRASE = 'RESTORE AND REPLACE ALL DATA';
/** Request headers of a restore: the typed phrase and a fresh authenticator code (the body is the file). */
export const RESTORE_CONFIRMATION_HEADER = 'x-confirmation-phrase';
export const RESTORE_TOTP_HEADER = 'x-totp-code';
/** Content type of a backup file, sent back as the restore's body. */
export const BACKUP_CONTENT_TYPE = 'application/sql';

/** Formats of the member export. */
export const MEMBER_EXPORT_FORMATS = ['csv', 'jsonl'] as const;
export type MemberExportFormat = (typeof MEMBER_EXPORT_FORMATS)[number];

/** Columns of the member export, in order (CSV header and JSON keys). */
export const MEMBER_EXPORT_COLUMNS = [
  'id',
  'email',
  'displayName',
  'firstName',
  'lastName',
  'tier',
  'totalPoints',
  'status',
  'isContentCreator',
  'creatorStatus',
  'emailVerified',
  'createdAt',
] as const;

/** Backup downloads and restores: the whole database, secrets included, so SUPER_ADMIN only. */
export const BACKUP_ROLES: readonly AdminRole[] = ['SUPER_ADMIN'];
/** Clearing caches and `VACUUM ANALYZE`: operations that change no data. */
export const MAINTENANCE_OPERATOR_ROLES: readonly AdminRole[] = ['SUPER_ADMIN', 'ADMIN'];

export const MAINTENANCE_JOB_KINDS = ['MEMBER_EXPORT', 'OPTIMIZE_DB', 'DATABASE_BACKUP'] as const;
export type MaintenanceJobKind = (typeof MAINTENANCE_JOB_KINDS)[number];
export const MAINTENANCE_JOB_STATUSES = ['QUEUED', 'RUNNING', 'SUCCEEDED', 'FAILED'] as const;
export type MaintenanceJobStatus = (typeof MAINTENANCE_JOB_STATUSES)[number];
