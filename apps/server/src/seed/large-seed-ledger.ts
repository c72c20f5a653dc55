import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.js';
import { TIERS } from '@streamit/contract';
import { PLATFORM_ACCOUNT_IDS } from '../modules/points/points-accounts.js';
import { loadTierRules } from '../modules/points/points-config.service.js';
import { loadInBulk } from './large-seed-bulk.js';
import { step, type LargeSeedSize, type LargeSeedStep } from './large-seed-steps.js';

const POOL = PLATFORM_ACCOUNT_IDS.REWARD_POOL;
const HELD = PLATFORM_ACCOUNT_IDS.EXCHANGE_HELD;
const BURNED = PLATFORM_ACCOUNT_IDS.BURNED;

/**
 * Completions of the year and the earn postings that paid them: a member completes a work after signing up
 * (early members and popular works more often) and earns its reward; the second time the same work is sequence 2.
 */
async function seedCompletions(tx: Executor, size: LargeSeedSize, steps: LargeSeedStep[]) {
  await tx.execute(sql`DROP TABLE IF EXISTS seed_completions`);
  await tx.execute(sql`CREATE UNLOGGED TABLE seed_completions AS
    SELECT gen_random_uuid() AS id, gen_random_uuid() AS posting_id, m.id AS user_id, a.id AS activity_id,
      5 + a.n % 46 AS points, m.at + (now() - m.at) * random() AS at
    FROM (SELECT g, random() AS ra, random() AS rm FROM generate_series(1, ${size.completions}) g) d
    JOIN seed_members m ON m.n = 1 + floor(${size.members} * rm ^ 2)::int
    JOIN seed_activities a ON a.n = 1 + floor(${size.activities} * ra ^ 2)::int`);
  await step(
    tx,
    steps,
    'points_postings (activity earn)',
    sql`INSERT INTO points_postings (id, kind, source,
        issuer, idempotency_key, reason, breakdown, activity_id, created_at)
      SELECT posting_id, 'earn', 'activity', 'system', 'large:completion:' || id, 'Activity completed',
        jsonb_build_object('points', points), activity_id, at FROM seed_completions`,
  );
  await step(
    tx,
    steps,
    'points_entries (activity earn)',
    sql`INSERT INTO points_entries (posting_id, account_id,
        amount, created_at)
      SELECT posting_id, user_id, points, at FROM seed_completions
      UNION ALL SELECT posting_id, ${POOL}::uuid, -points, at FROM seed_completions`,
  );
  await step(
    tx,
    steps,
    'activity_completions',
    sql`INSERT INTO activity_completions (id, user_id, activity_id,
        sequence, posting_id, points, completed_at)
      SELECT id, user_id, activity_id, row_number() OVER (PARTITION BY user_id, activity_id ORDER BY at, id),
        posting_id, points, at FROM seed_completions`,
  );
  await tx.execute(sql`DROP TABLE seed_completions`);
}

/** Bonuses (streaks), social tasks, vested referrals and creators' shares: earn postings from the reward pool. */
async function seedOtherEarnings(tx: Executor, size: LargeSeedSize, steps: LargeSeedStep[]) {
  const creatorEvery = Math.max(1, Math.floor(size.members / size.creators));
  await tx.execute(sql`DROP TABLE IF EXISTS seed_earnings`);
  await tx.execute(sql`CREATE UNLOGGED TABLE seed_earnings AS
    SELECT gen_random_uuid() AS id, m.id AS user_id, s.source, s.amount, m.at + (now() - m.at) * random() AS at
    FROM generate_series(1, ${size.otherEarnings}) g
    CROSS JOIN LATERAL (SELECT CASE WHEN g % 20 < 9 THEN 'bonus' WHEN g % 20 < 14 THEN 'social'
      WHEN g % 20 < 17 THEN 'referral' ELSE 'creator' END AS source, 2 + (hashint4(g) & 255) % 60 AS amount) s
    JOIN seed_members m ON m.n = CASE WHEN s.source = 'creator'
      THEN ${creatorEvery} * (1 + g % ${size.creators}) ELSE 1 + (hashint4(g + 29) & 2147483647) % ${size.members} END`);
  await step(
    tx,
    steps,
    'points_postings (other earn)',
    sql`INSERT INTO points_postings (id, kind, source, issuer,
        idempotency_key, reason, created_at)
      SELECT id, 'earn', source, 'system', 'large:' || source || ':' || id, 'Large seed ' || source, at
      FROM seed_earnings`,
  );
  await step(
    tx,
    steps,
    'points_entries (other earn)',
    sql`INSERT INTO points_entries (posting_id, account_id,
        amount, created_at)
      SELECT id, user_id, amount, at FROM seed_earnings UNION ALL SELECT id, ${POOL}::uuid, -amount, at FROM seed_earnings`,
  );
  await tx.execute(sql`DROP TABLE seed_earnings`);
}

