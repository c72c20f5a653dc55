import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { AppError } from '../../http/app-error.js';
import { insertUser } from '../members/members.repository.js';
import { users } from '../members/members.schema.js';
import { PLATFORM_ACCOUNT_IDS } from './points-accounts.js';
import { memberAndPool, postPoints, type PostingInput, type PostingLine } from './points-ledger.service.js';
import { earningsWindowAt } from './points-calculation.js';
import { findEarningsDifferences } from './points-member-earnings.repository.js';
import { checkLedger, rederiveBalances } from './points-rederive.service.js';

let context: TestContext;
let keyCounter = 0;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

async function newMember(): Promise<string> {
  keyCounter += 1;
  const user = await insertUser(context.deps.db, { email: `ledger${keyCounter}-${Date.now()}@example.test` });
  if (!user) throw new Error('insert failed');
  return user.id;
}

function post(input: PostingInput) {
  return context.deps.db.transaction((tx) => postPoints(tx, input));
}

/** A seeded pseudo-random generator, so a failing run can be repeated with its seed. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

type Operation = { input: PostingInput; member: string; delta: number };

function randomOperation(random: () => number, members: string[], step: number): Operation {
  const member = members[Math.floor(random() * members.length)] as string;
  const amount = 1 + Math.floor(random() * 60);
  const choice = random();
  const key = `op-${Math.floor(random() * step * 0.9)}-${member}`; // some keys repeat: replays
  const base = { source: 'activity' as const, idempotencyKey: key, reason: 'randomized' };
  let lines: PostingLine[];
  let kind: PostingInput['kind'];
  if (choice < 0.45) [kind, lines] = ['earn', memberAndPool(member, amount)];
  else if (choice < 0.65)
    [kind, lines] = [
      'spend',
      [
        { member, amount: -amount },
        { platform: 'BURNED', amount },
      ],
    ];
  else if (choice < 0.8)
    [kind, lines] = [
      'hold',
      [
        { member, amount: -amount },
        { platform: 'EXCHANGE_HELD', amount },
      ],
    ];
  else if (choice < 0.95) [kind, lines] = ['adjust', memberAndPool(member, -amount)];
  else
    return {
      member,
      delta: -amount,
      input: { ...base, kind: 'reverse', fraudReversal: true, lines: memberAndPool(member, -amount) },
    };
  return { member, delta: lines[0]?.amount ?? 0, input: { ...base, kind, lines } };
}

/**
 * 96 postings at once on new members: each member's first earning (the one-statement path) races the pool
 * paying them and another member together (the multi-member path, lines in either order).
 */
function firstPostingsRace(members: string[]) {
  return Array.from({ length: 96 }, (_, i) => {
    const [a, b] = [members[i % 24] as string, members[(i * 7 + 5) % 24] as string];
    const key = `fresh-${i}-${a}`;
    if (i % 2 === 0 || a === b)
      return post({ kind: 'earn', source: 'activity', idempotencyKey: key, lines: memberAndPool(a, 3) });
    const lines: PostingLine[] = [
      { member: a, amount: 2 },
      { member: b, amount: 2 },
      { platform: 'REWARD_POOL', amount: -4 },
    ];
    return post({ kind: 'earn', source: 'activity', idempotencyKey: key, lines });
  });
}

