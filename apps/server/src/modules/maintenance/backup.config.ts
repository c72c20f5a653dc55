import { z } from 'zod';

/** Environment variables of stored encrypted backups, spread into `ConfigSchema` (docs/configuration.md). */
export const BACKUP_CONFIG = {
  /**
   * AES-256-GCM key of stored backups: 32 bytes as 44 base64 characters, decoded here once. Unset: a key
   * file generated in DATA_DIR (zero-setup only); a deployed server on DATABASE_URL must set it.
   */
  BACKUP_ENCRYPTION_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 bytes as 44 base64 characters')
    .transform((text) => Buffer.from(text, 'base64'))
    .optional(),
  /** Written into each backup file's header, so a file names the key that opens it. */
  BACKUP_ENCRYPTION_KEY_ID: z
    .string()
    .regex(/^[\w.-]{1,32}$/)
    .default('k1'),
  /** Days a stored backup (file and row) is kept before the retention job deletes it. */
  BACKUP_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
};
