import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.js';
import { loadInBulk } from './large-seed-bulk.js';
import { seedLargeLedger } from './large-seed-ledger.js';
import { step, type LargeSeedSize, type LargeSeedStep } from './large-seed-steps.js';

/** Country codes with weights: a platform strongest in the Gulf and Europe, present worldwide. */
const COUNTRIES =
  'SA:18,AE:12,EG:9,GB:7,FR:6,DE:6,US:8,KW:3,QA:3,JO:3,MA:3,TR:3,IN:4,ES:2,IT:2,NL:2,BR:2,CA:1,JP:1,NG:1';

/** Work tables for the seed (dropped at its end): a country picker and the seeded members in sign-up order. */
async function createWorkTables(db: Executor, size: LargeSeedSize) {
  await db.execute(sql`DROP TABLE IF EXISTS seed_countries, seed_members, seed_activities`);
  await db.execute(sql`CREATE UNLOGGED TABLE seed_countries AS
    SELECT split_part(c, ':', 1) AS code, sum(split_part(c, ':', 2)::int) OVER (ORDER BY ord) AS upto,
      sum(split_part(c, ':', 2)::int) OVER () AS total
    FROM unnest(string_to_array(${COUNTRIES}, ',')) WITH ORDINALITY AS t(c, ord)`);
  // Sign-ups grow over the year: the density of "days ago" falls linearly from today to a year back.
  await db.execute(sql`CREATE UNLOGGED TABLE seed_members AS
    SELECT row_number() OVER (ORDER BY at)::int AS n, gen_random_uuid() AS id, at, country, r
    FROM (SELECT at, r, (SELECT code FROM seed_countries c WHERE c.upto > floor(rc * c.total) ORDER BY upto LIMIT 1)
        AS country
      FROM (SELECT now() - interval '365 days' * (1 - sqrt(random())) AS at, random() AS r, random() AS rc
        FROM generate_series(1, ${size.members}) g) d) m`);
  await db.execute(sql`ALTER TABLE seed_members ADD PRIMARY KEY (n)`);
  await db.execute(sql`ANALYZE seed_countries, seed_members`);
}

async function seedMembers(db: Executor, size: LargeSeedSize, steps: LargeSeedStep[]) {
  await step(
    db,
    steps,
    'users',
    sql`INSERT INTO users (id, email, email_verified_at, password_hash, display_name,
      tier, is_content_creator, creator_status, google_id, twitter_id, signup_method, signup_country,
      preferred_language, created_at, updated_at)
    SELECT id, 'member' || n || '@large.streamit.test',
      CASE WHEN r < 0.86 THEN at + interval '10 minutes' * random() END, NULL, 'Member ' || n, 'BASIC',
      n % ${Math.max(1, Math.floor(size.members / size.creators))} = 0,
      CASE WHEN n % ${Math.max(1, Math.floor(size.members / size.creators))} = 0 THEN 'APPROVED' ELSE 'NONE' END,
      CASE WHEN r >= 0.70 AND r < 0.92 THEN 'g-large-' || n END, CASE WHEN r >= 0.92 THEN 'x-large-' || n END,
      CASE WHEN r < 0.70 THEN 'EMAIL' WHEN r < 0.92 THEN 'GOOGLE' ELSE 'TWITTER' END,
      CASE WHEN (n::bigint * 7919) % 50 = 0 THEN NULL ELSE country END,
      CASE WHEN country IN ('SA', 'AE', 'EG', 'KW', 'QA', 'JO', 'MA') AND r < 0.6 THEN 'ar' ELSE 'en' END, at, at
    FROM seed_members`,
  );
  await step(
    db,
    steps,
    'points_accounts',
    sql`INSERT INTO points_accounts (id, kind, user_id, created_at)
    SELECT id, 'MEMBER', id, at FROM seed_members`,
  );
  // One member in twelve joined through another, earlier member's code.
  await step(
    db,
    steps,
    'referrals',
    sql`INSERT INTO referrals (referred_user_id, referrer_user_id, code,
      created_at, status, settled_at)
    SELECT m.id, f.id, 'LARGE' || f.n, m.at, CASE WHEN m.r < 0.05 THEN 'VESTED' ELSE 'PENDING' END,
      CASE WHEN m.r < 0.05 THEN least(now(), m.at + interval '7 days') END
    FROM seed_members m JOIN seed_members f ON f.n = 1 + (m.n::bigint * 48271) % (m.n - 1)
    WHERE m.n > 1 AND (m.n::bigint * 16807) % 12 = 0`,
  );
}

async function seedCatalogue(db: Executor, size: LargeSeedSize, steps: LargeSeedStep[]) {
  await step(
    db,
    steps,
    'content_categories',
    sql`INSERT INTO content_categories (slug, name, description, sort_order)
    SELECT 'large-' || g, (ARRAY['Painting','Sculpture','Photography','Music','Theatre','Dance','Architecture',
      'Calligraphy','Cinema','Design','Poetry','Crafts'])[1 + (g - 1) % 12] || ' ' || g, 'Large seed', 100 + g
    FROM generate_series(1, ${size.categories}) g`,
  );
  const creatorEvery = Math.max(1, Math.floor(size.members / size.creators));
  await db.execute(sql`CREATE UNLOGGED TABLE seed_activities AS
    SELECT g AS n, gen_random_uuid() AS id, (ARRAY['VIDEO','VIDEO','VIDEO','QUIZ','GAME'])[1 + g % 5] AS type,
      60 + (g * 7919) % 3540 AS duration, now() - interval '420 days' * random() AS at,
      (SELECT id FROM content_categories WHERE slug = 'large-' || (1 + g % ${size.categories})) AS category_id,
      (SELECT id FROM seed_members WHERE n = ${creatorEvery} * (1 + g % ${size.creators})) AS creator_id
    FROM generate_series(1, ${size.activities}) g`);
  await db.execute(sql`ALTER TABLE seed_activities ADD PRIMARY KEY (n)`);
  await db.execute(sql`ANALYZE seed_activities`);
  await step(
    db,
    steps,
    'activities',
    sql`INSERT INTO activities (id, type, title, description, slug, category_id,
      creator_id, status, visibility, publish_at, licence, duration_seconds, points_reward, created_at, updated_at)
    SELECT id, type::activity_type, 'Large seed work ' || n, 'A work of the large seed', 'large-work-' || n,
      category_id, creator_id, CASE WHEN n % 40 = 0 THEN 'ARCHIVED' ELSE 'PUBLISHED' END::activity_status,
      'PUBLIC', at, 'ALL_RIGHTS_RESERVED', CASE WHEN type = 'VIDEO' THEN duration END, 5 + n % 46, at, at
    FROM seed_activities`,
  );
}

