import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { definePreparedQuery } from '../../db/prepared-query.js';
import { groupLookups, groupStatements } from '../../db/statement-groups.js';
import { suspensionInForce, users } from '../members/members.schema.js';
import { loginEvents, memberDevices, memberSessions } from './sessions.schema.js';

export type SessionRow = typeof memberSessions.$inferSelect;
export type DeviceRow = typeof memberDevices.$inferSelect;

/** Conditions of a session that can still be used. */
function liveSession(userId: string) {
  return and(
    eq(memberSessions.userId, userId),
    isNull(memberSessions.revokedAt),
    gt(memberSessions.idleExpiresAt, sql`now()`),
    gt(memberSessions.absoluteExpiresAt, sql`now()`),
  );
}

/**
 * The version of what a member's profile says about their standing: role (creator or not, the application's
 * state), tier and whether the email is verified. It changes whenever one of them does, whoever changed it, so
 * every authenticated answer can carry it at no extra query (decision 049, X-Profile-Version).
 */
const profileVersion = sql<string>`substr(md5(concat_ws('|', ${users.tier}, ${users.creatorStatus},
  ${users.isContentCreator}, ${users.emailVerifiedAt} is not null)), 1, 12)`;

/** The session columns authentication reads; every member request asks for them, so no more are decoded. */
const lookedUpColumns = {
  id: memberSessions.id,
  userId: memberSessions.userId,
  tokenHash: memberSessions.tokenHash,
  deviceId: memberSessions.deviceId,
  lastSeenAt: memberSessions.lastSeenAt,
  idleExpiresAt: memberSessions.idleExpiresAt,
  absoluteExpiresAt: memberSessions.absoluteExpiresAt,
  revokedAt: memberSessions.revokedAt,
};

/** A session as authentication reads it, whether its member's suspension is in force now, their profile version. */
export type SessionLookup = Pick<SessionRow, keyof typeof lookedUpColumns> & {
  suspended: boolean;
  profileVersion: string;
};

/**
 * The session behind a token hash, whether its member's suspension is in force now, their profile version.
 * Every member request asks this before its handler, so the lookups of requests arriving together are one
 * statement (decision 074); each still starts after its request arrived, so it never misses a revocation.
 */
export function findSessionByTokenHash(db: Executor, tokenHash: string): Promise<SessionLookup | undefined> {
  return lookUpSession(db, tokenHash);
}

const lookUpSession = groupLookups(
  (db: Executor, tokenHashes: string[]): Promise<SessionLookup[]> =>
    sessionsByTokenHashesQuery(db).execute({ tokenHashes }),
  (session) => session.tokenHash,
);

// Prepared once per executor: every member request's lookup runs it.
const sessionsByTokenHashesQuery = definePreparedQuery('find_sessions_by_token_hashes', (db, name) =>
  db
    .select({ ...lookedUpColumns, suspended: suspensionInForce, profileVersion })
    .from(memberSessions)
    .innerJoin(users, eq(users.id, memberSessions.userId))
    .where(sql`${memberSessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`)
    .prepare(name),
);

/** Stores a new session. */
export async function insertSession(
  db: Executor,
  values: typeof memberSessions.$inferInsert,
): Promise<SessionRow> {
  const [row] = await db.insert(memberSessions).values(values).returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** Whose a session is and when it was opened by signing in, or undefined for no such session. */
export async function findSessionStart(
  db: Executor,
  id: string,
): Promise<{ userId: string; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ userId: memberSessions.userId, createdAt: memberSessions.createdAt })
    .from(memberSessions)
    .where(eq(memberSessions.id, id));
  return row;
}

/**
 * Slides a session's idle expiry forward and marks it seen now. Requests arriving together share one statement
 * (decision 077), as their session lookups do (decision 074); each resolves once its own row was written.
 */
export function touchSession(db: Executor, id: string, idleExpiresAt: Date): Promise<void> {
  return touchSessions(db, { id, idleExpiresAt, seenAt: new Date() });
}

interface SessionTouch {
  id: string;
  idleExpiresAt: Date;
  seenAt: Date;
}

const touchSessions = groupStatements(async (db: Executor, touches: SessionTouch[]) => {
  // One row per session (an UPDATE changes a row once): the group's last touch of it, which is the latest.
  const latest = new Map<string, { id: string; idle: string; seen: string }>();
  for (const { id, idleExpiresAt, seenAt } of touches) {
    latest.set(id, { id, idle: idleExpiresAt.toISOString(), seen: seenAt.toISOString() });
  }
  await db.execute(sql`UPDATE ${memberSessions} SET last_seen_at = t.seen, idle_expires_at = t.idle
      FROM jsonb_to_recordset(${JSON.stringify([...latest.values()])}::jsonb)
        AS t(id uuid, idle timestamptz, seen timestamptz)
      WHERE ${memberSessions.id} = t.id`);
  return touches.map(() => undefined);
});

/** Which of a member's sessions a revoke ends: all, one, all but one, or all but the most recently used. */
export interface RevokeFilter {
  only?: string;
  except?: string;
  /** Only sessions still usable (not idle or past their lifetime), so the count says how many were open. */
  usable?: boolean;
  /** Keeps this many usable sessions (besides `except`), the most recently used; ends the other usable ones. */
  keepRecent?: number;
}

/** The usable sessions of the member (but `except`) that a `keepRecent` revoke leaves open. */
function recentlyUsed(userId: string, keep: number, except?: string) {
  return sql`${memberSessions.id} NOT IN (SELECT ${memberSessions.id} FROM ${memberSessions}
    WHERE ${liveSession(userId)} ${except ? sql`AND ${memberSessions.id} <> ${except}` : sql``}
    ORDER BY ${memberSessions.lastSeenAt} DESC, ${memberSessions.createdAt} DESC LIMIT ${keep})`;
}

