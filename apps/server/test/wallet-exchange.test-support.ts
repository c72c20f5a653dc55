import type { Exchange } from '@streamit/contract';
import { and, eq, sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { TestContext } from './test-app.js';
import { startLocalChain, type StartedChain } from '../src/modules/wallet-chain/chain-client.js';
import { createSignedInMember, type TestMember } from './moderation.test-support.js';
import { users } from '../src/modules/members/members.schema.js';
import { PLATFORM_ACCOUNT_IDS } from '../src/modules/points/points-accounts.js';
import { pointsEntries } from '../src/modules/points/points-ledger.schema.js';
import { memberAndPool, postPoints } from '../src/modules/points/points-ledger.service.js';
import { wallets } from '../src/modules/wallet-custody/wallets.schema.js';

/** A member with a payout address (a fresh key, EXTERNAL wallet) and a points balance. */
export interface ExchangeMember extends TestMember {
  address: `0x${string}`;
}

/** Starts an in-memory anvil with ARTFI deployed and hands it to the test app. */
export async function attachLocalChain(context: TestContext): Promise<StartedChain> {
  const started = await startLocalChain({ CHAIN_CONFIRMATIONS: 1, CHAIN_EXPLORER_URL: undefined });
  context.deps.chain = started.chain;
  return started;
}

let grants = 0;

/** Credits points to a member through the ledger, as an award would. */
export async function grantPoints(context: TestContext, userId: string, points: number): Promise<void> {
  grants += 1;
  await context.deps.db.transaction((tx) =>
    postPoints(tx, {
      kind: 'earn',
      source: 'admin',
      idempotencyKey: `test-grant:${userId}:${grants}`,
      lines: memberAndPool(userId, points),
    }),
  );
}

/** A signed-in member with `points` and, unless `wallet` is false, a payout wallet. */
export async function createExchangeMember(
  context: TestContext,
  points: number,
  wallet = true,
): Promise<ExchangeMember> {
  const member = await createSignedInMember(context);
  const address = privateKeyToAccount(generatePrivateKey()).address;
  if (wallet)
    await context.deps.db
      .insert(wallets)
      .values({ userId: member.id, address, kind: 'EXTERNAL', isPayout: true });
  if (points > 0) await grantPoints(context, member.id, points);
  return { ...member, address };
}

let keys = 0;

/** POST /points/exchange as the member, with a fresh Idempotency-Key unless one is given. */
export function requestExchange(
  context: TestContext,
  member: TestMember,
  payload: Record<string, unknown>,
  key: string | null = `exchange-key-${(keys += 1)}-${Date.now()}`,
) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/points/exchange',
    headers: { authorization: `Bearer ${member.token}`, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

/** Creates an exchange and answers it (fails the test on any other answer). */
export async function exchangeOk(
  context: TestContext,
  member: TestMember,
  points: number,
): Promise<Exchange> {
  const response = await requestExchange(context, member, { pointsAmount: points, description: 'test' });
  if (response.statusCode !== 200)
    throw new Error(`exchange failed: ${response.statusCode} ${response.body}`);
  return response.json<Exchange>();
}

/** Calls an admin exchange route. */
export function adminCall(
  context: TestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return context.app.inject({
    method,
    url: `/api/v1/admin/exchanges${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

/** A member's projected points balance. */
export async function pointsBalanceOf(context: TestContext, userId: string): Promise<number> {
  const [row] = await context.deps.db
    .select({ total: users.totalPoints })
    .from(users)
    .where(eq(users.id, userId));
  return row?.total ?? -1;
}

/** Points still held in EXCHANGE_HELD for one exchange (hold minus release or spend). */
export async function heldPointsOf(context: TestContext, exchangeId: string): Promise<number> {
  const [row] = await context.deps.db
    .select({ total: sql<string>`coalesce(sum(${pointsEntries.amount}), 0)` })
    .from(pointsEntries)
    .where(
      and(
        eq(pointsEntries.accountId, PLATFORM_ACCOUNT_IDS.EXCHANGE_HELD),
        sql`${pointsEntries.postingId} in (select id from points_postings where breakdown->>'exchangeId' = ${exchangeId})`,
      ),
    );
  return Number(row?.total ?? 0);
}