/**
 * Watch sessions of the year, all ended: a member after sign-up watches a work picked with a long-tail
 * popularity (random()^3), from their own country, crediting part of its length.
 */
async function insertWatchSessions(tx: Executor, size: LargeSeedSize, steps: LargeSeedStep[]) {
  await step(
    tx,
    steps,
    'watch_sessions',
    sql`INSERT INTO watch_sessions (token_hash, user_id, activity_id,
      started_at, expires_at, ended_at, last_heartbeat_at, last_sequence, last_position, heartbeats,
      credited_seconds, view_counted, country)
    SELECT 'large-' || g, m.id, a.id, s.at, s.at + interval '6 hours', s.at + interval '1 second' * s.secs,
      s.at + interval '1 second' * s.secs, (s.secs / 10)::int, s.secs, (s.secs / 10)::int, s.secs, s.secs >= 10,
      m.country
    FROM (SELECT g, random() AS ra FROM generate_series(1, ${size.watchSessions}) g) d
    JOIN seed_members m ON m.n = 1 + (hashint4(g) & 2147483647) % ${size.members}
    JOIN seed_activities a ON a.n = 1 + floor(${size.activities} * ra ^ 3)::int
    CROSS JOIN LATERAL (SELECT m.at + (now() - m.at) * random() AS at,
      floor(a.duration * random() * random() * 1.6)::int % a.duration AS secs) s`,
  );
}

/** Sign-ins of the year (each ended by a sign-out a day later), from the member's country. */
async function insertSignIns(tx: Executor, size: LargeSeedSize, steps: LargeSeedStep[]) {
  await step(
    tx,
    steps,
    'member_sessions',
    sql`INSERT INTO member_sessions (user_id, token_hash, method, ip,
      user_agent, created_at, last_seen_at, idle_expires_at, absolute_expires_at, revoked_at, revoked_reason, country)
    SELECT m.id, 'large-' || g, 'password', '203.0.113.' || (g % 250), 'large-seed', s.at, s.at,
      s.at + interval '7 days', s.at + interval '30 days', s.at + interval '1 day', 'logout', m.country
    FROM generate_series(1, ${size.signIns}) g
    JOIN seed_members m ON m.n = 1 + (hashint4(g + 7) & 2147483647) % ${size.members}
    CROSS JOIN LATERAL (SELECT m.at + (now() - m.at) * random() AS at) s`,
  );
}

/** Watch sessions and sign-ins, then the counted views per work and day the sessions make. */
async function seedWatching(db: Database, size: LargeSeedSize, steps: LargeSeedStep[]) {
  await loadInBulk(db, steps, ['watch_sessions', 'member_sessions'], async (tx) => {
    await insertWatchSessions(tx, size, steps);
    await insertSignIns(tx, size, steps);
  });
  await step(
    db,
    steps,
    'activity_daily_views',
    sql`INSERT INTO activity_daily_views (activity_id, day, views)
    SELECT activity_id, (started_at AT TIME ZONE 'UTC')::date, count(*) FROM watch_sessions
    WHERE token_hash LIKE 'large-%' AND view_counted GROUP BY 1, 2`,
  );
  await db.execute(sql`UPDATE activities a SET view_count = v.views
    FROM (SELECT activity_id, sum(views) AS views FROM activity_daily_views GROUP BY 1) v
    WHERE v.activity_id = a.id AND a.slug LIKE 'large-work-%'`);
}

/** Fills an empty-of-seed database with a realistic year; answers each table's rows and time. */
export async function seedLargeDataset(db: Database, size: LargeSeedSize): Promise<LargeSeedStep[]> {
  const steps: LargeSeedStep[] = [];
  await db.execute(sql`SET synchronous_commit = off`);
  await createWorkTables(db, size);
  await seedMembers(db, size, steps);
  await seedCatalogue(db, size, steps);
  await db.execute(sql`ANALYZE users, points_accounts, activities`);
  await seedWatching(db, size, steps);
  await seedLargeLedger(db, size, steps);
  await db.execute(sql`DROP TABLE IF EXISTS seed_countries, seed_members, seed_activities`);
  const started = performance.now();
  await db.execute(sql`ANALYZE`);
  steps.push({ table: '(ANALYZE)', rows: 0, seconds: (performance.now() - started) / 1000 });
  return steps;
}

/** True when a large seed already ran on this database (its members' addresses are taken). */
export async function hasLargeSeed(db: Executor): Promise<boolean> {
  const result = await db.execute(sql`SELECT 1 FROM users WHERE email = 'member1@large.streamit.test'`);
  return result.rows.length > 0;
}
