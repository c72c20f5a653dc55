import { loadColumnKey, openColumn, sealColumn } from './column-cipher.js';
import { decodeKey } from './key-file.js';

/** Name of the key file made in DATA_DIR when ADMIN_TOTP_ENCRYPTION_KEY is not set (it protects members' secrets too). */
export const TOTP_KEY_FILE = 'admin-totp.key';

interface KeySource {
  ADMIN_TOTP_ENCRYPTION_KEY?: string | undefined;
  DATA_DIR: string;
}

/** The 32-byte key: from configuration, else from the key file in DATA_DIR (made once). */
export function loadTotpKey(source: KeySource): Buffer {
  const configured = source.ADMIN_TOTP_ENCRYPTION_KEY
    ? decodeKey(source.ADMIN_TOTP_ENCRYPTION_KEY)
    : undefined;
  return loadColumnKey(configured, source.DATA_DIR, TOTP_KEY_FILE);
}

/** Whose authenticator a secret belongs to: staff and members share the key, never a ciphertext. */
export type TotpRealm = 'admin' | 'member';

/** The realm and owner id are bound in as associated data, so a ciphertext cannot be moved to another account. */
function associatedData(realm: TotpRealm, ownerId: string): string {
  return `${realm}-totp:${ownerId}`;
}

/** Encrypts a TOTP secret for one account with AES-256-GCM: `v1.<iv>.<ciphertext>.<tag>` (base64url). */
export function encryptTotpSecret(
  source: KeySource,
  ownerId: string,
  secret: string,
  realm: TotpRealm = 'admin',
): string {
  return sealColumn(loadTotpKey(source), associatedData(realm, ownerId), secret);
}

/** Decrypts what `encryptTotpSecret` made for the same account; throws on any tampering or wrong key. */
export function decryptTotpSecret(
  source: KeySource,
  ownerId: string,
  stored: string,
  realm: TotpRealm = 'admin',
): string {
  return openColumn(loadTotpKey(source), associatedData(realm, ownerId), stored);
}
