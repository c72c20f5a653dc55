import type {
  GasEstimate,
  KycVerification,
  WalletPageData,
  Web3Balance,
  Web3Stats,
} from '@streamit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startKycTestServer, type KycTestServer } from '../../../test/kyc-test-server.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import type { StartedChain } from '../wallet-chain/chain-client.js';
import { attachLocalChain } from '../../../test/wallet-exchange.test-support.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { call, createCustodialMember, fundArtfi } from '../../../test/wallet-tokens.test-support.js';

const API_KEY = 'kyc-test-key';
let context: TestContext;
let started: StartedChain;
let kyc: KycTestServer;

beforeAll(async () => {
  kyc = await startKycTestServer(API_KEY);
  context = await createTestContext({
    WELCOME_TOKENS_ARTFI: '0',
    MOBILUM_API_URL: kyc.url,
    MOBILUM_API_KEY: API_KEY,
  });
  started = await attachLocalChain(context);
}, 60_000);
afterAll(async () => {
  await context.close();
  await started.stop();
  await kyc.close();
});

const get = <T>(token: string, url: string) =>
  call(context, token, 'GET', url).then((response) => {
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    return response.json<T>();
  });

describe('web3 reads', () => {
  it('balances, page data, gas estimate and stats read the chain', async () => {
    const member = await createCustodialMember(context);
    await fundArtfi(started.chain, member.address, '8');
    const balance = await get<Web3Balance>(member.token, '/wallet/balance');
    expect(balance).toMatchObject({ address: member.address, tokenBalance: '8', gasBalance: '0' });
    const page = await get<WalletPageData>(member.token, '/web3/wallet-page-data');
    expect(page.wallets.wallets).toHaveLength(1);
    expect(page.custodialBalance).toMatchObject({ tokenBalance: '8' });
    expect(page.balance).toMatchObject({ address: member.address, tokenBalance: '8' });
    expect(page.welcomeTokens).toMatchObject({ available: false, claimed: false });
    expect(page.sends).toEqual([]);
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const gas = await get<GasEstimate>(member.token, `/web3/estimate-gas?to=${to}&amount=3`);
    expect(gas).toMatchObject({ affordable: true, gasTopUp: true, gasBalance: '0' });
    expect(BigInt(gas.gasUnits)).toBeGreaterThan(21_000n);
    const tooMuch = await get<GasEstimate>(member.token, `/web3/estimate-gas?to=${to}&amount=9`);
    expect(tooMuch.affordable).toBe(false);
    const stats = await get<Web3Stats>(member.token, '/web3/stats');
    expect(stats).toMatchObject({ symbol: 'ARTFI', chainAvailable: true, totalSupply: '1000000000' });
    expect(Number(stats.treasuryBalance)).toBe(1_000_000_000 - 8);
  });

  it('a member without a custodial wallet gets nulls and a clear refusal for the estimate', async () => {
    const member = await createSignedInMember(context);
    const balance = await get<Web3Balance>(member.token, '/wallet/balance');
    expect(balance).toMatchObject({ address: null, tokenBalance: null, gasBalance: null });
    const page = await get<WalletPageData>(member.token, '/web3/wallet-page-data');
    expect(page.custodialBalance).toBeNull();
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const estimate = await call(context, member.token, 'GET', `/web3/estimate-gas?to=${to}&amount=1`);
    expect(estimate.statusCode).toBe(404);
  });
});

describe('KYC verification adapter', () => {
  const check = (token: string) => call(context, token, 'POST', '/web3/mobilum/check-verification');

  it("maps the provider's states and sends the API key", async () => {
    const member = await createSignedInMember(context);
    expect((await check(member.token)).json<KycVerification>()).toMatchObject({
      configured: true,
      status: 'NOT_STARTED',
    });
    for (const [provider, ours] of [
      ['pending', 'PENDING'],
      ['approved', 'VERIFIED'],
      ['rejected', 'REJECTED'],
    ] as const) {
      kyc.setStatus(member.id, provider);
      expect((await check(member.token)).json<KycVerification>().status).toBe(ours);
    }
    expect(kyc.keysSeen.every((key) => key === API_KEY)).toBe(true);
  });

  it('answers 503 when the provider fails, and NOT_CONFIGURED without configuration', async () => {
    const member = await createSignedInMember(context);
    kyc.failing = true;
    const down = await check(member.token);
    kyc.failing = false;
    expect(down.statusCode).toBe(503);
    expect(down.json<{ error: { code: string } }>().error.code).toBe('KYC_PROVIDER_UNAVAILABLE');
    const plain = await createTestContext({ WELCOME_TOKENS_ARTFI: '0' });
    try {
      const other = await createSignedInMember(plain);
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/web3/mobilum/check-verification',
        headers: { authorization: `Bearer ${other.token}` },
      });
      expect(response.json<KycVerification>()).toMatchObject({ configured: false, status: 'NOT_CONFIGURED' });
    } finally {
      await plain.close();
    }
  }, 60_000);
});
