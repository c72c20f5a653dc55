import { eq } from 'drizzle-orm';
import { parseUnits, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll } from 'vitest';
import type { TestContext } from './test-app.js';
import type { Chain, StartedChain } from '../src/modules/wallet-chain/chain-client.js';
import { createAdminTestContext, createSignedInAdmin, type AdminSuite } from './admin-auth.test-support.js';
import { attachLocalChain } from './wallet-exchange.test-support.js';
import { createSignedInMember, type TestMember } from './moderation.test-support.js';
import { memberSessions } from '../src/modules/sessions/sessions.schema.js';
import { walletStepUps } from '../src/modules/wallet-custody/wallets.schema.js';

/** A member with a custodial wallet whose key the test knows (imported), so it can sign as the wallet. */
export interface CustodialMember extends TestMember {
  address: Address;
  privateKey: `0x${string}`;
}

let keys = 0;

/** A fresh Idempotency-Key. */
export function nextKey(prefix = 'web3'): string {
  keys += 1;
  return `${prefix}-${keys}-${Date.now()}`;
}

/** Calls any /api/v1 route with a bearer token and, when given, an Idempotency-Key. */
export function call(
  context: TestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  key?: string,
) {
  return context.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/**
 * Grants the member's sessions a step-up as POST /wallet/reauth would (its own tests cover the password
 * and TOTP checks; here it is only the precondition of a send).
 */
export async function stepUp(context: TestContext, userId: string): Promise<void> {
  const sessions = await context.deps.db
    .select({ id: memberSessions.id })
    .from(memberSessions)
    .where(eq(memberSessions.userId, userId));
  for (const session of sessions)
    await context.deps.db
      .insert(walletStepUps)
      .values({ sessionId: session.id, userId, expiresAt: new Date(Date.now() + 5 * 60_000) })
      .onConflictDoNothing();
}

/** A signed-in member who imported a fresh key as their custodial wallet. */
export async function createCustodialMember(context: TestContext): Promise<CustodialMember> {
  const member = await createSignedInMember(context);
  const privateKey = generatePrivateKey();
  const response = await call(context, member.token, 'POST', '/wallet/import/private', { privateKey });
  if (response.statusCode !== 201) throw new Error(`import failed: ${response.statusCode} ${response.body}`);
  return { ...member, privateKey, address: privateKeyToAccount(privateKey).address };
}

/** Sends `artfi` ARTFI from the treasury to `to` and waits for it. */
export async function fundArtfi(chain: Chain, to: Address, artfi: string): Promise<void> {
  const hash = await chain.walletClient.writeContract({
    address: chain.tokenAddress,
    abi: chain.artifact.abi,
    functionName: 'transfer',
    args: [to, parseUnits(artfi, 18)],
  });
  await chain.publicClient.waitForTransactionReceipt({ hash });
}

/** The ARTFI total supply in base units. */
export async function totalSupplyOf(chain: Chain): Promise<bigint> {
  return (await chain.publicClient.readContract({
    address: chain.tokenAddress,
    abi: chain.artifact.abi,
    functionName: 'totalSupply',
  })) as bigint;
}

/** An admin suite with a local chain attached to its app. */
export interface ChainAdminSuite extends AdminSuite {
  started: StartedChain;
}

/** The set-up of the token suites: an app on `env` with a local chain and a signed-in SUPER_ADMIN. */
export function useChainAdminSuite(env: Record<string, string> = {}): ChainAdminSuite {
  const suite = {} as ChainAdminSuite;
  beforeAll(async () => {
    suite.context = await createAdminTestContext(env);
    suite.started = await attachLocalChain(suite.context);
    suite.admin = await createSignedInAdmin(suite.context, 'SUPER_ADMIN');
  });
  afterAll(async () => {
    await suite.context.close();
    await suite.started.stop();
  });
  return suite;
}
