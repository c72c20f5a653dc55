import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, signedInMember, useMemberSuite } from '../../../test/member-auth.test-support.js';
import { siweNonces, walletStepUps } from './wallets.schema.js';
import { errorCodeOf, walletCall } from '../../../test/wallet-custody.test-support.js';

const suite = useMemberSuite();

interface Nonce {
  nonce: string;
  domain: string;
  uri: string;
  chainId: number;
  statement: string;
}

async function nonceFor(token: string): Promise<Nonce> {
  const response = await walletCall(suite.context.app, token, 'GET', '/wallet/siwe/nonce');
  expect(response.statusCode).toBe(200);
  return response.json<Nonce>();
}

/** A real EIP-4361 message, signed by `signer` (the account named in it unless `claimed` says otherwise). */
async function signedMessage(
  signer: PrivateKeyAccount,
  fields: Nonce,
  overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
) {
  const message = createSiweMessage({
    address: signer.address,
    chainId: fields.chainId,
    domain: fields.domain,
    nonce: fields.nonce,
    uri: fields.uri,
    statement: fields.statement,
    version: '1',
    issuedAt: new Date(),
    ...overrides,
  });
  return { message, signature: await signer.signMessage({ message }) };
}

const verify = (token: string, payload: object) =>
  walletCall(suite.context.app, token, 'POST', '/wallet/siwe/verify', payload);

/** A signed-in member whose session has just confirmed the password: their first wallet may become the payout one. */
async function steppedUpMember(email: string): Promise<string> {
  const token = await signedInMember(suite.context.app, suite.sink, email);
  await walletCall(suite.context.app, token, 'POST', '/wallet/reauth', { password: GOOD_PASSWORD });
  return token;
}

