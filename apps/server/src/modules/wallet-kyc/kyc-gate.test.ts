import type { ExchangeRates } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createExchangeMember,
  pointsBalanceOf,
  requestExchange,
} from '../../../test/wallet-exchange.test-support.js';
import { startKycTestServer, type KycTestServer } from '../../../test/kyc-test-server.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { pointsExchanges } from '../wallet-exchange/exchange.schema.js';

const API_KEY = 'kyc-gate-key';
const LIMIT = 1_000;
let kyc: KycTestServer;
let withProvider: TestContext;
let withoutProvider: TestContext;

beforeAll(async () => {
  kyc = await startKycTestServer(API_KEY);
  const env = { EXCHANGE_KYC_ABOVE_POINTS: String(LIMIT), WELCOME_TOKENS_ARTFI: '0' };
  withProvider = await createTestContext({ ...env, MOBILUM_API_URL: kyc.url, MOBILUM_API_KEY: API_KEY });
  withoutProvider = await createTestContext(env);
}, 120_000);
afterAll(async () => {
  await withProvider.close();
  await withoutProvider.close();
  await kyc.close();
});

async function exchangesOf(context: TestContext, userId: string) {
  return context.deps.db.select().from(pointsExchanges).where(eq(pointsExchanges.userId, userId));
}

describe('KYC where money leaves', () => {
  it('allows an exchange up to the limit without asking the provider, and refuses above it until verified', async () => {
    const member = await createExchangeMember(withProvider, 5_000);
    kyc.keysSeen.length = 0;
    expect((await requestExchange(withProvider, member, { pointsAmount: LIMIT })).statusCode).toBe(200);
    expect(kyc.keysSeen).toEqual([]);

    kyc.setStatus(member.id, 'pending');
    const refused = await requestExchange(withProvider, member, { pointsAmount: LIMIT + 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'EXCHANGE_KYC_REQUIRED' } });
    expect(await pointsBalanceOf(withProvider, member.id)).toBe(5_000 - LIMIT);
    expect(await exchangesOf(withProvider, member.id)).toHaveLength(1);

    kyc.setStatus(member.id, 'approved');
    expect((await requestExchange(withProvider, member, { pointsAmount: LIMIT + 1 })).statusCode).toBe(200);
    expect(kyc.keysSeen.every((key) => key === API_KEY)).toBe(true);
    expect(await pointsBalanceOf(withProvider, member.id)).toBe(5_000 - 2 * LIMIT - 1);
  });

  it('answers 503 and writes nothing when the provider is down', async () => {
    const member = await createExchangeMember(withProvider, 5_000);
    kyc.failing = true;
    try {
      const refused = await requestExchange(withProvider, member, { pointsAmount: LIMIT + 1 });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ error: { code: 'KYC_PROVIDER_UNAVAILABLE' } });
    } finally {
      kyc.failing = false;
    }
    expect(await exchangesOf(withProvider, member.id)).toHaveLength(0);
    expect(await pointsBalanceOf(withProvider, member.id)).toBe(5_000);
  });

  it('replays a large exchange by its key even after the verification lapsed', async () => {
    const member = await createExchangeMember(withProvider, 5_000);
    kyc.setStatus(member.id, 'verified');
    const first = await requestExchange(withProvider, member, { pointsAmount: 2_000 }, 'kyc-replay-key');
    kyc.setStatus(member.id, 'rejected');
    const again = await requestExchange(withProvider, member, { pointsAmount: 2_000 }, 'kyc-replay-key');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await exchangesOf(withProvider, member.id)).toHaveLength(1);
  });

  it('without a provider, says the limit and that large exchanges are not offered, and refuses them', async () => {
    const member = await createExchangeMember(withoutProvider, 5_000);
    const rates = await withoutProvider.app.inject({
      method: 'GET',
      url: '/api/v1/points/exchange-rates',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(rates.json<ExchangeRates>()).toMatchObject({ kycAbovePoints: LIMIT, kycAvailable: false });
    const refused = await requestExchange(withoutProvider, member, { pointsAmount: LIMIT + 1 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'EXCHANGE_KYC_NOT_OFFERED' } });
    expect((await requestExchange(withoutProvider, member, { pointsAmount: LIMIT })).statusCode).toBe(200);
  });
});