/**
 * Ends the member's sessions matching the filter; returns how many. The one path by which a member session
 * ends early (sign-out, password change, suspension, staff ending them, the session limit of decision 075):
 * whatever must follow every revoke belongs here.
 */
export async function revokeSessions(
  db: Executor,
  userId: string,
  reason: string,
  filter: RevokeFilter = {},
): Promise<number> {
  const { only, except, keepRecent } = filter;
  const usable = filter.usable === true || keepRecent !== undefined;
  const rows = await db
    .update(memberSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        usable ? liveSession(userId) : eq(memberSessions.userId, userId),
        isNull(memberSessions.revokedAt),
        only ? eq(memberSessions.id, only) : undefined,
        except ? ne(memberSessions.id, except) : undefined,
        keepRecent === undefined ? undefined : recentlyUsed(userId, keepRecent, except),
      ),
    )
    .returning({ id: memberSessions.id });
  return rows.length;
}

/**
 * Holds the member's session lock until the transaction ends, so sign-ins of one member open and trim their
 * sessions one at a time (the limit of decision 075 holds under parallel sign-ins).
 */
export async function lockMemberSessions(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`member-sessions:${userId}`}, 0))`);
}

/** The member's usable sessions with their device names, newest activity first. */
export function listLiveSessions(db: Executor, userId: string) {
  return db
    .select({ session: memberSessions, device: memberDevices.name })
    .from(memberSessions)
    .leftJoin(memberDevices, eq(memberDevices.id, memberSessions.deviceId))
    .where(liveSession(userId))
    .orderBy(desc(memberSessions.lastSeenAt));
}

/** How many usable sessions the member has. */
export async function countLiveSessions(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(memberSessions).where(liveSession(userId));
  return row?.value ?? 0;
}

/** The member's device with this fingerprint, if seen before. */
export async function findDevice(
  db: Executor,
  userId: string,
  fingerprint: string,
): Promise<DeviceRow | undefined> {
  const [row] = await db
    .select()
    .from(memberDevices)
    .where(and(eq(memberDevices.userId, userId), eq(memberDevices.fingerprint, fingerprint)));
  return row;
}

/** Records a device, or refreshes it when it raced in already. */
export async function upsertDevice(
  db: Executor,
  values: typeof memberDevices.$inferInsert,
): Promise<DeviceRow> {
  const [row] = await db
    .insert(memberDevices)
    .values(values)
    .onConflictDoUpdate({
      target: [memberDevices.userId, memberDevices.fingerprint],
      set: { lastSeenAt: new Date(), lastIp: values.lastIp },
    })
    .returning();
  if (!row) throw new Error('device upsert returned nothing');
  return row;
}

/** The member's devices, most recently used first. */
export function listDevices(db: Executor, userId: string): Promise<DeviceRow[]> {
  return db
    .select()
    .from(memberDevices)
    .where(eq(memberDevices.userId, userId))
    .orderBy(desc(memberDevices.lastSeenAt));
}

/** Sets or clears a device's trust; undefined when it is not the member's. */
export async function setDeviceTrust(db: Executor, userId: string, deviceId: string, trusted: boolean) {
  const [row] = await db
    .update(memberDevices)
    .set({ trustedAt: trusted ? new Date() : null })
    .where(and(eq(memberDevices.userId, userId), eq(memberDevices.id, deviceId)))
    .returning();
  return row;
}

/** Clears trust on every device of the member. */
export async function untrustAllDevices(db: Executor, userId: string): Promise<void> {
  await db.update(memberDevices).set({ trustedAt: null }).where(eq(memberDevices.userId, userId));
}

/** Appends a sign-in attempt to the member's history. */
export async function insertLoginEvent(db: Executor, values: typeof loginEvents.$inferInsert): Promise<void> {
  await db.insert(loginEvents).values(values);
}

/**
 * Deletes sessions that ended before `cutoff`: revoked, idle past their idle expiry, or past their absolute
 * one, whichever came first (LEAST skips a null revoked_at). A live session's idle expiry is in the future.
 */
export async function deleteSessionsEndedBefore(db: Executor, cutoff: Date): Promise<number> {
  const ended = sql`LEAST(${memberSessions.revokedAt}, ${memberSessions.idleExpiresAt}, ${memberSessions.absoluteExpiresAt})`;
  const rows = await db
    .delete(memberSessions)
    .where(sql`${ended} < ${cutoff}`)
    .returning({ id: memberSessions.id });
  return rows.length;
}

// One statement deletes at most this many rows, so the first run on a long history holds no long lock.
const LOGIN_EVENT_DELETE_BATCH = 10_000;

/** Deletes sign-in events older than `cutoff`, in batches; returns how many went. */
export async function deleteLoginEventsBefore(db: Executor, cutoff: Date): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      DELETE FROM ${loginEvents} WHERE ${loginEvents.id} IN (
        SELECT ${loginEvents.id} FROM ${loginEvents} WHERE ${loginEvents.createdAt} < ${cutoff}
        LIMIT ${LOGIN_EVENT_DELETE_BATCH})`);
    const batch = result.rowCount ?? 0;
    deleted += batch;
    if (batch < LOGIN_EVENT_DELETE_BATCH) return deleted;
  }
}

/** Forgets every device the member signed in from (account deletion; their sessions keep their rows, revoked). */
export async function deleteMemberDevices(db: Executor, userId: string): Promise<void> {
  await db.delete(memberDevices).where(eq(memberDevices.userId, userId));
}