/**
 * Exchanges by the members who earned most, each after their last earning and for 40 % of it (a hold never
 * overdraws): 60 % settled (held points burned), 12 % rejected or cancelled (points returned), the rest open.
 */
async function createExchanges(tx: Executor, size: LargeSeedSize) {
  await tx.execute(sql`DROP TABLE IF EXISTS seed_exchanges`);
  await tx.execute(sql`CREATE UNLOGGED TABLE seed_exchanges AS
    SELECT gen_random_uuid() AS id, gen_random_uuid() AS hold_id, gen_random_uuid() AS close_id, user_id,
      floor(earned * 0.4)::int AS points, at, least(now(), at + interval '1 hour' + interval '3 days' * random()) AS closed_at,
      CASE WHEN r < 0.60 THEN 'SETTLED' WHEN r < 0.66 THEN 'REJECTED' WHEN r < 0.72 THEN 'CANCELLED'
        WHEN r < 0.86 THEN 'PENDING' ELSE 'APPROVED' END AS status
    FROM (SELECT e.account_id AS user_id, sum(e.amount) AS earned,
        max(e.created_at) + (now() - max(e.created_at)) * random() AS at, random() AS r
      FROM points_entries e JOIN points_accounts a ON a.id = e.account_id AND a.kind = 'MEMBER'
      GROUP BY 1 ORDER BY 2 DESC LIMIT ${size.exchanges}) top WHERE earned >= 10`);
}

async function seedExchanges(tx: Executor, size: LargeSeedSize, steps: LargeSeedStep[]) {
  await createExchanges(tx, size);
  const closing = sql`status IN ('SETTLED', 'REJECTED', 'CANCELLED')`;
  await step(
    tx,
    steps,
    'points_postings (exchange)',
    sql`INSERT INTO points_postings (id, kind, source, issuer,
        idempotency_key, reason, breakdown, created_at)
      SELECT hold_id, 'hold', 'exchange', 'system', 'exchange:hold:' || id, 'Exchange for ARTFI',
        jsonb_build_object('exchangeId', id), at FROM seed_exchanges
      UNION ALL SELECT close_id, CASE WHEN status = 'SETTLED' THEN 'spend' ELSE 'release' END, 'exchange', 'system',
        CASE WHEN status = 'SETTLED' THEN 'exchange:settle:' ELSE 'exchange:release:' END || id, 'Exchange closed',
        jsonb_build_object('exchangeId', id), closed_at FROM seed_exchanges WHERE ${closing}`,
  );
  await step(
    tx,
    steps,
    'points_entries (exchange)',
    sql`INSERT INTO points_entries (posting_id, account_id, amount,
        created_at)
      SELECT hold_id, user_id, -points, at FROM seed_exchanges
      UNION ALL SELECT hold_id, ${HELD}::uuid, points, at FROM seed_exchanges
      UNION ALL SELECT close_id, ${HELD}::uuid, -points, closed_at FROM seed_exchanges WHERE ${closing}
      UNION ALL SELECT close_id, CASE WHEN status = 'SETTLED' THEN ${BURNED}::uuid ELSE user_id END, points, closed_at
        FROM seed_exchanges WHERE ${closing}`,
  );
  await step(
    tx,
    steps,
    'points_exchanges',
    sql`INSERT INTO points_exchanges (id, user_id, idempotency_key,
        points_amount, token_amount_wei, rate_wei_per_point, payout_address, status, hold_posting_id,
        close_posting_id, tx_hash, attempts, settled_at, decided_at, created_at, updated_at)
      SELECT id, user_id, 'large:' || id, points, points * 10000000000000000::numeric, 10000000000000000,
        '0x' || substr(md5(user_id::text), 1, 32) || substr(md5(id::text), 1, 8), status, hold_id,
        CASE WHEN ${closing} THEN close_id END,
        CASE WHEN status = 'SETTLED' THEN '0x' || md5(id::text) || md5(hold_id::text) END,
        CASE WHEN status = 'SETTLED' THEN 1 ELSE 0 END, CASE WHEN status = 'SETTLED' THEN closed_at END,
        CASE WHEN status <> 'PENDING' THEN closed_at END, at, coalesce(closed_at, at)
      FROM seed_exchanges`,
  );
  await tx.execute(sql`DROP TABLE seed_exchanges`);
}

