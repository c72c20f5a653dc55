import { sql } from 'drizzle-orm';
import { parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { attachLocalChain } from '../../../test/wallet-exchange.test-support.js';
import {
  call,
  createCustodialMember,
  fundArtfi,
  totalSupplyOf,
  type CustodialMember,
} from '../../../test/wallet-tokens.test-support.js';
import { hashPassword } from '../../lib/security/password.js';
import type { StartedChain } from '../wallet-chain/chain-client.js';
import { readTokenBalance } from '../wallet-chain/treasury-transfer.js';
import type { WalletReleaseMessage } from '../wallet-tokens/wallet-release-queue.js';
import { releaseCustodialWallet, walletReleasePurpose } from '../wallet-tokens/wallet-release.service.js';

const PASSWORD = 'violet-harbour-lantern-42';
let context: TestContext;
let started: StartedChain;

beforeAll(async () => {
  context = await createTestContext({ WELCOME_TOKENS_ARTFI: '0', RATE_LIMIT_WRITE_MAX: '100000' });
  started = await attachLocalChain(context);
}, 60_000);
afterAll(async () => {
  await context.close();
  await started.stop();
});

const artfi = (value: string) => parseUnits(value, 18);
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address;

/** A member with a password and a custodial wallet holding `tokens` ARTFI. */
async function memberHolding(tokens: string): Promise<CustodialMember> {
  const member = await createCustodialMember(context);
  const hash = await hashPassword(PASSWORD);
  await context.deps.db.execute(sql`UPDATE users SET password_hash = ${hash} WHERE id = ${member.id}`);
  if (tokens !== '0') await fundArtfi(started.chain, member.address, tokens);
  return member;
}

const deleteAccount = (member: CustodialMember, wallet?: object) =>
  call(context, member.token, 'POST', '/auth/delete-account', {
    password: PASSWORD,
    ...(wallet ? { wallet } : {}),
  });

/** The release message the deletion queued (pg-boss's table), or undefined. */
async function queuedRelease(userId: string): Promise<WalletReleaseMessage | undefined> {
  const rows = await context.deps.db.execute<{ data: WalletReleaseMessage }>(
    sql`SELECT data FROM pgboss.job WHERE name = 'wallet.release' AND data->>'userId' = ${userId}`,
  );
  expect(rows.rows.length).toBeLessThanOrEqual(1);
  return rows.rows[0]?.data;
}

const releaseRows = async (userId: string) =>
  (
    await context.deps.db.execute<{ status: string; to_address: string | null }>(
      sql`SELECT status, to_address FROM custodial_txs WHERE user_id = ${userId} AND purpose_key = ${walletReleasePurpose(userId)}`,
    )
  ).rows;

describe('the wallet when a member deletes their account', () => {
  it('asks for a choice while the wallet holds ARTFI, and refuses an address the tokens cannot go to', async () => {
    const member = await memberHolding('4');
    const refused = await deleteAccount(member);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'ACCOUNT_DELETION_WALLET_CHOICE_REQUIRED' } });
    for (const address of [member.address, '0x0000000000000000000000000000000000000000']) {
      const bad = await deleteAccount(member, { choice: 'handOver', address });
      expect(bad.json()).toMatchObject({ error: { code: 'ACCOUNT_DELETION_HANDOVER_ADDRESS_INVALID' } });
    }
    expect((await deleteAccount(member, { choice: 'handOver', address: 'not-an-address' })).statusCode).toBe(
      400,
    );
    const row = await context.deps.db.execute(sql`SELECT deleted_at FROM users WHERE id = ${member.id}`);
    expect(row.rows[0]?.deleted_at).toBeNull();
    expect(await queuedRelease(member.id)).toBeUndefined();
  });

  it('needs no choice for an empty wallet', async () => {
    const member = await memberHolding('0');
    expect((await deleteAccount(member)).statusCode).toBe(200);
    expect(await queuedRelease(member.id)).toBeUndefined();
  });

  it('hands everything over once, though 50 requests ask and the job runs three times', async () => {
    const member = await memberHolding('7');
    const to = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => deleteAccount(member, { choice: 'handOver', address: to })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const message = await queuedRelease(member.id);
    expect(message).toEqual({ userId: member.id, choice: 'handOver', address: to });
    if (!message) return;
    await Promise.all([
      releaseCustodialWallet(context.deps, message),
      releaseCustodialWallet(context.deps, message),
    ]);
    await releaseCustodialWallet(context.deps, message);
    expect(await readTokenBalance(started.chain, to)).toBe(artfi('7'));
    expect(await readTokenBalance(started.chain, member.address)).toBe(0n);
    expect(await releaseRows(member.id)).toEqual([{ status: 'CONFIRMED', to_address: to }]);
  }, 60_000);

  it('burns everything once: the supply falls by the balance, however often the job runs', async () => {
    const member = await memberHolding('9');
    const supplyBefore = await totalSupplyOf(started.chain);
    expect((await deleteAccount(member, { choice: 'burn' })).statusCode).toBe(200);
    const message = await queuedRelease(member.id);
    expect(message).toEqual({ userId: member.id, choice: 'burn' });
    if (!message) return;
    await Promise.all([
      releaseCustodialWallet(context.deps, message),
      releaseCustodialWallet(context.deps, message),
    ]);
    await releaseCustodialWallet(context.deps, message);
    expect(await totalSupplyOf(started.chain)).toBe(supplyBefore - artfi('9'));
    expect(await readTokenBalance(started.chain, member.address)).toBe(0n);
    expect(await releaseRows(member.id)).toEqual([{ status: 'CONFIRMED', to_address: null }]);
  }, 60_000);
});
