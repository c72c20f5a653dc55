import type { Leaderboard, PointsFigures, PointsHistoryPage, PointsOverview } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { getOk, postAward } from '../../../test/points.test-support.js';
import { releaseInTransaction, settleInTransaction } from '../wallet-exchange/exchange-settlement.service.js';
import { moveExchange } from '../wallet-exchange/exchange.repository.js';
import { createExchangeMember, exchangeOk } from '../../../test/wallet-exchange.test-support.js';
import type { TestMember } from '../../../test/moderation.test-support.js';
import { utcDay } from './points-bonus.service.js';
import { earningsWindowAt } from './points-calculation.js';
import { selectPointsFigures } from './points-figures.repository.js';
import type { PostingInput } from './points-ledger.service.js';

const suite = useTestApp();
const post = (userId: string, amount: number, input: Partial<PostingInput> = {}) =>
  postAward(suite.context, userId, amount, input);
const get = <T>(url: string, member: TestMember) => getOk<T>(suite.context, url, member);

/** Earn 75 on an activity, a 75 welcome bonus, a 600 staff credit, then exchanges of 100 (held), 200 (paid), 150 (returned). */
async function scriptHistory(member: TestMember) {
  await post(member.id, 75);
  await post(member.id, 75, { source: 'bonus', idempotencyKey: `welcome:${member.id}` });
  await post(member.id, 600, { kind: 'adjust', source: 'admin' });
  const held = await exchangeOk(suite.context, member, 100);
  const paid = await exchangeOk(suite.context, member, 200);
  const returned = await exchangeOk(suite.context, member, 150);
  await suite.context.deps.db.transaction(async (tx) => {
    // Staff approve, the payout job sends, the chain confirms: the exchange module's own moves.
    await moveExchange(tx, paid.id, 'PENDING', 'APPROVED');
    await moveExchange(tx, paid.id, 'APPROVED', 'PAYING');
    await settleInTransaction(
      tx,
      { ...paid, userId: member.id },
      'PAYING',
      `0x${paid.id.replaceAll('-', '').repeat(2)}`,
    );
  });
  await suite.context.deps.db.transaction((tx) =>
    releaseInTransaction(tx, { ...returned, userId: member.id }, 'PENDING', 'CANCELLED', {}),
  );
  return { held: held.id, paid: paid.id, returned: returned.id };
}

describe('one set of points figures (decision 048)', () => {
  it('answers balance, lifetime, held, today against the cap and the daily goal the same on every read', async () => {
    const member = await createExchangeMember(suite.context, 0);
    await scriptHistory(member);
    const expected: PointsFigures = {
      // 75 + 75 + 600 in, 100 still held, 200 paid out, 150 returned.
      balance: 450,
      // Earn lines only: the staff credit is an adjustment, not earnings.
      lifetime: 150,
      held: 100,
      // Only the activity's 75 counts against the cap and for the goal; the welcome bonus does not.
      today: { earned: 75, cap: 500 },
      dailyGoal: { earned: 75, goal: 100 },
      tier: 'BASIC',
      nextTier: { tier: 'BRONZE', threshold: 500 },
    };
    expect(await get<PointsFigures>('/points/balance', member)).toEqual(expected);
    expect(await get<PointsOverview>('/points/overview', member)).toMatchObject(expected);
    const stats = await get<{ totalPoints: number }>('/auth/dashboard-stats', member);
    expect(stats.totalPoints).toBe(expected.balance);
    const wallet = await get<{ points: number }>('/web3/balance', member);
    expect(wallet.points).toBe(expected.balance);
    const board = await get<Leaderboard>('/points/leaderboard?period=all&limit=1', member);
    expect(board.me?.points).toBe(expected.lifetime);
  });

  it("shows each exchange line of the history in its exchange's current state", async () => {
    const member = await createExchangeMember(suite.context, 0);
    const ids = await scriptHistory(member);
    const history = await get<PointsHistoryPage>('/points/history?source=exchange&limit=10', member);
    const lines = history.items.map(({ kind, amount, exchange }) => ({ kind, amount, exchange }));
    expect(lines).toEqual([
      { kind: 'release', amount: 150, exchange: { id: ids.returned, state: 'returned' } },
      { kind: 'hold', amount: -150, exchange: { id: ids.returned, state: 'returned' } },
      { kind: 'hold', amount: -200, exchange: { id: ids.paid, state: 'paid' } },
      { kind: 'hold', amount: -100, exchange: { id: ids.held, state: 'held' } },
    ]);
    const earned = await get<PointsHistoryPage>('/points/history?kind=earn', member);
    expect(earned.items.every((item) => item.exchange === null)).toBe(true);
  });

  it('answers each read of a group its own member at its own window, one member read twice across midnight', async () => {
    const [first, second] = [
      await createExchangeMember(suite.context, 0),
      await createExchangeMember(suite.context, 0),
    ];
    await post(first.id, 40);
    await post(second.id, 25);
    const now = new Date();
    const windowAt = (at: Date) => ({ ...earningsWindowAt(at), streakSince: utcDay(at, -1) });
    const tomorrow = new Date(now.getTime() + 86_400_000);
    // Called in one turn, so the three reads are one group (decision 078): two windows, two members.
    const rows = await Promise.all([
      selectPointsFigures(suite.context.deps.db, first.id, windowAt(now)),
      selectPointsFigures(suite.context.deps.db, second.id, windowAt(now)),
      selectPointsFigures(suite.context.deps.db, first.id, windowAt(tomorrow)),
    ]);
    expect(rows.map((row) => [row?.userId, row?.balance, row?.today])).toEqual([
      [first.id, 40, 40],
      [second.id, 25, 25],
      [first.id, 40, 0],
    ]);
  });

  it("sums the points held from the member's debit lines, through their partial index (decision 096)", async () => {
    const member = await createExchangeMember(suite.context, 0);
    await scriptHistory(member);
    const now = new Date();
    const { held, scans } = await suite.context.deps.db.transaction(async (tx) => {
      // Sequential scans off: whichever index the plan takes shows, as on a ledger of millions of lines.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const row = await selectPointsFigures(tx, member.id, {
        ...earningsWindowAt(now),
        streakSince: utcDay(now, -1),
      });
      const counted = await tx.execute<{ scans: string }>(
        sql`SELECT pg_stat_get_xact_numscans('points_entries_account_debits_idx'::regclass) AS scans`,
      );
      return { held: row?.held, scans: Number(counted.rows[0]?.scans) };
    });
    expect(held).toBe(100);
    expect(scans).toBeGreaterThan(0);
  });
});
