import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  bearer,
  signedInMember,
  useMemberSuite,
} from '../../../test/member-auth.test-support.js';
import type { Executor } from '../../db/database.js';

const DATA_DIR = `/tmp/streamit-account-erasure-test-${String(process.pid)}`;
const suite = useMemberSuite({ DATA_DIR, RATE_LIMIT_WRITE_MAX: '100000', RATE_LIMIT_MAX: '100000' });

const ADDRESS = {
  fullName: 'Ada Lovelace',
  line1: '12 Marylebone Road',
  line2: 'Flat 3',
  city: 'London',
  region: 'Greater London',
  postalCode: 'NW1 5LR',
  country: 'GB',
  phone: '+44 20 7946 0958',
};

/** Every text-like column of every table in the database, as `schema.table.column`. */
async function textColumns(db: Executor): Promise<{ schema: string; table: string; column: string }[]> {
  const rows = await db.execute<{ schema: string; table: string; column: string }>(sql`
    SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column
      FROM information_schema.columns c
      JOIN information_schema.tables t USING (table_schema, table_name)
     WHERE t.table_type = 'BASE TABLE'
       AND c.table_schema NOT IN ('pg_catalog', 'information_schema')
       AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED')`);
  return rows.rows;
}

/** The columns, by name, where any row still holds `needle` (case-insensitive). */
async function columnsHolding(db: Executor, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { schema, table, column } of await textColumns(db)) {
    const target = sql.raw(`"${schema}"."${table}"`);
    const value = sql.raw(`"${column}"::text`);
    const hit = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${target} WHERE strpos(lower(${value}), ${needle.toLowerCase()}) > 0`,
    );
    if ((hit.rows[0]?.n ?? 0) > 0) found.push(`${schema}.${table}.${column}`);
  }
  return found;
}

/** Leaves the member's e-mail and address everywhere a member can leave them. */
async function leaveTraces(db: Executor, userId: string, email: string): Promise<void> {
  await db.execute(sql`INSERT INTO support_tickets (user_id, email, category, subject, priority, tier,
      first_response_due_at, resolution_due_at)
    VALUES (${userId}, ${email}, 'GENERAL', 'Where is my parcel?', 'NORMAL', 'BRONZE', now(), now())`);
  await db.execute(sql`INSERT INTO contact_messages (name, email, topic, subject, message)
    VALUES ('Ada', ${email}, 'general', 'Hello', 'A question about my account')`);
  await db.execute(sql`INSERT INTO newsletter_subscriptions (email, status) VALUES (${email}, 'CONFIRMED')`);
  await db.execute(sql`WITH application AS (
      INSERT INTO partner_applications (organisation_name, kind, website, country, pitch, contact_user_id, status)
      VALUES ('Atelier', 'GALLERY', 'https://atelier.example', 'FR', 'Prints', ${userId}, 'APPROVED') RETURNING id),
    partner AS (INSERT INTO partners (application_id, name, kind, website, country)
      SELECT id, 'Atelier', 'GALLERY', 'https://atelier.example', 'FR' FROM application RETURNING id)
    INSERT INTO partner_invitations (partner_id, email, token_hash, expires_at)
    SELECT id, ${email}, 'token-hash', now() + interval '1 day' FROM partner`);
  await db.execute(
    sql`INSERT INTO store_addresses (user_id, address) VALUES (${userId}, ${JSON.stringify(ADDRESS)}::jsonb)`,
  );
  await db.execute(sql`INSERT INTO store_orders (user_id, checkout_key, status, payment_method, total_points, paid_at, address)
    VALUES (${userId}, ${`erasure-${userId}`}, 'PAID', 'POINTS', 500, now(), ${JSON.stringify(ADDRESS)}::jsonb)`);
}

describe('what a deleted member leaves behind', () => {
  it('no column of any table holds their old e-mail or shipping address once the deletion is confirmed', async () => {
    const { app, deps } = suite.context;
    const email = 'sweep.me@erasure.test';
    const token = await signedInMember(app, suite.sink, email);
    const [member] = (await deps.db.execute<{ id: string }>(sql`SELECT id FROM users WHERE email = ${email}`))
      .rows;
    const userId = member?.id ?? '';
    await leaveTraces(deps.db, userId, email);
    expect(await columnsHolding(deps.db, email)).toContain('public.users.email');

    const answer = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/delete-account',
      headers: bearer(token),
      payload: { password: GOOD_PASSWORD },
    });
    expect(answer.statusCode).toBe(200);
    await suite.sink.waitFor(email, /account was deleted/);

    // The confirmation's outbox row forgets the address once the mail is out, a moment after the sink has it.
    await expect.poll(() => columnsHolding(deps.db, email), { timeout: 5_000 }).toEqual([]);
    expect(await columnsHolding(deps.db, ADDRESS.line1)).toEqual([]);
    expect(await columnsHolding(deps.db, ADDRESS.phone)).toEqual([]);
    const orders = await deps.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM store_orders WHERE user_id = ${userId} AND total_points = 500`,
    );
    expect(orders.rows[0]?.n).toBe(1);
  }, 60_000);
});
