import type { WalletSend } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { encodeFunctionData, keccak256, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/test-app.js';
import { createAdminTestContext } from '../../../test/admin-auth.test-support.js';
import { adminAuditLog } from '../audit/audit.schema.js';
import type { StartedChain } from '../wallet-chain/chain-client.js';
import { readTokenBalance } from '../wallet-chain/treasury-transfer.js';
import { attachLocalChain } from '../../../test/wallet-exchange.test-support.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { findCustodialWallet } from '../wallet-custody/wallets.queries.js';
import { custodialTxs } from './web3.schema.js';
import {
  call,
  createCustodialMember,
  fundArtfi,
  nextKey,
  stepUp,
} from '../../../test/wallet-tokens.test-support.js';

let context: TestContext;
let started: StartedChain;

beforeAll(async () => {
  context = await createAdminTestContext({ WALLET_SEND_MAX_PER_HOUR: '200', WELCOME_TOKENS_ARTFI: '0' });
  started = await attachLocalChain(context);
}, 60_000);
afterAll(async () => {
  await context.close();
  await started.stop();
});

const chain = () => started.chain;
const artfi = (value: string) => parseUnits(value, 18);
const fresh = () => privateKeyToAccount(generatePrivateKey()).address;
const send = (token: string, to: string, amount: string, key = nextKey('send')) =>
  call(context, token, 'POST', '/wallet/send', { to, amount }, key);

describe('POST /wallet/send on a real anvil', () => {
  it('moves exactly the amount, funds the gas from the treasury, audits, and a retry sends nothing more', async () => {
    const member = await createCustodialMember(context);
    await fundArtfi(chain(), member.address, '25');
    await stepUp(context, member.id);
    const to = fresh();
    expect(await chain().publicClient.getBalance({ address: member.address })).toBe(0n);
    const key = nextKey('send');
    const response = await send(member.token, to, '7.5', key);
    expect(response.statusCode, response.body).toBe(201);
    const sent = response.json<WalletSend>();
    expect(sent).toMatchObject({ to, artfiAmount: '7.5', status: 'CONFIRMED' });
    expect(await readTokenBalance(chain(), member.address)).toBe(artfi('17.5'));
    expect(await readTokenBalance(chain(), to)).toBe(artfi('7.5'));
    expect(await chain().publicClient.getBalance({ address: member.address })).toBeGreaterThan(0n);
    const again = await send(member.token, to, '7.5', key);
    expect(again.json<WalletSend>().id).toBe(sent.id);
    expect(await readTokenBalance(chain(), to)).toBe(artfi('7.5'));
    const audits = await context.deps.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'wallet.tokens_sent'));
    expect(audits.filter((row) => row.details.userId === member.id)).toHaveLength(1);
  });

  it('refuses without a step-up, beyond the balance, and without a custodial wallet', async () => {
    const member = await createCustodialMember(context);
    await fundArtfi(chain(), member.address, '3');
    const noStepUp = await send(member.token, fresh(), '1');
    expect(noStepUp.statusCode).toBe(403);
    expect(noStepUp.json<{ error: { code: string } }>().error.code).toBe('STEP_UP_REQUIRED');
    await stepUp(context, member.id);
    const tooMuch = await send(member.token, fresh(), '3.000000000000000001');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json<{ error: { code: string } }>().error.code).toBe('WALLET_INSUFFICIENT_ARTFI');
    const bad = await send(member.token, 'not-an-address', '1');
    expect(bad.statusCode).toBe(400);
    expect(await readTokenBalance(chain(), member.address)).toBe(artfi('3'));
    const walletless = await createSignedInMember(context);
    const none = await send(walletless.token, fresh(), '1');
    expect(none.statusCode).toBe(404);
    expect(none.json<{ error: { code: string } }>().error.code).toBe('WALLET_NOT_FOUND');
  });

  it('50 parallel sends against one balance never overdraw: exactly the affordable ones pass', async () => {
    const member = await createCustodialMember(context);
    await fundArtfi(chain(), member.address, '10');
    await stepUp(context, member.id);
    const to = fresh();
    const responses = await Promise.all(Array.from({ length: 50 }, () => send(member.token, to, '1')));
    const codes = responses.map((response) => response.statusCode);
    const passed = codes.filter((code) => code === 201).length;
    expect(passed).toBe(10);
    for (const response of responses.filter((r) => r.statusCode !== 201))
      expect(response.json<{ error: { code: string } }>().error.code).toBe('WALLET_INSUFFICIENT_ARTFI');
    expect(await readTokenBalance(chain(), member.address)).toBe(0n);
    expect(await readTokenBalance(chain(), to)).toBe(artfi('10'));
    const rows = await context.deps.db.select().from(custodialTxs).where(eq(custodialTxs.userId, member.id));
    expect(rows.map((row) => row.status)).toEqual(Array.from({ length: 10 }, () => 'CONFIRMED'));
  }, 120_000);

  it('resumes a send recorded but never broadcast (a crash) with the same bytes, never a second transfer', async () => {
    const member = await createCustodialMember(context);
    await fundArtfi(chain(), member.address, '5');
    await stepUp(context, member.id);
    // Gas first, so the recorded transaction can be mined when it is finally broadcast.
    await chain().walletClient.sendTransaction({ to: member.address, value: artfi('0.01') });
    const wallet = await findCustodialWallet(context.deps.db, member.id);
    const account = privateKeyToAccount(member.privateKey);
    const to = fresh();
    const nonce = await chain().publicClient.getTransactionCount({
      address: member.address,
      blockTag: 'pending',
    });
    const fees = await chain().publicClient.estimateFeesPerGas();
    const signed = await account.signTransaction({
      type: 'eip1559',
      chainId: chain().chainId,
      to: chain().tokenAddress,
      data: encodeFunctionData({
        abi: chain().artifact.abi,
        functionName: 'transfer',
        args: [to, artfi('2')],
      }),
      nonce,
      gas: 100_000n,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    });
    const key = nextKey('crash');
    await context.deps.db.insert(custodialTxs).values({
      userId: member.id,
      walletId: wallet?.id ?? '',
      fromAddress: member.address,
      toAddress: to,
      amountWei: artfi('2').toString(),
      purposeKey: `send:${key}`,
      txHash: keccak256(signed),
      txNonce: nonce,
      signedTx: signed,
    });
    // The recorded, unmined send is counted: 4 more would overdraw the 5 held.
    expect((await send(member.token, fresh(), '4')).statusCode).toBe(409);
    const resumed = await send(member.token, to, '2', key);
    expect(resumed.statusCode).toBe(201);
    expect(resumed.json<WalletSend>()).toMatchObject({ status: 'CONFIRMED', txHash: keccak256(signed) });
    await send(member.token, to, '2', key);
    expect(await readTokenBalance(chain(), to)).toBe(artfi('2'));
    expect(await readTokenBalance(chain(), member.address)).toBe(artfi('3'));
    const rows = await context.deps.db
      .select()
      .from(custodialTxs)
      .where(and(eq(custodialTxs.userId, member.id), eq(custodialTxs.purposeKey, `send:${key}`)));
    expect(rows).toHaveLength(1);
  });
});
