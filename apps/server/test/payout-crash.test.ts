import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { bytesToHex, parseUnits } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/paths.js';
import { ANVIL_DEV_MNEMONIC, type StartedChain } from '../src/modules/chain/chain-client.js';
import { readTokenBalance } from '../src/modules/chain/treasury-transfer.js';
import { moveExchange } from '../src/modules/exchange/exchange.repository.js';
import { pointsExchanges } from '../src/modules/exchange/exchange.schema.js';
import { runPayout } from '../src/modules/exchange/exchange-payout.service.js';
import { attachLocalChain, createExchangeMember, exchangeOk } from './exchange.test-support.js';
import { createTestContext, type TestContext } from './test-app.js';

let context: TestContext;
let chain: StartedChain;

beforeAll(async () => {
  context = await createTestContext();
  chain = await attachLocalChain(context);
}, 60_000);
afterAll(async () => {
  await context.close();
  await chain.stop();
});

function treasuryKey(): string {
  const key = mnemonicToAccount(ANVIL_DEV_MNEMONIC).getHdKey().privateKey;
  if (!key) throw new Error('no dev key');
  return bytesToHex(key);
}

/** Runs the payout in a real child process and SIGKILLs it as soon as it prints `marker`. */
async function payAndKill(exchangeId: string, crashAt: string, marker: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(SERVER_ROOT, 'test', 'payout-crash-child.ts')],
    {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: context.database.url,
        CHAIN_RPC_URL: chain.chain.rpcUrl,
        TOKEN_ADDRESS: chain.chain.tokenAddress,
        TREASURY_PRIVATE_KEY: treasuryKey(),
        EXCHANGE_ID: exchangeId,
        CRASH_AT: crashAt,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  // Take the exit promise before the kill, so the exit event cannot be missed.
  const exited = once(child, 'exit');
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(marker)) resolve();
    });
    child.once('exit', () => {
      reject(new Error(`the payout child exited before ${marker}: ${output}`));
    });
  });
  child.kill('SIGKILL');
  const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
  expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
}

async function approvedExchange(points: number) {
  const member = await createExchangeMember(context, points);
  const exchange = await exchangeOk(context, member, points);
  await moveExchange(context.deps.db, exchange.id, 'PENDING', 'APPROVED');
  return { member, exchange };
}

async function rowOf(id: string) {
  const [row] = await context.deps.db.select().from(pointsExchanges).where(eq(pointsExchanges.id, id));
  if (!row) throw new Error('no exchange');
  return row;
}

const treasuryNonce = () =>
  chain.chain.publicClient.getTransactionCount({ address: chain.chain.treasury.address, blockTag: 'latest' });

describe('a payout killed mid-way never pays twice', () => {
  it('killed after broadcasting, before recording the result: the resume finds the transaction and settles', async () => {
    const { member, exchange } = await approvedExchange(300);
    const nonceBefore = await treasuryNonce();
    await payAndKill(exchange.id, 'afterBroadcast', 'BROADCAST');
    const killed = await rowOf(exchange.id);
    expect(killed.status).toBe('PAYING');
    expect(killed.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    await runPayout(context.deps, exchange.id);
    const settled = await rowOf(exchange.id);
    expect(settled).toMatchObject({ status: 'SETTLED', txHash: killed.txHash, attempts: 1 });
    expect(await readTokenBalance(chain.chain, member.address)).toBe(parseUnits('3', 18));
    expect(await treasuryNonce()).toBe(nonceBefore + 1);
  }, 60_000);

  it('killed after recording, before broadcasting: the resume sends the recorded transaction, once', async () => {
    const { member, exchange } = await approvedExchange(500);
    const nonceBefore = await treasuryNonce();
    await payAndKill(exchange.id, 'afterRecord', 'RECORDED');
    const killed = await rowOf(exchange.id);
    expect(killed.status).toBe('PAYING');
    expect(await readTokenBalance(chain.chain, member.address)).toBe(0n);
    await runPayout(context.deps, exchange.id);
    await runPayout(context.deps, exchange.id);
    const settled = await rowOf(exchange.id);
    expect(settled).toMatchObject({ status: 'SETTLED', txHash: killed.txHash, attempts: 1 });
    expect(await readTokenBalance(chain.chain, member.address)).toBe(parseUnits('5', 18));
    expect(await treasuryNonce()).toBe(nonceBefore + 1);
  }, 60_000);
});
