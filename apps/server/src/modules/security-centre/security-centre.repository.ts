import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';

// Reads across the sign-in, session and ledger tables with plain SQL: the security centre only reads, and
// its aggregates (windows, groupings, running counts) are one statement each.

const since = (hours: number) => sql`now() - make_interval(hours => ${hours})`;

/** A PostgreSQL array literal of ids, sent as one bound parameter. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

function iso(value: unknown): string {
  return new Date(value as string | Date).toISOString();
}

/** Failed member sign-ins in the window, per member. */
export async function failedMemberLoginsByAccount(db: Executor, hours: number) {
  const result = await db.execute(sql`
    SELECT e.user_id, u.email, count(*)::int AS failures, count(DISTINCT e.ip)::int AS addresses,
      max(e.created_at) AS last_at
    FROM login_events e JOIN users u ON u.id = e.user_id
    WHERE NOT e.success AND e.created_at >= ${since(hours)}
    GROUP BY e.user_id, u.email ORDER BY failures DESC, last_at DESC LIMIT 200`);
  return result.rows.map((row) => ({
    userId: row.user_id as string,
    account: (row.email as string | null) ?? (row.user_id as string),
    failures: row.failures as number,
    addresses: row.addresses as number,
    lastAt: iso(row.last_at),
  }));
}

/** Failed staff sign-ins in the window, per email typed. */
export async function failedStaffLoginsByAccount(db: Executor, hours: number) {
  const result = await db.execute(sql`
    SELECT email, count(*)::int AS failures, count(DISTINCT ip)::int AS addresses, max(at) AS last_at
    FROM admin_login_attempts WHERE NOT succeeded AND at >= ${since(hours)}
    GROUP BY email ORDER BY failures DESC, last_at DESC LIMIT 200`);
  return result.rows.map((row) => ({
    account: row.email as string,
    failures: row.failures as number,
    addresses: row.addresses as number,
    lastAt: iso(row.last_at),
  }));
}

/** Failed sign-ins of both realms in the window, per client address. */
export async function failedLoginsByAddress(db: Executor, hours: number) {
  const result = await db.execute(sql`
    WITH failed AS (
      SELECT ip, user_id::text AS account, created_at AS at FROM login_events
        WHERE NOT success AND created_at >= ${since(hours)}
      UNION ALL
      SELECT ip, 'staff:' || email, at FROM admin_login_attempts WHERE NOT succeeded AND at >= ${since(hours)}
    )
    SELECT ip, count(*)::int AS failures, count(DISTINCT account)::int AS accounts, max(at) AS last_at
    FROM failed GROUP BY ip ORDER BY failures DESC, last_at DESC LIMIT 200`);
  return result.rows.map((row) => ({
    ip: row.ip as string,
    failures: row.failures as number,
    accounts: row.accounts as number,
    lastAt: iso(row.last_at),
  }));
}

/** Live member sessions active in the window, with the member's failed sign-ins and distinct addresses. */
export async function liveSessionsWithContext(db: Executor, hours: number) {
  const result = await db.execute(sql`
    SELECT s.id, s.user_id, u.email, s.ip, s.user_agent, s.created_at, s.last_seen_at,
      (SELECT count(*) FROM login_events e WHERE e.user_id = s.user_id AND NOT e.success
        AND e.created_at BETWEEN s.created_at - interval '1 day' AND s.created_at)::int AS failed_before,
      (SELECT count(DISTINCT e.ip) FROM login_events e WHERE e.user_id = s.user_id AND e.success
        AND e.created_at >= ${since(hours)})::int AS addresses
    FROM member_sessions s JOIN users u ON u.id = s.user_id
    WHERE s.revoked_at IS NULL AND s.idle_expires_at > now() AND s.absolute_expires_at > now()
      AND s.last_seen_at >= ${since(hours)}
    ORDER BY s.last_seen_at DESC LIMIT 1000`);
  return result.rows.map((row) => ({
    sessionId: row.id as string,
    userId: row.user_id as string,
    email: row.email as string | null,
    ip: row.ip as string,
    userAgent: row.user_agent as string,
    createdAt: iso(row.created_at),
    lastSeenAt: iso(row.last_seen_at),
    failedBefore: row.failed_before as number,
    addresses: row.addresses as number,
  }));
}

/** Successful member sign-ins in the window, oldest first (optionally of some members only). */
export async function successfulLogins(db: Executor, hours: number, userIds?: readonly string[]) {
  const only = userIds ? sql`AND e.user_id = ANY(${uuidArray(userIds)}::uuid[])` : sql``;
  const result = await db.execute(sql`
    SELECT e.user_id, u.email, e.ip, e.created_at FROM login_events e JOIN users u ON u.id = e.user_id
    WHERE e.success AND e.created_at >= ${since(hours)} ${only}
    ORDER BY e.user_id, e.created_at LIMIT 50000`);
  return result.rows.map((row) => ({
    userId: row.user_id as string,
    email: row.email as string | null,
    ip: row.ip as string,
    at: iso(row.created_at),
  }));
}

/**
 * Members who joined in the window, each with the network (IPv4 /24, IPv6 /48) of their first sign-in:
 * sign-up does not keep an address, and the first sign-in follows it on the same network as a rule.
 */
export async function signupsWithFirstNetwork(db: Executor, hours: number) {
  const result = await db.execute(sql`
    SELECT u.id, u.created_at, host(network(set_masklen(f.ip::inet,
        CASE WHEN family(f.ip::inet) = 4 THEN 24 ELSE 48 END))) || CASE WHEN family(f.ip::inet) = 4
        THEN '/24' ELSE '/48' END AS network
    FROM users u
    JOIN LATERAL (SELECT ip FROM login_events e WHERE e.user_id = u.id ORDER BY e.created_at LIMIT 1) f ON true
    WHERE u.created_at >= ${since(hours)} ORDER BY u.created_at`);
  return result.rows.map((row) => ({
    userId: row.id as string,
    createdAt: iso(row.created_at),
    network: row.network as string,
  }));
}

/** Per member: credits in the window, points credited, and the most credits within any 60 minutes. */
export async function memberCreditStats(db: Executor, hours: number) {
  const result = await db.execute(sql`
    WITH credits AS (
      SELECT e.account_id AS user_id, e.amount,
        count(*) OVER (PARTITION BY e.account_id ORDER BY e.created_at
          RANGE BETWEEN CURRENT ROW AND interval '1 hour' FOLLOWING) AS next_hour
      FROM points_entries e JOIN points_accounts a ON a.id = e.account_id
      WHERE a.kind = 'MEMBER' AND e.amount > 0 AND e.created_at >= ${since(hours)}
    )
    SELECT c.user_id, u.email, count(*)::int AS credits, sum(c.amount)::int AS points,
      max(c.next_hour)::int AS peak
    FROM credits c JOIN users u ON u.id = c.user_id
    GROUP BY c.user_id, u.email ORDER BY peak DESC, points DESC LIMIT 1000`);
  return result.rows.map((row) => ({
    userId: row.user_id as string,
    email: row.email as string | null,
    credits: row.credits as number,
    points: row.points as number,
    peakPerHour: row.peak as number,
  }));
}

/** The members among `userIds` that exist, with their email and suspension. */
export async function findMembers(db: Executor, userIds: readonly string[]) {
  const result = await db.execute(sql`
    SELECT id, email, suspended_at FROM users
    WHERE id = ANY(${uuidArray(userIds)}::uuid[])`);
  return result.rows.map((row) => ({
    userId: row.id as string,
    email: row.email as string | null,
    suspended: row.suspended_at !== null,
  }));
}