/**
 * The members' projections the app keeps beside the ledger: balance = their lines, tier = the highest whose
 * threshold their lifetime earnings reach.
 */
async function projectBalances(db: Executor, steps: LargeSeedStep[]) {
  const rules = await loadTierRules(db);
  const thresholds = sql.join(
    TIERS.map((tier) => sql`(${tier}, ${rules[tier].threshold}::int)`),
    sql`, `,
  );
  await step(
    db,
    steps,
    'users (balances, tiers)',
    sql`UPDATE users u SET total_points = b.balance,
      tier = (SELECT tier FROM (VALUES ${thresholds}) r(tier, threshold) WHERE threshold <= b.earned
        ORDER BY threshold DESC LIMIT 1)
    FROM (SELECT e.account_id, sum(e.amount) AS balance,
        coalesce(sum(e.amount) FILTER (WHERE p.kind = 'earn' AND e.amount > 0), 0) AS earned
      FROM points_entries e JOIN points_postings p ON p.id = e.posting_id
      JOIN points_accounts a ON a.id = e.account_id AND a.kind = 'MEMBER' GROUP BY 1) b
    WHERE u.id = b.account_id AND u.email LIKE '%@large.streamit.test'`,
  );
}

/**
 * The ledger's balance rule (every posting has two lines or more summing to zero), checked once for all the
 * seed's postings instead of once per line: the deferred balance triggers are off while `load` runs (a table
 * with pending trigger events cannot get its indexes back in the same transaction), then the same rule is
 * checked in one pass over the whole ledger before they are on again, in the same transaction, so an
 * unbalanced posting rolls everything back as the triggers would.
 */
async function checkBalanceOnce(tx: Executor, steps: LargeSeedStep[], load: () => Promise<void>) {
  await tx.execute(sql`ALTER TABLE points_postings DISABLE TRIGGER points_postings_balanced`);
  await tx.execute(sql`ALTER TABLE points_entries DISABLE TRIGGER points_entries_balanced`);
  await load();
  const started = performance.now();
  const result = await tx.execute(sql`SELECT count(*) AS unbalanced FROM points_postings p
    LEFT JOIN (SELECT posting_id, count(*) AS lines, sum(amount) AS total FROM points_entries GROUP BY 1) e
      ON e.posting_id = p.id
    WHERE coalesce(e.lines, 0) < 2 OR e.total <> 0`);
  const unbalanced = Number(result.rows[0]?.unbalanced ?? 0);
  if (unbalanced > 0) throw new Error(`${unbalanced} unbalanced postings: the large seed is rolled back`);
  steps.push({ table: '(ledger balance check)', rows: 0, seconds: (performance.now() - started) / 1000 });
  await tx.execute(sql`ALTER TABLE points_postings ENABLE TRIGGER points_postings_balanced`);
  await tx.execute(sql`ALTER TABLE points_entries ENABLE TRIGGER points_entries_balanced`);
}

/** The points ledger of the year: completions, other earnings, exchanges; every posting balanced. */
export async function seedLargeLedger(db: Database, size: LargeSeedSize, steps: LargeSeedStep[]) {
  await loadInBulk(db, steps, ['points_postings', 'points_entries', 'activity_completions'], async (tx) => {
    await checkBalanceOnce(tx, steps, async () => {
      await seedCompletions(tx, size, steps);
      await seedOtherEarnings(tx, size, steps);
      await tx.execute(sql`ANALYZE points_entries, points_accounts`);
      await seedExchanges(tx, size, steps);
    });
  });
  await db.execute(sql`ANALYZE users, points_postings, points_entries, points_accounts`);
  await projectBalances(db, steps);
}
