import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readOrCreateKeyFile } from './key-file.js';

const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyFiles = new Map<string, Buffer>();

/**
 * The 32-byte key of an encrypted column: the one from configuration (parsed in config.ts), else the key file
 * `fileName` in DATA_DIR, made owner-only once and read once per process.
 */
export function loadColumnKey(configured: Buffer | undefined, dataDir: string, fileName: string): Buffer {
  if (configured) return configured;
  const cacheKey = `${dataDir}\0${fileName}`;
  const cached = keyFiles.get(cacheKey);
  if (cached) return cached;
  const key = readOrCreateKeyFile(dataDir, fileName, () => undefined);
  keyFiles.set(cacheKey, key);
  return key;
}

/**
 * Encrypts one column value with AES-256-GCM: `v1.<iv>.<ciphertext>.<tag>` (base64url). `associatedData` names
 * the row (and its owner), so a ciphertext copied into another row does not decrypt there.
 */
export function sealColumn(key: Buffer, associatedData: string, plain: string | Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([
    typeof plain === 'string' ? cipher.update(plain, 'utf8') : cipher.update(plain),
    cipher.final(),
  ]);
  return [FORMAT, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Decrypts what `sealColumn` made for the same row, as bytes; throws on tampering, another row or another key. */
export function openColumnBytes(key: Buffer, associatedData: string, stored: string): Buffer {
  const [format, iv, ciphertext, tag] = stored.split('.');
  if (format !== FORMAT || !iv || !ciphertext || !tag) throw new Error('Unknown encrypted column format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(associatedData));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
}

/** Decrypts what `sealColumn` made for the same row, as text. */
export function openColumn(key: Buffer, associatedData: string, stored: string): string {
  return openColumnBytes(key, associatedData, stored).toString('utf8');
}

/** Name of the key file made in DATA_DIR when COLUMN_ENCRYPTION_KEY is not set. */
export const COLUMN_KEY_FILE = 'columns.key';

/** Where the key of the product's encrypted columns (webhook secrets, PKCE verifiers) comes from. */
export interface ColumnKeySource {
  COLUMN_ENCRYPTION_KEY?: Buffer | undefined;
  DATA_DIR: string;
}

/** Encrypts a secret column under COLUMN_ENCRYPTION_KEY (or its key file), bound to `associatedData`. */
export function encryptSecretColumn(source: ColumnKeySource, associatedData: string, plain: string): string {
  return sealColumn(
    loadColumnKey(source.COLUMN_ENCRYPTION_KEY, source.DATA_DIR, COLUMN_KEY_FILE),
    associatedData,
    plain,
  );
}

/** Decrypts what `encryptSecretColumn` made for the same row. */
export function decryptSecretColumn(source: ColumnKeySource, associatedData: string, stored: string): string {
  return openColumn(
    loadColumnKey(source.COLUMN_ENCRYPTION_KEY, source.DATA_DIR, COLUMN_KEY_FILE),
    associatedData,
    stored,
  );
}
