import type { Leaderboard, PointsBalance, PointsHistoryPage, PointsOverview } from '@streamit/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { getOk, postAward } from '../../../test/points.test-support.js';
import { users } from '../members/members.schema.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import type { PostingInput } from './points-ledger.service.js';

const suite = useTestApp();
let awards = 0;

function post(userId: string, amount: number, input: Partial<PostingInput> = {}) {
  awards += 1;
  return postAward(suite.context, userId, amount, { reason: `Award ${awards}`, ...input });
}
const get = <T>(url: string, member?: TestMember) => getOk<T>(suite.context, url, member);

describe('reading points', () => {
  it('shows balance, lifetime, tier progress and today against the caps', async () => {
    const member = await createSignedInMember(suite.context);
    await post(member.id, 120);
    await post(member.id, -20, {
      kind: 'spend',
      source: 'exchange',
      lines: [
        { member: member.id, amount: -20 },
        { platform: 'BURNED', amount: 20 },
      ],
    });
    expect(await get<PointsBalance>('/points/balance', member)).toEqual({
      balance: 100,
      lifetime: 120,
      held: 0,
      today: { earned: 120, cap: 500 },
      dailyGoal: { earned: 120, goal: 100 },
      tier: 'BASIC',
      nextTier: { tier: 'BRONZE', threshold: 500 },
    });
    const overview = await get<PointsOverview>('/points/overview', member);
    expect(overview).toMatchObject({
      today: { earned: 120, cap: 500 },
      week: { earned: 120, cap: 2_500 },
      completions: 0,
      streak: { days: 0, bonusToday: false },
      dailyGoal: { earned: 120 },
    });
    expect(
      (await suite.context.app.inject({ method: 'GET', url: '/api/v1/points/balance' })).statusCode,
    ).toBe(401);
  });

  it('pages the history newest first with a cursor and filters by kind and source', async () => {
    const member = await createSignedInMember(suite.context);
    for (const amount of [1, 2, 3, 4, 5]) await post(member.id, amount);
    await post(member.id, 7, { kind: 'adjust', source: 'admin' });
    const first = await get<PointsHistoryPage>('/points/history?limit=2', member);
    expect(first.items.map((item) => item.amount)).toEqual([7, 5]);
    const second = await get<PointsHistoryPage>(`/points/history?limit=2&cursor=${first.nextCursor}`, member);
    expect(second.items.map((item) => item.amount)).toEqual([4, 3]);
    const last = await get<PointsHistoryPage>(`/points/history?limit=2&cursor=${second.nextCursor}`, member);
    expect(last).toMatchObject({ nextCursor: null });
    expect(last.items.map((item) => item.amount)).toEqual([2, 1]);
    const admin = await get<PointsHistoryPage>('/points/history?source=admin', member);
    expect(admin.items.map(({ kind, amount, source }) => ({ kind, amount, source }))).toEqual([
      { kind: 'adjust', amount: 7, source: 'admin' },
    ]);
    expect(admin.items[0]?.reason).toMatch(/^Award/);
    expect((await get<PointsHistoryPage>('/points/history?kind=earn', member)).items).toHaveLength(5);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await get<PointsHistoryPage>(`/points/history?from=${encodeURIComponent(future)}`, member)).items,
    ).toEqual([]);
  });

  it('ranks earners with deterministic ties, shows guests names only, finds my own rank, hides on request', async () => {
    const [first, second, third] = [
      await createSignedInMember(suite.context),
      await createSignedInMember(suite.context),
      await createSignedInMember(suite.context),
    ];
    // Far above the other tests' members, so these three are the top three.
    await post(first.id, 10_000);
    await post(second.id, 10_000); // same total, reached later: ranked after `first`
    await post(third.id, 5_000);
    await suite.context.deps.db.update(users).set({ displayName: 'Ada' }).where(eq(users.id, first.id));
    const guest = await get<Leaderboard>('/points/leaderboard?period=all&limit=2');
    expect(guest.items.map((item) => [item.rank, item.points])).toEqual([
      [1, 10_000],
      [2, 10_000],
    ]);
    expect(guest.items[0]?.displayName).toBe('Ada');
    expect(guest.me).toBeNull();
    expect(guest.hidden).toBeNull();
    expect(JSON.stringify(guest)).not.toMatch(new RegExp(`${first.id}|${second.id}|email`));
    const mine = await get<Leaderboard>('/points/leaderboard?period=week&limit=2', third);
    expect(mine.items.every((item) => !item.isMe)).toBe(true);
    expect(mine.me).toMatchObject({ rank: 3, points: 5_000, isMe: true });
    expect(mine.hidden).toBe(false);
    const hide = await suite.context.app.inject({
      method: 'PUT',
      url: '/api/v1/points/leaderboard/visibility',
      headers: authHeader(first.token),
      payload: { hidden: true },
    });
    expect(hide.json()).toEqual({ hidden: true });
    const after = await get<Leaderboard>('/points/leaderboard?limit=1', third);
    expect(after.items[0]?.points).toBe(10_000);
    expect(after.items[0]?.displayName).not.toBe('Ada');
    expect(after.me).toMatchObject({ rank: 2 });
    // The member who hid themself is told so, and has no row of their own.
    const hidden = await get<Leaderboard>('/points/leaderboard?limit=1', first);
    expect(hidden.hidden).toBe(true);
    expect(hidden.me).toBeNull();
  });

  it('exports the filtered history as CSV, with formulas defused', async () => {
    const member = await createSignedInMember(suite.context);
    await post(member.id, 3, { reason: '=HYPERLINK("x")' });
    await post(member.id, 4, { kind: 'adjust', source: 'admin', reason: 'Goodwill, "thanks"' });
    const url = '/api/v1/points/history/export';
    const response = await suite.context.app.inject({
      method: 'GET',
      url,
      headers: authHeader(member.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,createdAt,kind,source,amount,reason,activityId');
    expect(lines[1]).toMatch(/,"adjust","admin","4","Goodwill, ""thanks""",""$/);
    expect(lines[2]).toMatch(/,"earn","activity","3","'=HYPERLINK\(""x""\)",""$/);
    const filtered = await suite.context.app.inject({
      method: 'GET',
      url: `${url}?kind=earn`,
      headers: authHeader(member.token),
    });
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
    const bad = await suite.context.app.inject({
      method: 'GET',
      url: `${url}?kind=steal`,
      headers: authHeader(member.token),
    });
    expect(bad.statusCode).toBe(400);
    expect((await suite.context.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
