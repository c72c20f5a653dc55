import type { PointsOverview } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';
import { getOk, postAward } from '../../../test/points.test-support.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { earningsWindowAt } from './points-calculation.js';
import { postPoints, type PostingLine } from './points-ledger.service.js';
import { findEarningsDifferences } from './points-member-earnings.repository.js';
import { rederiveBalances } from './points-rederive.service.js';

const suite = useTestApp();
const overviewOf = (member: TestMember) => getOk<PointsOverview>(suite.context, '/points/overview', member);
const differences = () => findEarningsDifferences(suite.context.deps.db, earningsWindowAt(new Date()));
const DAY_MS = 86_400_000;

/** An activity earn of `amount` to the member dated `at`, written as raw lines (what a slow transaction leaves). */
async function earnAt(userId: string, amount: number, at: Date) {
  await suite.context.deps.db.transaction(async (tx) => {
    await tx.execute(sql`insert into points_accounts (id, kind, user_id) values (${userId}, 'MEMBER', ${userId})
      on conflict do nothing`);
    const posting = await tx.execute<{ id: string }>(sql`
      insert into points_postings (kind, source, issuer, idempotency_key, created_at)
      values ('earn', 'activity', 'system', ${`dated:${userId}:${at.toISOString()}`}, ${at.toISOString()})
      returning id`);
    const id = posting.rows[0]?.id;
    await tx.execute(sql`insert into points_entries (posting_id, account_id, amount, created_at) values
      (${id}, ${userId}, ${amount}, ${at.toISOString()}),
      (${id}, '00000000-0000-4000-8000-00000000a001', ${-amount}, ${at.toISOString()})`);
    await tx.execute(sql`update users set total_points = total_points + ${amount} where id = ${userId}`);
  });
}

/** A posting paying two members at once from the pool, their lines in the order given (multi-member path). */
function payBoth(first: string, second: string, amount: number, key: string) {
  const lines: PostingLine[] = [
    { member: first, amount },
    { member: second, amount },
    { platform: 'REWARD_POOL', amount: -2 * amount },
  ];
  return suite.context.deps.db.transaction((tx) =>
    postPoints(tx, { kind: 'earn', source: 'activity', idempotencyKey: key, lines }),
  );
}

describe("a member's earnings row (decision 072)", () => {
  it("shows the member's own award on the very next read, and a bonus in lifetime only", async () => {
    const member = await createSignedInMember(suite.context);
    const before = await overviewOf(member);
    await postAward(suite.context, member.id, 30);
    const afterAward = await overviewOf(member);
    expect(afterAward).toMatchObject({
      balance: before.balance + 30,
      lifetime: before.lifetime + 30,
      today: { earned: before.today.earned + 30 },
      week: { earned: before.week.earned + 30 },
    });
    await postAward(suite.context, member.id, 20, { source: 'bonus' });
    const afterBonus = await overviewOf(member);
    expect(afterBonus.lifetime).toBe(afterAward.lifetime + 20);
    expect(afterBonus.today.earned).toBe(afterAward.today.earned);
    expect(await differences()).toEqual([]);
  });

  it('keeps every row equal to the lines under 100 parallel postings, single and multi-member', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => createSignedInMember(suite.context)));
    const ids = members.map((member) => member.id);
    const postings = Array.from({ length: 100 }, (_, i) => {
      const [a, b] = [ids[i % 6] as string, ids[(i * 5 + 1) % 6] as string];
      if (i % 3 === 0 && a !== b) return payBoth(a, b, 1 + (i % 7), `both-${i}-${a}`);
      return postAward(suite.context, a, 1 + (i % 11), i % 4 === 0 ? { source: 'bonus' } : {});
    });
    const settled = await Promise.allSettled(postings);
    expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(await differences()).toEqual([]);
    const overviews = await Promise.all(members.map(overviewOf));
    expect(overviews.every((overview) => overview.lifetime > 0)).toBe(true);
  });

  it("counts an earlier day's line that commits late in lifetime, never in today", async () => {
    const member = await createSignedInMember(suite.context);
    const now = new Date();
    await earnAt(member.id, 40, now);
    await earnAt(member.id, 15, new Date(now.getTime() - DAY_MS));
    const overview = await overviewOf(member);
    expect(overview.lifetime).toBe(55);
    expect(overview.today.earned).toBe(40);
    expect(await differences()).toEqual([]);
  });

  it('the nightly re-derivation finds a row that drifted and resets it to the lines', async () => {
    const member = await createSignedInMember(suite.context);
    await postAward(suite.context, member.id, 25);
    await suite.context.deps.db.execute(
      sql`update points_member_earnings set lifetime = 999 where user_id = ${member.id}`,
    );
    const logged: object[] = [];
    const found = await rederiveBalances(suite.context.deps, { error: (obj) => logged.push(obj) });
    expect(found.earnings).toEqual([
      {
        userId: member.id,
        kept: { lifetime: 999, today: 25, week: 25 },
        derived: { lifetime: 25, today: 25, week: 25 },
      },
    ]);
    expect(logged).toHaveLength(1);
    expect(await differences()).toEqual([]);
    expect((await overviewOf(member)).lifetime).toBe(25);
  });
});
