import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { bytesToHex, parseUnits, type Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/paths.js';
import { ANVIL_DEV_MNEMONIC } from '../src/modules/wallet-chain/chain-client.js';
import { readTokenBalance } from '../src/modules/wallet-chain/treasury-transfer.js';
import {
  CRASH_SUBJECTS,
  type CrashPayment,
  type CrashSubject,
} from './transfer-crash-subjects.test-support.js';
import { bundleTestChild, type BundledChild } from './test-child-bundle.test-support.js';
import { useTransferSuite } from './transfer-probe.test-support.js';

const suite = useTransferSuite();
// The child is bundled once for the file's ten kills; each starts as plain node, with no TypeScript to compile.
let child: BundledChild;
beforeAll(async () => {
  child = await bundleTestChild('test/transfer-crash-child.ts');
});
afterAll(() => child.remove());

function treasuryKey(): string {
  const key = mnemonicToAccount(ANVIL_DEV_MNEMONIC).getHdKey().privateKey;
  if (!key) throw new Error('no dev key');
  return bytesToHex(key);
}

/** Runs the payment in a real child process and SIGKILLs it as soon as it prints `marker`. */
async function payAndKill(kind: string, payment: CrashPayment, crashAt: string, marker: string) {
  const running = spawn(process.execPath, [child.file], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: suite.context.database.url,
      CHAIN_RPC_URL: suite.chain.chain.rpcUrl,
      TOKEN_ADDRESS: suite.chain.chain.tokenAddress,
      TREASURY_PRIVATE_KEY: treasuryKey(),
      PAYMENT_KIND: kind,
      PAYMENT_ID: payment.id,
      CRASH_AT: crashAt,
      ...payment.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Take the exit promise before the kill, so the exit event cannot be missed.
  const exited = once(running, 'exit');
  let output = '';
  await new Promise<void>((resolve, reject) => {
    running.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(marker)) resolve();
    });
    running.once('exit', () => {
      reject(new Error(`the payment child exited before ${marker}: ${output}`));
    });
  });
  running.kill('SIGKILL');
  const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
  expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
}

const nonceOf = (address: Address) =>
  suite.chain.chain.publicClient.getTransactionCount({ address, blockTag: 'latest' });

describe.each(CRASH_SUBJECTS)('a $kind payment killed mid-way never pays twice', (subject: CrashSubject) => {
  it('killed after broadcasting, before recording the result: the resume finds the transaction and closes', async () => {
    const payment = await subject.create(suite.context, suite.chain, 3);
    const nonceBefore = await nonceOf(payment.signer);
    await payAndKill(subject.kind, payment, 'afterBroadcast', 'BROADCAST');
    const killed = await payment.read();
    expect(killed).toMatchObject(subject.open);
    expect(killed.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    await payment.resume();
    expect(await payment.read()).toMatchObject({ ...subject.paid, txHash: killed.txHash });
    expect(await readTokenBalance(suite.chain.chain, payment.to)).toBe(parseUnits('3', 18));
    expect(await nonceOf(payment.signer)).toBe(nonceBefore + 1);
  }, 60_000);

  it('killed after recording, before broadcasting: the resume sends the recorded transaction, once', async () => {
    const payment = await subject.create(suite.context, suite.chain, 5);
    const nonceBefore = await nonceOf(payment.signer);
    await payAndKill(subject.kind, payment, 'afterRecord', 'RECORDED');
    const killed = await payment.read();
    expect(killed).toMatchObject(subject.open);
    expect(await readTokenBalance(suite.chain.chain, payment.to)).toBe(0n);
    await payment.resume();
    await payment.resume();
    expect(await payment.read()).toMatchObject({ ...subject.paid, txHash: killed.txHash });
    expect(await readTokenBalance(suite.chain.chain, payment.to)).toBe(parseUnits('5', 18));
    expect(await nonceOf(payment.signer)).toBe(nonceBefore + 1);
  }, 60_000);
});
