import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { openColumnBytes, sealColumn } from '../../lib/security/column-cipher.js';
import { decodeKey, readOrCreateKeyFile } from '../../lib/security/key-file.js';

/** Name of the master key file made in DATA_DIR when WALLET_MASTER_KEY is not set (zero-setup only). */
export const WALLET_KEY_FILE = 'wallet-master.key';
/** Key id stored with data keys wrapped by the generated key file. */
export const LOCAL_KEY_ID = 'local';

/** The configuration the master keys come from. */
export interface MasterKeySource {
  WALLET_MASTER_KEY?: string | undefined;
  WALLET_MASTER_KEY_ID: string;
  WALLET_RETIRED_MASTER_KEYS: [string, string][];
  DATA_DIR: string;
}

/** Which wallet and member a secret belongs to; both are bound into every ciphertext. */
export interface WalletBinding {
  walletId: string;
  userId: string;
}

/** The key material of one custodial wallet as stored: a wrapped data key and the secrets under it. */
export interface SealedWallet {
  keyId: string;
  wrappedDataKey: string;
  encryptedPrivateKey: string;
  encryptedMnemonic: string | null;
}

/** The plaintext secrets of a custodial wallet. */
export interface WalletSecrets {
  privateKey: string;
  mnemonic: string | null;
}

const fileKeys = new Map<string, Buffer>();

/** A message for the operator, written once when the local key file is made. */
export type KeyNotice = (message: string) => void;

function localKey(source: MasterKeySource, notice: KeyNotice): Buffer {
  const cached = fileKeys.get(source.DATA_DIR);
  if (cached) return cached;
  const key = readOrCreateKeyFile(source.DATA_DIR, WALLET_KEY_FILE, () => {
    notice(
      `WALLET_MASTER_KEY is not set: custodial wallet keys are wrapped by a key generated in ` +
        `${path.join(source.DATA_DIR, WALLET_KEY_FILE)}. Anyone who can read the data directory can ` +
        `decrypt them; set WALLET_MASTER_KEY before holding real funds.`,
    );
  });
  fileKeys.set(source.DATA_DIR, key);
  return key;
}

/** The key id new data keys are wrapped under: the configured one, else the local key file's. */
export function currentKeyId(source: MasterKeySource): string {
  return source.WALLET_MASTER_KEY ? source.WALLET_MASTER_KEY_ID : LOCAL_KEY_ID;
}

/** The master key for a key id (current, retired or the local file); unknown ids throw. */
export function masterKeyFor(source: MasterKeySource, keyId: string, notice: KeyNotice = () => {}): Buffer {
  if (source.WALLET_MASTER_KEY && keyId === source.WALLET_MASTER_KEY_ID) {
    return decodeKey(source.WALLET_MASTER_KEY);
  }
  const retired = source.WALLET_RETIRED_MASTER_KEYS.find(([id]) => id === keyId);
  if (retired) return decodeKey(retired[1]);
  if (keyId === LOCAL_KEY_ID) return localKey(source, notice);
  throw new Error(`No wallet master key with id ${keyId}`);
}

// The wallet format is the column cipher's (`v1.<iv>.<ciphertext>.<tag>`, AES-256-GCM): one implementation.
const seal = (key: Buffer, plaintext: Buffer, aad: string): string => sealColumn(key, aad, plaintext);
const open = (key: Buffer, sealed: string, aad: string): Buffer => openColumnBytes(key, aad, sealed);

// Each field has its own associated data, so a mnemonic ciphertext cannot stand in for a private key.
const aadOf = (field: 'data-key' | 'private-key' | 'mnemonic', binding: WalletBinding) =>
  `streamit-wallet:${field}:${binding.walletId}:${binding.userId}`;

/**
 * Envelope-encrypts a wallet's secrets: a fresh 256-bit data key encrypts them (AES-256-GCM) and the
 * master key wraps the data key; every layer is bound to the wallet and member ids.
 */
export function sealWallet(
  source: MasterKeySource,
  binding: WalletBinding,
  secrets: WalletSecrets,
  notice?: KeyNotice,
): SealedWallet {
  const keyId = currentKeyId(source);
  const dataKey = randomBytes(32);
  try {
    return {
      keyId,
      wrappedDataKey: seal(masterKeyFor(source, keyId, notice), dataKey, aadOf('data-key', binding)),
      encryptedPrivateKey: seal(dataKey, Buffer.from(secrets.privateKey), aadOf('private-key', binding)),
      encryptedMnemonic:
        secrets.mnemonic === null
          ? null
          : seal(dataKey, Buffer.from(secrets.mnemonic), aadOf('mnemonic', binding)),
    };
  } finally {
    dataKey.fill(0);
  }
}

/** Unwraps the data key and decrypts one secret; any tampering, other row or wrong key throws. */
export function openWalletSecret(
  source: MasterKeySource,
  binding: WalletBinding,
  sealed: SealedWallet,
  field: 'private-key' | 'mnemonic',
): string {
  const ciphertext = field === 'private-key' ? sealed.encryptedPrivateKey : sealed.encryptedMnemonic;
  if (ciphertext === null) throw new Error('This wallet has no mnemonic');
  const master = masterKeyFor(source, sealed.keyId);
  const dataKey = open(master, sealed.wrappedDataKey, aadOf('data-key', binding));
  try {
    return open(dataKey, ciphertext, aadOf(field, binding)).toString('utf8');
  } finally {
    dataKey.fill(0);
  }
}
