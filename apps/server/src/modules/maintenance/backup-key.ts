import path from 'node:path';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import { readOrCreateKeyFile } from '../../lib/security/key-file.js';
import type { BackupKeyLookup } from './backup-cipher.js';

/** Name of the key file made in DATA_DIR when BACKUP_ENCRYPTION_KEY is not set (zero-setup only). */
export const BACKUP_KEY_FILE = 'backup-encryption.key';
/** Key id written into files encrypted under the generated key file. */
const LOCAL_KEY_ID = 'local';

type BackupKeySource = Pick<
  Config,
  'BACKUP_ENCRYPTION_KEY' | 'BACKUP_ENCRYPTION_KEY_ID' | 'DATA_DIR' | 'DATABASE_URL' | 'NODE_ENV'
>;

// A key beside the backups only protects a copied backups folder, so a deployed server must bring its own.
function localKey(config: BackupKeySource): Buffer {
  if (config.NODE_ENV === 'production' && config.DATABASE_URL) throw new AppError('BACKUP_KEY_MISSING');
  return readOrCreateKeyFile(config.DATA_DIR, BACKUP_KEY_FILE, () => undefined);
}

/** The key new backups are encrypted under, with the id their header names. */
export function currentBackupKey(config: BackupKeySource): { keyId: string; key: Buffer } {
  if (config.BACKUP_ENCRYPTION_KEY) {
    return { keyId: config.BACKUP_ENCRYPTION_KEY_ID, key: config.BACKUP_ENCRYPTION_KEY };
  }
  return { keyId: LOCAL_KEY_ID, key: localKey(config) };
}

/** Finds the key a stored file names: the configured one or the local key file. */
export function backupKeyLookup(config: BackupKeySource): BackupKeyLookup {
  return (keyId) => {
    if (config.BACKUP_ENCRYPTION_KEY && keyId === config.BACKUP_ENCRYPTION_KEY_ID) {
      return config.BACKUP_ENCRYPTION_KEY;
    }
    if (keyId === LOCAL_KEY_ID) return localKey(config);
    throw new Error(`No backup encryption key with id ${keyId}`);
  };
}

/** Where a stored backup's file lives. */
export function backupFilePath(config: Pick<Config, 'DATA_DIR'>, jobId: string): string {
  return path.join(config.DATA_DIR, 'backups', `${jobId}.sql.enc`);
}
