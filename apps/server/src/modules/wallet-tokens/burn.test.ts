import type { BurnRun } from '@streamit/contract';
import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { readTokenBalance } from '../wallet-chain/treasury-transfer.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { runBurn } from './burn.service.js';
import {
  call,
  createCustodialMember,
  fundArtfi,
  totalSupplyOf,
  useChainAdminSuite,
} from '../../../test/wallet-tokens.test-support.js';

const suite = useChainAdminSuite({ WELCOME_TOKENS_ARTFI: '0' });

const chain = () => suite.started.chain;
const artfi = (value: string) => parseUnits(value, 18);

describe('ARTFI burn runs', () => {
  it('answers at once, the job burns the ratio of each custodial balance, and the report adds up', async () => {
    const [a, b] = [await createCustodialMember(suite.context), await createCustodialMember(suite.context)];
    const walletless = await createSignedInMember(suite.context);
    await fundArtfi(chain(), a.address, '100');
    await fundArtfi(chain(), b.address, '40');
    const supplyBefore = await totalSupplyOf(chain());
    const accepted = await call(suite.context, suite.admin.token, 'POST', '/artfi-burn/execute', {
      userIds: [a.id, b.id, walletless.id],
      ratio: 0.25,
    });
    expect(accepted.statusCode, accepted.body).toBe(202);
    const run = accepted.json<BurnRun>();
    expect(run).toMatchObject({ status: 'QUEUED', total: 3, processed: 0 });
    await Promise.all([runBurn(suite.context.deps, run.id), runBurn(suite.context.deps, run.id)]);
    await runBurn(suite.context.deps, run.id);
    expect(await readTokenBalance(chain(), a.address)).toBe(artfi('75'));
    expect(await readTokenBalance(chain(), b.address)).toBe(artfi('30'));
    expect(await totalSupplyOf(chain())).toBe(supplyBefore - artfi('35'));
    const report = (
      await call(suite.context, suite.admin.token, 'GET', `/artfi-burn/${run.id}`)
    ).json<BurnRun>();
    expect(report).toMatchObject({ status: 'DONE', processed: 3, burnedAmount: '35', ratio: 0.25 });
    expect(
      parseUnits(report.totalSupplyBefore ?? '0', 18) - parseUnits(report.totalSupplyAfter ?? '0', 18),
    ).toBe(artfi('35'));
    expect(report.items.map((item) => [item.userId, item.status, item.artfiAmount])).toEqual([
      [a.id, 'BURNED', '25'],
      [b.id, 'BURNED', '10'],
      [walletless.id, 'SKIPPED', '0'],
    ]);
  }, 60_000);

  it('refuses a ratio outside (0, 1], unknown members, members and an unknown run', async () => {
    const member = await createSignedInMember(suite.context);
    const post = (token: string, body: object) =>
      call(suite.context, token, 'POST', '/artfi-burn/execute', body);
    expect((await post(suite.admin.token, { userIds: [member.id], ratio: 0 })).statusCode).toBe(400);
    expect((await post(suite.admin.token, { userIds: [member.id], ratio: 1.5 })).statusCode).toBe(400);
    const unknown = await post(suite.admin.token, {
      userIds: ['00000000-0000-4000-8000-000000000000'],
      ratio: 0.5,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await post(member.token, { userIds: [member.id], ratio: 0.5 })).statusCode).toBe(401);
    const missing = await call(
      suite.context,
      suite.admin.token,
      'GET',
      '/artfi-burn/00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
  });
});
