import { eq } from 'drizzle-orm';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { login, signedInMember, useMemberSuite } from '../../../test/member-auth.test-support.js';
import { openWalletSecret } from './wallet-crypto.js';
import { wallets } from './wallets.schema.js';
import {
  ANVIL_ADDRESS_0,
  ANVIL_ADDRESS_1,
  ANVIL_KEY_1,
  ANVIL_MNEMONIC,
  errorCodeOf,
  walletCall,
} from '../../../test/wallet-custody.test-support.js';

const suite = useMemberSuite();

interface Created {
  wallet: { id: string; address: string; kind: string; isPayout: boolean; hasMnemonic: boolean };
  created: boolean;
}

describe('custodial wallet creation', () => {
  it('50 parallel creates make one wallet, the payout wallet, whose sealed key opens to its address', async () => {
    const token = await signedInMember(suite.context.app, suite.sink, 'parallel@example.com');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        walletCall(
          suite.context.app,
          token,
          'POST',
          index % 2 ? '/wallet/create' : '/auth/create-user-wallet',
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const bodies = responses.map((response) => response.json<Created>());
    expect(bodies.filter((body) => body.created)).toHaveLength(1);
    expect(new Set(bodies.map((body) => body.wallet.address)).size).toBe(1);
    const [first] = bodies;
    const rows = await suite.context.deps.db
      .select()
      .from(wallets)
      .where(eq(wallets.id, first?.wallet.id ?? ''));
    const all = await suite.context.deps.db
      .select()
      .from(wallets)
      .where(eq(wallets.userId, rows[0]?.userId ?? ''));
    expect(all).toHaveLength(1);
    const row = all[0];
    if (!row?.keyId || !row.wrappedDataKey || !row.encryptedPrivateKey) throw new Error('no key material');
    expect(row).toMatchObject({ kind: 'CUSTODIAL', isPayout: true });
    const sealed = {
      ...row,
      keyId: row.keyId,
      wrappedDataKey: row.wrappedDataKey,
      encryptedPrivateKey: row.encryptedPrivateKey,
    };
    const privateKey = openWalletSecret(
      suite.context.deps.config,
      { walletId: row.id, userId: row.userId },
      sealed,
      'private-key',
    );
    expect(privateKeyToAccount(privateKey as `0x${string}`).address).toBe(row.address);
    expect(
      openWalletSecret(
        suite.context.deps.config,
        { walletId: row.id, userId: row.userId },
        sealed,
        'mnemonic',
      ).split(' '),
    ).toHaveLength(12);
  });

  it('info answers public data only, and login and the welcome status report the wallet', async () => {
    const token = await signedInMember(suite.context.app, suite.sink, 'info@example.com');
    const empty = await walletCall(suite.context.app, token, 'GET', '/wallet/info');
    expect(empty.json()).toEqual({ wallets: [], payoutAddress: null, stepUpExpiresAt: null });
    const noWallet = await login(suite.context.app, 'info@example.com');
    expect(noWallet.json<{ wallet: unknown }>().wallet).toBeNull();
    const created = (await walletCall(suite.context.app, token, 'POST', '/wallet/create')).json<Created>();
    const info = await walletCall(suite.context.app, token, 'GET', '/wallet/info');
    expect(info.headers['cache-control']).toContain('no-store');
    expect(info.json()).toEqual({
      wallets: [{ ...created.wallet, createdAt: expect.any(String) as unknown }],
      payoutAddress: created.wallet.address,
      stepUpExpiresAt: null,
    });
    expect(Object.keys(info.json<{ wallets: object[] }>().wallets[0] ?? {}).sort()).toEqual([
      'address',
      'createdAt',
      'hasMnemonic',
      'id',
      'isPayout',
      'kind',
    ]);
    const loggedIn = await login(suite.context.app, 'info@example.com');
    expect(loggedIn.json<{ wallet: unknown }>().wallet).toEqual({
      address: created.wallet.address,
      artfiBalance: null,
    });
    const status = await walletCall(suite.context.app, token, 'GET', '/auth/welcome-tokens-status');
    expect(status.json<{ requirements: { walletCreated: boolean } }>().requirements.walletCreated).toBe(true);
  });

  it('refuses anonymous callers', async () => {
    const response = await suite.context.app.inject({ method: 'POST', url: '/api/v1/wallet/create' });
    expect(response.statusCode).toBe(401);
  });
});

describe('custodial wallet import', () => {
  it('imports a checked recovery phrase, then refuses any further import', async () => {
    const token = await signedInMember(suite.context.app, suite.sink, 'phrase@example.com');
    const spaced = `  ${ANVIL_MNEMONIC.toUpperCase().replaceAll(' ', '   ')} `;
    const response = await walletCall(suite.context.app, token, 'POST', '/wallet/import', {
      mnemonic: spaced,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Created>().wallet).toMatchObject({
      address: ANVIL_ADDRESS_0,
      hasMnemonic: true,
      isPayout: true,
    });
    const again = await walletCall(suite.context.app, token, 'POST', '/wallet/import/private', {
      privateKey: ANVIL_KEY_1,
    });
    expect(again.statusCode).toBe(409);
    expect(errorCodeOf(again)).toBe('WALLET_ALREADY_EXISTS');
    const create = await walletCall(suite.context.app, token, 'POST', '/wallet/create');
    expect(create.json<Created>()).toMatchObject({ created: false, wallet: { address: ANVIL_ADDRESS_0 } });
  });

  it('refuses phrases with a bad checksum, unknown words or a wrong length, and writes nothing', async () => {
    const token = await signedInMember(suite.context.app, suite.sink, 'badphrase@example.com');
    const bad = [
      'test test test test test test test test test test test test',
      'test test test test test test test test test test test junkk',
      'test test test test test test test test test test junk',
    ];
    for (const mnemonic of bad) {
      const response = await walletCall(suite.context.app, token, 'POST', '/wallet/import', { mnemonic });
      expect(response.statusCode).toBe(400);
      expect(errorCodeOf(response)).toBe('WALLET_MNEMONIC_INVALID');
    }
    const info = await walletCall(suite.context.app, token, 'GET', '/wallet/info');
    expect(info.json<{ wallets: unknown[] }>().wallets).toEqual([]);
  });

  it('imports a checked private key without a phrase; bad keys are refused', async () => {
    const token = await signedInMember(suite.context.app, suite.sink, 'hexkey@example.com');
    for (const privateKey of [
      '0x1234',
      `0x${'0'.repeat(64)}`,
      `0x${'f'.repeat(64)}`,
      `0x${'zz'.repeat(32)}`,
    ]) {
      const response = await walletCall(suite.context.app, token, 'POST', '/wallet/import/private', {
        privateKey,
      });
      expect(errorCodeOf(response)).toBe('WALLET_PRIVATE_KEY_INVALID');
    }
    const response = await walletCall(suite.context.app, token, 'POST', '/wallet/import/private', {
      privateKey: ANVIL_KEY_1.slice(2).toUpperCase(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Created>().wallet).toMatchObject({ address: ANVIL_ADDRESS_1, hasMnemonic: false });
  });

  it('refuses an address that already belongs to another member', async () => {
    const token = await signedInMember(suite.context.app, suite.sink, 'copycat@example.com');
    const response = await walletCall(suite.context.app, token, 'POST', '/wallet/import/private', {
      privateKey: ANVIL_KEY_1,
    });
    expect(response.statusCode).toBe(409);
    expect(errorCodeOf(response)).toBe('WALLET_ADDRESS_TAKEN');
    const info = await walletCall(suite.context.app, token, 'GET', '/wallet/info');
    expect(info.json<{ wallets: unknown[] }>().wallets).toEqual([]);
  });
});
