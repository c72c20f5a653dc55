import { createCipheriv, createDecipheriv, randomBytes, type DecipherGCM } from 'node:crypto';

/**
 * Layout of a stored backup (`<id>.sql.enc`): `SIBK`, a format version byte, the key id's length and ASCII
 * bytes, a random 12-byte IV, the AES-256-GCM ciphertext of the plain-SQL backup, and the 16-byte tag. The
 * header up to the IV is authenticated too, so a file cannot be relabelled to another key or version.
 */
const MAGIC = Buffer.from('SIBK', 'ascii');
export const BACKUP_CIPHER_VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Finds the key a file names; throws for an unknown id. */
export type BackupKeyLookup = (keyId: string) => Buffer;

function headerOf(keyId: string, iv: Buffer): Buffer {
  const id = Buffer.from(keyId, 'ascii');
  return Buffer.concat([MAGIC, Buffer.from([BACKUP_CIPHER_VERSION, id.length]), id, iv]);
}

/** Encrypts a byte stream as it is read, writing the header first and the tag last. */
export async function* encryptBackup(
  source: AsyncIterable<Buffer | string>,
  key: Buffer,
  keyId: string,
): AsyncGenerator<Buffer> {
  const iv = randomBytes(IV_BYTES);
  const header = headerOf(keyId, iv);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(header);
  yield header;
  for await (const chunk of source) yield cipher.update(chunk);
  yield cipher.final();
  yield cipher.getAuthTag();
}

/** Reads bytes until the whole header is in `buffer`; returns it and the rest, or null when more is needed. */
function splitHeader(buffer: Buffer): { header: Buffer; keyId: string; iv: Buffer; rest: Buffer } | null {
  if (buffer.length < MAGIC.length + 2) return null;
  if (!buffer.subarray(0, MAGIC.length).equals(MAGIC) || buffer[MAGIC.length] !== BACKUP_CIPHER_VERSION) {
    throw new Error('not an encrypted StreamIt backup of a known version');
  }
  const idLength = buffer[MAGIC.length + 1] ?? 0;
  const end = MAGIC.length + 2 + idLength + IV_BYTES;
  if (buffer.length < end) return null;
  const keyId = buffer.subarray(MAGIC.length + 2, MAGIC.length + 2 + idLength).toString('ascii');
  return {
    header: buffer.subarray(0, end),
    keyId,
    iv: buffer.subarray(end - IV_BYTES, end),
    rest: buffer.subarray(end),
  };
}

/**
 * Decrypts a stored backup as it is read. The last 16 bytes (the tag) are held back until the end; a wrong
 * key or any changed byte makes the stream fail at its end, so a caller must treat only a stream that
 * ended without error as the backup (the restore also checks every table's digest).
 */
export async function* decryptBackup(
  source: AsyncIterable<Buffer>,
  keyFor: BackupKeyLookup,
): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  let decipher: DecipherGCM | null = null;
  for await (const chunk of source) {
    pending = Buffer.concat([pending, chunk]);
    if (!decipher) {
      const parts = splitHeader(pending);
      if (!parts) continue;
      decipher = createDecipheriv('aes-256-gcm', keyFor(parts.keyId), parts.iv).setAAD(parts.header);
      pending = parts.rest;
    }
    if (pending.length > TAG_BYTES) {
      yield decipher.update(pending.subarray(0, pending.length - TAG_BYTES));
      pending = pending.subarray(pending.length - TAG_BYTES);
    }
  }
  if (!decipher || pending.length !== TAG_BYTES) throw new Error('encrypted backup is cut short');
  decipher.setAuthTag(pending);
  yield decipher.final();
}