describe('Sign-In-With-Ethereum linking', () => {
  it('links a valid signer as an EXTERNAL payout wallet, once: the nonce cannot be replayed', async () => {
    const token = await steppedUpMember('siwe@example.com');
    const account = privateKeyToAccount(generatePrivateKey());
    const fields = await nonceFor(token);
    expect(fields).toMatchObject({ domain: 'localhost:5999', uri: 'http://localhost:5999', chainId: 31337 });
    const signed = await signedMessage(account, fields);
    const linked = await verify(token, signed);
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toMatchObject({
      address: account.address,
      kind: 'EXTERNAL',
      isPayout: true,
      hasMnemonic: false,
    });
    const replay = await verify(token, signed);
    expect(replay.statusCode).toBe(400);
    expect(errorCodeOf(replay)).toBe('SIWE_NONCE_INVALID');
  });

  it('refuses a wrong domain, URI or chain, an expired message and a wrong signer', async () => {
    const token = await steppedUpMember('siwe-bad@example.com');
    const account = privateKeyToAccount(generatePrivateKey());
    const other = privateKeyToAccount(generatePrivateKey());
    const fields = await nonceFor(token);
    const cases = [
      await signedMessage(account, fields, { domain: 'evil.example' }),
      await signedMessage(account, fields, { uri: 'https://evil.example' }),
      await signedMessage(account, fields, { chainId: 1 }),
      await signedMessage(account, fields, { expirationTime: new Date(Date.now() - 1000) }),
      await signedMessage(account, fields, { notBefore: new Date(Date.now() + 60_000) }),
      {
        ...(await signedMessage(account, fields)),
        signature: (await signedMessage(other, fields)).signature,
      },
      { message: 'not an EIP-4361 message', signature: '0x1234' },
    ];
    for (const payload of cases) {
      const response = await verify(token, payload);
      expect(response.statusCode).toBe(400);
      expect(errorCodeOf(response)).toBe('SIWE_INVALID');
    }
    const good = await verify(token, await signedMessage(account, fields));
    expect(good.statusCode).toBe(201);
  });

  it("refuses an expired nonce and another member's nonce", async () => {
    const token = await steppedUpMember('siwe-nonce@example.com');
    const stranger = await signedInMember(suite.context.app, suite.sink, 'siwe-stranger@example.com');
    const account = privateKeyToAccount(generatePrivateKey());
    const theirs = await nonceFor(stranger);
    expect(errorCodeOf(await verify(token, await signedMessage(account, theirs)))).toBe('SIWE_NONCE_INVALID');
    const mine = await nonceFor(token);
    await suite.context.deps.db
      .update(siweNonces)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(siweNonces.nonce, mine.nonce));
    expect(errorCodeOf(await verify(token, await signedMessage(account, mine)))).toBe('SIWE_NONCE_INVALID');
  });

  it('50 parallel verifications of one signed message link the wallet exactly once', async () => {
    const token = await steppedUpMember('siwe-race@example.com');
    const signed = await signedMessage(privateKeyToAccount(generatePrivateKey()), await nonceFor(token));
    const responses = await Promise.all(Array.from({ length: 50 }, () => verify(token, signed)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(49);
    const info = await walletCall(suite.context.app, token, 'GET', '/wallet/info');
    expect(info.json<{ wallets: unknown[] }>().wallets).toHaveLength(1);
  });

  it('refuses an address another member linked', async () => {
    const first = await steppedUpMember('siwe-owner@example.com');
    const second = await steppedUpMember('siwe-second@example.com');
    const account = privateKeyToAccount(generatePrivateKey());
    expect((await verify(first, await signedMessage(account, await nonceFor(first)))).statusCode).toBe(201);
    const taken = await verify(second, await signedMessage(account, await nonceFor(second)));
    expect(taken.statusCode).toBe(409);
    expect(errorCodeOf(taken)).toBe('WALLET_ADDRESS_TAKEN');
  });

  it('switching payouts to a linked wallet, or back, needs a step-up', async () => {
    const token = await signedInMember(suite.context.app, suite.sink, 'siwe-payout@example.com');
    const custodial = (await walletCall(suite.context.app, token, 'POST', '/wallet/create')).json<{
      wallet: { id: string; address: string };
    }>().wallet;
    const account = privateKeyToAccount(generatePrivateKey());
    const asPayout = { ...(await signedMessage(account, await nonceFor(token))), makePayout: true };
    expect(errorCodeOf(await verify(token, asPayout))).toBe('STEP_UP_REQUIRED');
    expect(
      errorCodeOf(
        await walletCall(suite.context.app, token, 'PUT', '/wallet/payout', { walletId: custodial.id }),
      ),
    ).toBe('STEP_UP_REQUIRED');
    await walletCall(suite.context.app, token, 'POST', '/wallet/reauth', { password: GOOD_PASSWORD });
    const linked = await verify(token, asPayout);
    expect(linked.json()).toMatchObject({ address: account.address, isPayout: true });
    let info = await walletCall(suite.context.app, token, 'GET', '/wallet/info');
    expect(info.json<{ payoutAddress: string }>().payoutAddress).toBe(account.address);
    const back = await walletCall(suite.context.app, token, 'PUT', '/wallet/payout', {
      walletId: custodial.id,
    });
    expect(back.json()).toMatchObject({ id: custodial.id, isPayout: true });
    info = await walletCall(suite.context.app, token, 'GET', '/wallet/info');
    expect(info.json<{ payoutAddress: string }>().payoutAddress).toBe(custodial.address);
    const foreign = await walletCall(suite.context.app, token, 'PUT', '/wallet/payout', {
      walletId: '00000000-0000-4000-8000-000000000000',
    });
    expect(errorCodeOf(foreign)).toBe('WALLET_NOT_FOUND');
  });

  it("a member's first wallet, which becomes the payout wallet, links only after a step-up; a later one needs none", async () => {
    const token = await signedInMember(suite.context.app, suite.sink, 'siwe-first@example.com');
    const first = privateKeyToAccount(generatePrivateKey());
    const refused = await verify(token, await signedMessage(first, await nonceFor(token)));
    expect(refused.statusCode).toBe(403);
    expect(errorCodeOf(refused)).toBe('STEP_UP_REQUIRED');
    let info = await walletCall(suite.context.app, token, 'GET', '/wallet/info');
    expect(info.json<{ wallets: unknown[] }>().wallets).toHaveLength(0);
    await walletCall(suite.context.app, token, 'POST', '/wallet/reauth', { password: GOOD_PASSWORD });
    const linked = await verify(token, await signedMessage(first, await nonceFor(token)));
    expect(linked.json()).toMatchObject({ address: first.address, isPayout: true });
    // The step-up lapses (this file's database holds only its own members' rows).
    await suite.context.deps.db.delete(walletStepUps);
    const second = privateKeyToAccount(generatePrivateKey());
    const added = await verify(token, await signedMessage(second, await nonceFor(token)));
    expect(added.json()).toMatchObject({ address: second.address, isPayout: false });
    info = await walletCall(suite.context.app, token, 'GET', '/wallet/info');
    expect(info.json<{ payoutAddress: string }>().payoutAddress).toBe(first.address);
  });
});
