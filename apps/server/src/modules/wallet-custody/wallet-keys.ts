import { createHash } from 'node:crypto';
import { bytesToHex, isHex } from 'viem';
import { english, generateMnemonic, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { AppError } from '../../http/app-error.js';
import type { WalletSecrets } from './wallet-crypto.js';

/** Key material of a custodial wallet with its EIP-55 address. */
export interface NewWalletKey extends WalletSecrets {
  address: string;
}

const WORD_INDEX = new Map(english.map((word, index) => [word, index]));
// secp256k1 group order: a private key must be in [1, n-1].
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

function fromMnemonic(mnemonic: string): NewWalletKey {
  const privateKey = mnemonicToAccount(mnemonic).getHdKey().privateKey;
  if (!privateKey) throw new Error('HD key without a private key');
  return fromPrivateKey(bytesToHex(privateKey), mnemonic);
}

function fromPrivateKey(privateKey: `0x${string}`, mnemonic: string | null): NewWalletKey {
  return { address: privateKeyToAccount(privateKey).address, privateKey, mnemonic };
}

/** A fresh wallet: a 12-word BIP-39 phrase and the key of its first account (m/44'/60'/0'/0/0). */
export function generateWalletKey(): NewWalletKey {
  return fromMnemonic(generateMnemonic(english));
}

/** Whether the words are a BIP-39 English phrase of 12–24 words whose checksum matches. */
export function isValidMnemonic(words: string[]): boolean {
  if (words.length < 12 || words.length > 24 || words.length % 3 !== 0) return false;
  const indexes = words.map((word) => WORD_INDEX.get(word));
  if (indexes.some((index) => index === undefined)) return false;
  const bits = indexes.map((index) => (index ?? 0).toString(2).padStart(11, '0')).join('');
  const checksumBits = words.length / 3;
  const entropyBits = bits.slice(0, bits.length - checksumBits);
  const entropy = Buffer.from(entropyBits.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? []);
  const hash = createHash('sha256').update(entropy).digest();
  const expected = [...hash].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return bits.slice(-checksumBits) === expected.slice(0, checksumBits);
}

/** Validates a recovery phrase (English wordlist and checksum) and derives its first account. */
export function walletKeyFromMnemonic(input: string): NewWalletKey {
  const words = input.trim().toLowerCase().split(/\s+/);
  if (!isValidMnemonic(words)) throw new AppError('WALLET_MNEMONIC_INVALID');
  return fromMnemonic(words.join(' '));
}

/** Validates a 32-byte hex private key (with or without 0x) inside the curve's range. */
export function walletKeyFromPrivateKey(input: string): NewWalletKey {
  const trimmed = input.trim();
  const hex = (trimmed.startsWith('0x') ? trimmed : `0x${trimmed}`).toLowerCase();
  if (!isHex(hex) || hex.length !== 66) throw new AppError('WALLET_PRIVATE_KEY_INVALID');
  const value = BigInt(hex);
  if (value === 0n || value >= CURVE_ORDER) throw new AppError('WALLET_PRIVATE_KEY_INVALID');
  return fromPrivateKey(hex, null);
}
