import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  LOCAL_KEY_ID,
  openWalletSecret,
  sealWallet,
  WALLET_KEY_FILE,
  type MasterKeySource,
  type SealedWallet,
} from './wallet-crypto.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'wallet-crypto-'));
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const source = (overrides: Partial<MasterKeySource> = {}): MasterKeySource => ({
  WALLET_MASTER_KEY: randomBytes(32).toString('base64'),
  WALLET_MASTER_KEY_ID: 'k1',
  WALLET_RETIRED_MASTER_KEYS: [],
  DATA_DIR: dataDir,
  ...overrides,
});
const PRIVATE_KEY = `0x${'ab'.repeat(32)}`;
const MNEMONIC = 'test test test test test test test test test test test junk';
const binding = () => ({ walletId: randomUUID(), userId: randomUUID() });

describe('wallet envelope encryption', () => {
  it('round-trips the private key and mnemonic, and stores neither in the clear', () => {
    const keys = source();
    const owner = binding();
    const sealed = sealWallet(keys, owner, { privateKey: PRIVATE_KEY, mnemonic: MNEMONIC });
    expect(sealed.keyId).toBe('k1');
    expect(JSON.stringify(sealed)).not.toContain('abab');
    expect(JSON.stringify(sealed)).not.toContain('junk');
    expect(openWalletSecret(keys, owner, sealed, 'private-key')).toBe(PRIVATE_KEY);
    expect(openWalletSecret(keys, owner, sealed, 'mnemonic')).toBe(MNEMONIC);
  });

  it('refuses a record copied to another wallet row or another member', () => {
    const keys = source();
    const owner = binding();
    const sealed = sealWallet(keys, owner, { privateKey: PRIVATE_KEY, mnemonic: null });
    expect(() =>
      openWalletSecret(keys, { ...owner, walletId: randomUUID() }, sealed, 'private-key'),
    ).toThrow();
    expect(() => openWalletSecret(keys, { ...owner, userId: randomUUID() }, sealed, 'private-key')).toThrow();
  });

  it('refuses a mnemonic ciphertext moved into the private key column', () => {
    const keys = source();
    const owner = binding();
    const sealed = sealWallet(keys, owner, { privateKey: PRIVATE_KEY, mnemonic: MNEMONIC });
    const swapped: SealedWallet = { ...sealed, encryptedPrivateKey: sealed.encryptedMnemonic ?? '' };
    expect(() => openWalletSecret(keys, owner, swapped, 'private-key')).toThrow();
  });

  it('refuses tampered ciphertext and a tampered wrapped data key', () => {
    const keys = source();
    const owner = binding();
    const sealed = sealWallet(keys, owner, { privateKey: PRIVATE_KEY, mnemonic: null });
    const flip = (text: string) => {
      const parts = text.split('.');
      const body = Buffer.from(parts[2] ?? '', 'base64url');
      body[0] = (body[0] ?? 0) ^ 1;
      parts[2] = body.toString('base64url');
      return parts.join('.');
    };
    const badSecret = { ...sealed, encryptedPrivateKey: flip(sealed.encryptedPrivateKey) };
    const badKey = { ...sealed, wrappedDataKey: flip(sealed.wrappedDataKey) };
    expect(() => openWalletSecret(keys, owner, badSecret, 'private-key')).toThrow();
    expect(() => openWalletSecret(keys, owner, badKey, 'private-key')).toThrow();
  });

  it('refuses the wrong master key, and still opens rows of a retired key after rotation', () => {
    const old = source();
    const owner = binding();
    const sealed = sealWallet(old, owner, { privateKey: PRIVATE_KEY, mnemonic: null });
    const otherKeySameId = source();
    expect(() => openWalletSecret(otherKeySameId, owner, sealed, 'private-key')).toThrow();
    const rotated = source({
      WALLET_MASTER_KEY_ID: 'k2',
      WALLET_RETIRED_MASTER_KEYS: [['k1', old.WALLET_MASTER_KEY ?? '']],
    });
    expect(openWalletSecret(rotated, owner, sealed, 'private-key')).toBe(PRIVATE_KEY);
    expect(sealWallet(rotated, owner, { privateKey: PRIVATE_KEY, mnemonic: null }).keyId).toBe('k2');
  });

  it('without a configured key makes one key file per data directory and says so once', () => {
    const notices: string[] = [];
    const local = source({ WALLET_MASTER_KEY: undefined });
    const owner = binding();
    const sealed = sealWallet(local, owner, { privateKey: PRIVATE_KEY, mnemonic: null }, (m) =>
      notices.push(m),
    );
    sealWallet(local, owner, { privateKey: PRIVATE_KEY, mnemonic: null }, (m) => notices.push(m));
    expect(sealed.keyId).toBe(LOCAL_KEY_ID);
    expect(existsSync(path.join(dataDir, WALLET_KEY_FILE))).toBe(true);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('WALLET_MASTER_KEY is not set');
    expect(openWalletSecret(local, owner, sealed, 'private-key')).toBe(PRIVATE_KEY);
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'wallet-crypto-other-'));
    try {
      expect(() =>
        openWalletSecret({ ...local, DATA_DIR: elsewhere }, owner, sealed, 'private-key'),
      ).toThrow();
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});
