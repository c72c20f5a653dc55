import type { AdminMemberDetail, TreasuryGrant, WelcomeTokensStatus } from '@streamit/contract';
import { and, eq } from 'drizzle-orm';
import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { adminAuditLog } from '../audit/audit.schema.js';
import { readTokenBalance } from '../wallet-chain/treasury-transfer.js';
import { createExchangeMember } from '../../../test/wallet-exchange.test-support.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { runGrantPayout } from './treasury-grant-payout.service.js';
import { treasuryGrants } from '../wallet-chain/treasury-grants.schema.js';
import { call, nextKey, useChainAdminSuite } from '../../../test/wallet-tokens.test-support.js';

const suite = useChainAdminSuite({ WELCOME_TOKENS_ARTFI: '5' });

const chain = () => suite.started.chain;
const grantsOf = (userId: string) =>
  suite.context.deps.db.select().from(treasuryGrants).where(eq(treasuryGrants.userId, userId));

describe('welcome tokens', () => {
  it('50 parallel wallet creations make one grant, paid once from the treasury by the job', async () => {
    const member = await createSignedInMember(suite.context);
    const created = await Promise.all(
      Array.from({ length: 50 }, () => call(suite.context, member.token, 'POST', '/wallet/create')),
    );
    expect(created.every((response) => response.statusCode === 200)).toBe(true);
    const address = created[0]?.json<{ wallet: { address: `0x${string}` } }>().wallet.address;
    if (!address) throw new Error('no wallet');
    const grants = await grantsOf(member.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ kind: 'WELCOME', status: 'QUEUED', toAddress: address });
    const before = await call(suite.context, member.token, 'GET', '/auth/welcome-tokens-status');
    expect(before.json<WelcomeTokensStatus>()).toMatchObject({
      claimed: true,
      amount: '5',
      status: 'QUEUED',
    });
    const id = grants[0]?.id ?? '';
    await Promise.all([runGrantPayout(suite.context.deps, id), runGrantPayout(suite.context.deps, id)]);
    await runGrantPayout(suite.context.deps, id);
    expect(await readTokenBalance(chain(), address)).toBe(parseUnits('5', 18));
    const status = await call(suite.context, member.token, 'GET', '/auth/welcome-tokens-status');
    expect(status.json<WelcomeTokensStatus>()).toMatchObject({
      available: true,
      claimed: true,
      status: 'SETTLED',
      txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) as unknown,
    });
  }, 60_000);

  it('a grant whose recorded transaction was never broadcast is resumed with the same bytes', async () => {
    const member = await createSignedInMember(suite.context);
    await call(suite.context, member.token, 'POST', '/wallet/create');
    const [grant] = await grantsOf(member.id);
    if (!grant) throw new Error('no grant');
    // The job died right after recording: PAYING with a signed transaction the node never saw.
    const { signTreasuryTransfer, withTreasuryLock } = await import('../wallet-chain/treasury-transfer.js');
    const signed = await withTreasuryLock(suite.context.deps.db, chain(), () =>
      signTreasuryTransfer(chain(), grant.toAddress as `0x${string}`, BigInt(grant.amountWei)),
    );
    await suite.context.deps.db
      .update(treasuryGrants)
      .set({ status: 'PAYING', txHash: signed.hash, txNonce: signed.nonce, signedTx: signed.signed })
      .where(eq(treasuryGrants.id, grant.id));
    await runGrantPayout(suite.context.deps, grant.id);
    const [settled] = await grantsOf(member.id);
    expect(settled).toMatchObject({ status: 'SETTLED', txHash: signed.hash });
    expect(await readTokenBalance(chain(), grant.toAddress as `0x${string}`)).toBe(parseUnits('5', 18));
  });
});

describe('POST /web3/send-artfi-direct', () => {
  it('queues an audited, reasoned treasury payment that the job pays once; a retry answers the same grant', async () => {
    const member = await createExchangeMember(suite.context, 0);
    const key = nextKey('direct');
    const body = { userId: member.id, amount: '12.25', reason: 'Contest prize' };
    const first = await call(suite.context, suite.admin.token, 'POST', '/web3/send-artfi-direct', body, key);
    expect(first.statusCode, first.body).toBe(202);
    const grant = first.json<TreasuryGrant>();
    expect(grant).toMatchObject({
      kind: 'DIRECT',
      status: 'QUEUED',
      to: member.address,
      reason: 'Contest prize',
    });
    const again = await call(suite.context, suite.admin.token, 'POST', '/web3/send-artfi-direct', body, key);
    expect(again.json<TreasuryGrant>().id).toBe(grant.id);
    await runGrantPayout(suite.context.deps, grant.id);
    await runGrantPayout(suite.context.deps, grant.id);
    expect(await readTokenBalance(chain(), member.address)).toBe(parseUnits('12.25', 18));
    const audits = await suite.context.deps.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'web3.artfi_sent_direct'), eq(adminAuditLog.targetId, member.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ reason: 'Contest prize', artfi: '12.25' });
    // The member page's audit trail, where staff look after a send, carries it with its reason.
    const page = await call(suite.context, suite.admin.token, 'GET', `/admin/users/${member.id}`);
    expect(
      page.json<AdminMemberDetail>().audit.map((entry) => [entry.action, entry.details.reason]),
    ).toContainEqual(['web3.artfi_sent_direct', 'Contest prize']);
  });

  it('refuses members, a missing reason and a member without a payout wallet', async () => {
    const member = await createSignedInMember(suite.context);
    const body = { userId: member.id, amount: '1', reason: 'Prize' };
    const asMember = await call(
      suite.context,
      member.token,
      'POST',
      '/web3/send-artfi-direct',
      body,
      nextKey(),
    );
    expect(asMember.statusCode).toBe(401);
    const noReason = { ...body, reason: '' };
    expect(
      (await call(suite.context, suite.admin.token, 'POST', '/web3/send-artfi-direct', noReason, nextKey()))
        .statusCode,
    ).toBe(400);
    const noWallet = await call(
      suite.context,
      suite.admin.token,
      'POST',
      '/web3/send-artfi-direct',
      body,
      nextKey(),
    );
    expect(noWallet.statusCode).toBe(409);
    expect(await grantsOf(member.id)).toHaveLength(0);
  });
});
