import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { decodeKey, readOrCreateKeyFile } from './key-file.js';

/** Name of the key file made in DATA_DIR when ADMIN_TOTP_ENCRYPTION_KEY is not set (it protects members' secrets too). */
export const TOTP_KEY_FILE = 'admin-totp.key';
const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

interface KeySource {
  ADMIN_TOTP_ENCRYPTION_KEY?: string | undefined;
  DATA_DIR: string;
}

const keyCache = new Map<string, Buffer>();

/** The 32-byte key: from configuration, else from the key file in DATA_DIR (made once). */
export function loadTotpKey(source: KeySource): Buffer {
  if (source.ADMIN_TOTP_ENCRYPTION_KEY) return decodeKey(source.ADMIN_TOTP_ENCRYPTION_KEY);
  const cached = keyCache.get(source.DATA_DIR);
  if (cached) return cached;
  const key = readOrCreateKeyFile(source.DATA_DIR, TOTP_KEY_FILE, () => undefined);
  keyCache.set(source.DATA_DIR, key);
  return key;
}

/** Whose authenticator a secret belongs to: staff and members share the key, never a ciphertext. */
export type TotpRealm = 'admin' | 'member';

/** The realm and owner id are bound in as associated data, so a ciphertext cannot be moved to another account. */
function associatedData(realm: TotpRealm, ownerId: string): Buffer {
  return Buffer.from(`${realm}-totp:${ownerId}`);
}

/** Encrypts a TOTP secret for one account with AES-256-GCM: `v1.<iv>.<ciphertext>.<tag>` (base64url). */
export function encryptTotpSecret(
  source: KeySource,
  ownerId: string,
  secret: string,
  realm: TotpRealm = 'admin',
): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', loadTotpKey(source), iv);
  cipher.setAAD(associatedData(realm, ownerId));
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [FORMAT, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Decrypts what `encryptTotpSecret` made for the same account; throws on any tampering or wrong key. */
export function decryptTotpSecret(
  source: KeySource,
  ownerId: string,
  stored: string,
  realm: TotpRealm = 'admin',
): string {
  const [format, iv, ciphertext, tag] = stored.split('.');
  if (format !== FORMAT || !iv || !ciphertext || !tag) throw new Error('Unknown TOTP secret format');
  const decipher = createDecipheriv('aes-256-gcm', loadTotpKey(source), Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(associatedData(realm, ownerId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
