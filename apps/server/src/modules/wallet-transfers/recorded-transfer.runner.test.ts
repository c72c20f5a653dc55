import { encodeFunctionData, keccak256, parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import {
  findProbe,
  insertProbe,
  probeStore,
  runProbe,
  useTransferSuite,
} from '../../../test/transfer-probe.test-support.js';
import { readTokenBalance } from '../wallet-chain/treasury-transfer.js';
import { fundArtfi } from '../../../test/wallet-tokens.test-support.js';
import { signFromTreasury } from './recorded-transfer.runner.js';
import type { SignedPayment, TransferPlan } from './recorded-transfer.types.js';

const suite = useTransferSuite();

const ONE = parseUnits('1', 18);
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;
const treasuryNonce = () =>
  suite.chain.chain.publicClient.getTransactionCount({
    address: suite.chain.chain.treasury.address,
    blockTag: 'latest',
  });

async function newProbe(amount = ONE) {
  return insertProbe(suite.context.deps.db, freshAddress(), amount);
}

/** Records a treasury transfer on the probe without broadcasting it, then lets another take its nonce. */
async function recordSuperseded(id: string): Promise<string> {
  const row = await findProbe(suite.context.deps.db, id);
  const signed = await signFromTreasury(suite.chain.chain, row.toAddress as Address, ONE);
  await probeStore(suite.context.deps.db, row).record(signed);
  await fundArtfi(suite.chain.chain, freshAddress(), '1');
  return signed.transfer.hash;
}

/** A plan signed by a key with no gas at all: every node refuses its transaction. */
function unfundedPlan(onRefused: TransferPlan['onRefused']): TransferPlan {
  const account = privateKeyToAccount(generatePrivateKey());
  const sign = async (): Promise<SignedPayment> => {
    const data = encodeFunctionData({
      abi: suite.chain.chain.artifact.abi,
      functionName: 'transfer',
      args: [freshAddress(), ONE],
    });
    const signed = await account.signTransaction({
      type: 'eip1559',
      chainId: suite.chain.chain.chainId,
      to: suite.chain.chain.tokenAddress,
      data,
      nonce: 0,
      gas: 100_000n,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    });
    return { transfer: { hash: keccak256(signed), nonce: 0, signed }, amount: ONE };
  };
  return { signer: account.address, sign, whenDead: () => 'fail', onRefused, onWaitError: 'throw' };
}

// The standard's bar for a pays-once rule: 50–100 parallel requests, not a loop.
const PARALLEL_RUNS = 50;

describe('the recorded-transfer runner', () => {
  it('pays a payment once however often, and in parallel, it is run', async () => {
    const probe = await newProbe();
    const before = await treasuryNonce();
    const runs = Array.from({ length: PARALLEL_RUNS }, () =>
      runProbe(suite.context.deps.db, suite.chain.chain, probe.id),
    );
    await Promise.all(runs);
    await runProbe(suite.context.deps.db, suite.chain.chain, probe.id);
    expect(await findProbe(suite.context.deps.db, probe.id)).toMatchObject({ status: 'PAID' });
    expect(await readTokenBalance(suite.chain.chain, probe.toAddress as Address)).toBe(ONE);
    expect(await treasuryNonce()).toBe(before + 1);
  }, 60_000);

  it('signs again when the recorded transaction was superseded and the plan says so', async () => {
    const probe = await newProbe();
    const superseded = await recordSuperseded(probe.id);
    await runProbe(suite.context.deps.db, suite.chain.chain, probe.id);
    const paid = await findProbe(suite.context.deps.db, probe.id);
    expect(paid.status).toBe('PAID');
    expect(paid.txHash).not.toBe(superseded);
    expect(await readTokenBalance(suite.chain.chain, probe.toAddress as Address)).toBe(ONE);
  }, 60_000);

  it('fails the payment on a superseded transaction when the plan never signs twice', async () => {
    const probe = await newProbe();
    const superseded = await recordSuperseded(probe.id);
    await runProbe(suite.context.deps.db, suite.chain.chain, probe.id, { whenDead: () => 'fail' });
    expect(await findProbe(suite.context.deps.db, probe.id)).toMatchObject({
      status: 'FAILED',
      failureReason: `superseded ${superseded}`,
    });
    expect(await readTokenBalance(suite.chain.chain, probe.toAddress as Address)).toBe(0n);
  }, 60_000);

  it('a refused broadcast fails the payment, or is thrown with the transaction kept for a retry', async () => {
    const failed = await newProbe();
    await runProbe(suite.context.deps.db, suite.chain.chain, failed.id, { plan: unfundedPlan('fail') });
    expect(await findProbe(suite.context.deps.db, failed.id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'refused',
    });
    const kept = await newProbe();
    await expect(
      runProbe(suite.context.deps.db, suite.chain.chain, kept.id, { plan: unfundedPlan('throw') }),
    ).rejects.toThrow();
    const row = await findProbe(suite.context.deps.db, kept.id);
    expect(row.status).toBe('PAYING');
    expect(row.txHash).toMatch(/^0x[0-9a-f]{64}$/);
  }, 60_000);

  it('answers a closed payment as it is and records nothing when there is nothing to send', async () => {
    const probe = await newProbe();
    await runProbe(suite.context.deps.db, suite.chain.chain, probe.id);
    const before = await treasuryNonce();
    const closed = await runProbe(suite.context.deps.db, suite.chain.chain, probe.id);
    expect(closed).toMatchObject({ status: 'PAID' });
    const idle = await newProbe();
    const plan: TransferPlan = { ...unfundedPlan('fail'), sign: () => Promise.resolve(undefined) };
    expect(await runProbe(suite.context.deps.db, suite.chain.chain, idle.id, { plan })).toBeUndefined();
    expect(await findProbe(suite.context.deps.db, idle.id)).toMatchObject({ status: 'PAYING', txHash: null });
    expect(await treasuryNonce()).toBe(before);
  }, 60_000);
});