describe('points ledger', () => {
  it('keeps every balance equal to its ledger after thousands of randomized parallel operations', async () => {
    const seed = Date.now() % 1_000_000;
    const random = randomFrom(seed);
    const members = await Promise.all(Array.from({ length: 12 }, () => newMember()));
    const expected = new Map(members.map((id) => [id, 0]));
    const outcomes = { applied: 0, replayed: 0, refused: 0 };
    for (let batch = 0; batch < 150; batch += 1) {
      const operations = Array.from({ length: 20 }, (_, i) =>
        randomOperation(random, members, batch * 20 + i + 1),
      );
      const results = await Promise.allSettled(operations.map((operation) => post(operation.input)));
      results.forEach((result, i) => {
        const operation = operations[i] as Operation;
        if (result.status === 'rejected') {
          expect(result.reason, `seed ${seed}`).toBeInstanceOf(AppError);
          outcomes.refused += 1;
        } else if (result.value.replayed) outcomes.replayed += 1;
        else {
          outcomes.applied += 1;
          expected.set(operation.member, (expected.get(operation.member) ?? 0) + operation.delta);
        }
      });
    }
    expect(outcomes.applied + outcomes.replayed + outcomes.refused).toBe(3000);
    expect(outcomes.replayed, `seed ${seed}`).toBeGreaterThan(0);
    expect(outcomes.refused, `seed ${seed}`).toBeGreaterThan(0);
    expect(await checkLedger(context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
    // The earnings rows the figures read (decision 072) still equal a scan of the lines.
    const window = earningsWindowAt(new Date());
    expect(await findEarningsDifferences(context.deps.db, window), `seed ${seed}`).toEqual([]);
    const rows = await context.deps.db
      .select({ id: users.id, totalPoints: users.totalPoints })
      .from(users)
      .where(inArray(users.id, members));
    expect(rows).toHaveLength(members.length);
    for (const row of rows) expect(row.totalPoints, `seed ${seed}`).toBe(expected.get(row.id));
    const platform = await context.deps.db.execute<{ total: string }>(
      sql`SELECT coalesce(sum(amount), 0) AS total FROM points_entries`,
    );
    expect(Number(platform.rows[0]?.total)).toBe(0);
  }, 180_000);

  it("opens brand-new members' accounts without a deadlock while their first earnings race postings between them", async () => {
    // Three rounds, each on 24 members with no ledger account yet: one round alone deadlocked about half the
    // time before the fix, three almost always.
    for (let round = 0; round < 3; round += 1) {
      const members = await Promise.all(Array.from({ length: 24 }, () => newMember()));
      const settled = await Promise.allSettled(firstPostingsRace(members));
      expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);
    }
    expect(await checkLedger(context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
    expect(await findEarningsDifferences(context.deps.db, earningsWindowAt(new Date()))).toEqual([]);
  }, 60_000);

  it('refuses an unbalanced posting at commit, and any change to the ledger in PostgreSQL itself', async () => {
    const member = await newMember();
    await post({ kind: 'earn', source: 'admin', idempotencyKey: 'seed-1', lines: memberAndPool(member, 10) });
    const { pool } = context.database;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const posting = await client.query<{ id: string }>(
        `INSERT INTO points_postings (kind, source, issuer, idempotency_key) VALUES ('earn','admin','system','bad') RETURNING id`,
      );
      await client.query('INSERT INTO points_entries (posting_id, account_id, amount) VALUES ($1, $2, 5)', [
        posting.rows[0]?.id,
        member,
      ]);
      await expect(client.query('COMMIT')).rejects.toThrow(/unbalanced/);
      // A posting without lines (its own check), and a line added later to a balanced one (the line's check).
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO points_postings (kind, source, issuer, idempotency_key) VALUES ('earn','admin','system','empty')`,
      );
      await expect(client.query('COMMIT')).rejects.toThrow(/unbalanced: 0 lines/);
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO points_entries (posting_id, account_id, amount)
         SELECT id, $1, 5 FROM points_postings WHERE idempotency_key = 'seed-1'`,
        [member],
      );
      await expect(client.query('COMMIT')).rejects.toThrow(/unbalanced: 3 lines summing to 5/);
    } finally {
      client.release();
    }
    await expect(pool.query('UPDATE points_entries SET amount = amount + 1')).rejects.toThrow(/append-only/);
    await expect(pool.query('DELETE FROM points_postings')).rejects.toThrow(/append-only/);
    await expect(pool.query('TRUNCATE points_entries CASCADE')).rejects.toThrow(/append-only/);
  });

  it('never takes a balance below zero unless the posting is a marked fraud reversal', async () => {
    const member = await newMember();
    await post({
      kind: 'earn',
      source: 'activity',
      idempotencyKey: 'below-1',
      lines: memberAndPool(member, 5),
    });
    const spend = { kind: 'spend' as const, source: 'exchange' as const, idempotencyKey: 'below-2' };
    await expect(
      post({
        ...spend,
        lines: [
          { member, amount: -6 },
          { platform: 'BURNED', amount: 6 },
        ],
      }),
    ).rejects.toMatchObject({
      code: 'POINTS_INSUFFICIENT',
    });
    const reversal = await post({
      kind: 'reverse',
      source: 'admin',
      idempotencyKey: 'below-3',
      fraudReversal: true,
      lines: memberAndPool(member, -8),
    });
    expect(reversal.balances.get(member)).toBe(-3);
    expect(await checkLedger(context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('the nightly re-derivation finds a projection that drifted and resets it to the ledger', async () => {
    const member = await newMember();
    await post({
      kind: 'earn',
      source: 'activity',
      idempotencyKey: 'drift-1',
      lines: memberAndPool(member, 40),
    });
    await context.deps.db.execute(sql`UPDATE users SET total_points = 999 WHERE id = ${member}`);
    const logged: object[] = [];
    const found = await rederiveBalances(context.deps, { error: (obj) => logged.push(obj) });
    expect(found.differences).toEqual([{ userId: member, projected: 999, derived: 40 }]);
    expect(logged).toHaveLength(1);
    expect(await checkLedger(context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
    expect(PLATFORM_ACCOUNT_IDS.REWARD_POOL).toMatch(/a001$/);
  });
});
