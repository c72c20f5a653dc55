// Part of the error catalogue (errors.ts spreads it in), kept apart so each file stays readable.

/** Errors of the staff operations screens: tasks, settings, members, export and maintenance (decisions 035-037). */
export const ADMIN_OPS_ERRORS = {
  TASK_ALREADY_RUNNING: {
    status: 409,
    message: 'This task is already running. Please wait for it to finish.',
  },
  SETTINGS_VERSION_STALE: {
    status: 409,
    message: 'Someone else saved the settings since you opened them. Please reload and try again.',
  },
  REGISTRATION_CLOSED: { status: 403, message: 'Registration is currently closed. Please try again later.' },
  MEMBER_ALREADY_SUSPENDED: { status: 409, message: 'This member is already suspended.' },
  MEMBER_NOT_SUSPENDED: { status: 409, message: 'This member is not suspended.' },
  MEMBER_HAS_NO_EMAIL: { status: 409, message: 'This member has no email address to verify.' },
  MAINTENANCE_JOB_NOT_FOUND: { status: 404, message: 'Job not found' },
  EXPORT_EXPIRED: {
    status: 410,
    message: 'This export has expired and its file was deleted. Start a new export.',
  },
  EXPORT_NOT_READY: {
    status: 409,
    message: 'This export is not finished yet. Please wait for it to complete.',
  },
  RESTORE_CONFIRMATION_MISMATCH: {
    status: 400,
    message: 'Type the confirmation phrase exactly as shown to restore the database.',
  },
  RESTORE_IN_PROGRESS: {
    status: 409,
    message: 'A restore is already running. Please wait for it to finish.',
  },
  BACKUP_INVALID: { status: 422, message: 'This file is not a complete StreamIt backup, or it was changed.' },
  BACKUP_NOT_READY: {
    status: 409,
    message: 'This backup is not finished yet. Please wait for it to complete.',
  },
  BACKUP_LINK_USED: {
    status: 410,
    message: 'This download link was already used or has expired. Create a new link to download the backup.',
  },
  BACKUP_KEY_MISSING: {
    status: 409,
    message:
      'Stored backups need an encryption key on the server. Ask the operator to set BACKUP_ENCRYPTION_KEY.',
  },
  BACKUP_SCHEMA_MISMATCH: {
    status: 422,
    message: 'This backup was made with a different database version. Restore it with the matching release.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
