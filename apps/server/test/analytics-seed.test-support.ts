import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { PLATFORM_ACCOUNT_IDS } from '../src/modules/points/points-accounts.js';

const DAY_MS = 86_400_000;

/** What the seed wrote, kept as plain rows so tests can re-derive every figure from them. */
export interface SeedModel {
  members: {
    id: string;
    createdAt: Date;
    verified: boolean;
    method: string;
    country: string | null;
    tier: string;
  }[];
  sessions: {
    userId: string;
    activityId: string;
    startedAt: Date;
    seconds: number;
    country: string | null;
  }[];
  completions: { userId: string; activityId: string; at: Date; points: number }[];
  signIns: { userId: string; at: Date; country: string | null }[];
  postings: { userId: string; at: Date; kind: string; source: string; amount: number }[];
}

export const emptyModel = (): SeedModel => ({
  members: [],
  sessions: [],
  completions: [],
  signIns: [],
  postings: [],
});

export async function insertMember(db: Database, model: SeedModel, member: SeedModel['members'][number]) {
  await db.execute(sql`INSERT INTO users (id, email, email_verified_at, tier, signup_method, signup_country, created_at)
    VALUES (${member.id}, ${`${member.id}@example.com`}, ${member.verified ? member.createdAt.toISOString() : null},
      ${member.tier}, ${member.method}, ${member.country}, ${member.createdAt.toISOString()})`);
  await db.execute(
    sql`INSERT INTO points_accounts (id, kind, user_id) VALUES (${member.id}, 'MEMBER', ${member.id})`,
  );
  model.members.push(member);
}

export async function insertWatch(db: Database, model: SeedModel, row: SeedModel['sessions'][number]) {
  await db.execute(sql`INSERT INTO watch_sessions (token_hash, user_id, activity_id, started_at, expires_at, ended_at,
      credited_seconds, country)
    VALUES (${randomUUID()}, ${row.userId}, ${row.activityId}, ${row.startedAt.toISOString()},
      ${new Date(row.startedAt.getTime() + 6 * 3_600_000).toISOString()}, ${row.startedAt.toISOString()},
      ${row.seconds}, ${row.country})`);
  model.sessions.push(row);
}

export async function insertCompletion(
  db: Database,
  model: SeedModel,
  row: SeedModel['completions'][number],
) {
  const sequence =
    model.completions.filter((c) => c.userId === row.userId && c.activityId === row.activityId).length + 1;
  await db.execute(sql`INSERT INTO activity_completions (user_id, activity_id, sequence, points, completed_at)
    VALUES (${row.userId}, ${row.activityId}, ${sequence}, ${row.points}, ${row.at.toISOString()})`);
  model.completions.push(row);
}

export async function insertSignIn(db: Database, model: SeedModel, row: SeedModel['signIns'][number]) {
  const later = new Date(row.at.getTime() + DAY_MS).toISOString();
  await db.execute(sql`INSERT INTO member_sessions (user_id, token_hash, method, ip, user_agent, country, created_at,
      idle_expires_at, absolute_expires_at)
    VALUES (${row.userId}, ${randomUUID()}, 'password', '203.0.113.1', 'vitest', ${row.country}, ${row.at.toISOString()},
      ${later}, ${later})`);
  model.signIns.push(row);
}

/** A balanced posting: the member's line and the reward pool's opposite line. */
export async function insertPosting(db: Database, model: SeedModel, row: SeedModel['postings'][number]) {
  await db.transaction(async (tx) => {
    const id = randomUUID();
    await tx.execute(sql`INSERT INTO points_postings (id, kind, source, issuer, idempotency_key, created_at)
      VALUES (${id}, ${row.kind}, ${row.source}, 'system', ${id}, ${row.at.toISOString()})`);
    await tx.execute(sql`INSERT INTO points_entries (posting_id, account_id, amount, created_at) VALUES
      (${id}, ${row.userId}, ${row.amount}, ${row.at.toISOString()}),
      (${id}, ${PLATFORM_ACCOUNT_IDS.REWARD_POOL}, ${-row.amount}, ${row.at.toISOString()})`);
  });
  model.postings.push(row);
}
