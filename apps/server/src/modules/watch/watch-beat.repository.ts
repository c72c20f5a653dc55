import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import type { WatchSessionRow } from './watch.repository.js';
import { WATCH_LIMITS } from './watch-sections.js';

// A batch of heartbeats in two statements inside one transaction (decision 067): the locks and reads, then the writes.

interface LockedBeatRow extends Record<string, unknown> {
  clock_user_id: string;
  credited_until: number;
  id: string | null;
  token_hash: string;
  user_id: string;
  activity_id: string;
  started_at: number;
  expires_at: number;
  ended_at: number | null;
  last_heartbeat_at: number | null;
  last_sequence: number;
  last_position: number;
  heartbeats: number;
  sections: WatchSessionRow['sections'];
  credited_seconds: number;
  view_counted: boolean;
  country: string | null;
}

const msOf = (column: string) => sql.raw(`(extract(epoch from s.${column}) * 1000)::float8 AS ${column}`);
const dateOrNull = (ms: number | null) => (ms === null ? null : new Date(ms));

function sessionOf(row: LockedBeatRow & { id: string }): WatchSessionRow {
  return {
    id: row.id,
    tokenHash: row.token_hash,
    userId: row.user_id,
    activityId: row.activity_id,
    startedAt: new Date(row.started_at),
    expiresAt: new Date(row.expires_at),
    endedAt: dateOrNull(row.ended_at),
    lastHeartbeatAt: dateOrNull(row.last_heartbeat_at),
    lastSequence: row.last_sequence,
    lastPosition: row.last_position,
    heartbeats: row.heartbeats,
    sections: row.sections,
    creditedSeconds: row.credited_seconds,
    viewCounted: row.view_counted,
    country: row.country,
  };
}

/** What a batch's lock statement found: each member's credit watermark and the sessions of the beats' tokens. */
export interface LockedBeats {
  clocks: Map<string, Date>;
  sessions: Map<string, WatchSessionRow>;
}

/**
 * A batch of heartbeats' locks and reads in one statement (decision 067): the members' credit watermark rows
 * in user_id order (each created at `now` the first time, as lockCreditClock), each followed by its member's
 * sessions among the beats' tokens (`FOR UPDATE`): every batch and every start takes a member's clock before
 * their sessions and the clocks in one order, so none deadlock. A token of another member's session finds
 * nothing here (answered 404, as before). A row another transaction changed while this one waited is read as
 * it was committed (PostgreSQL re-reads a locked row).
 */
export async function lockBeats(db: Executor, userIds: string[], tokenHashes: string[], now: Date) {
  const members = [...new Set(userIds)].sort();
  const result = await db.execute<LockedBeatRow>(sql`
    WITH clock AS (
      INSERT INTO watch_credit_clocks (user_id, credited_until)
      SELECT member.user_id, ${now.toISOString()}::timestamptz
      FROM unnest(${arrayLiteral(members)}::uuid[]) AS member(user_id) ORDER BY member.user_id
      ON CONFLICT (user_id) DO UPDATE SET user_id = excluded.user_id
      RETURNING user_id AS clock_user_id, credited_until)
    SELECT clock.clock_user_id, (extract(epoch from clock.credited_until) * 1000)::float8 AS credited_until,
      s.id, s.token_hash, s.user_id, s.activity_id, ${msOf('started_at')}, ${msOf('expires_at')},
      ${msOf('ended_at')}, ${msOf('last_heartbeat_at')}, s.last_sequence, s.last_position, s.heartbeats,
      s.sections, s.credited_seconds, s.view_counted, s.country
    FROM clock LEFT JOIN LATERAL (SELECT * FROM watch_sessions
      WHERE token_hash = ANY(${arrayLiteral(tokenHashes)}::text[]) AND user_id = clock.clock_user_id
      ORDER BY id FOR UPDATE) s ON true`);
  const locked: LockedBeats = { clocks: new Map(), sessions: new Map() };
  for (const row of result.rows) {
    locked.clocks.set(row.clock_user_id, new Date(row.credited_until));
    if (row.id !== null) locked.sessions.set(row.token_hash, sessionOf({ ...row, id: row.id }));
  }
  if (locked.clocks.size !== members.length)
    throw new Error('Watch credit clock upsert returned too few rows');
  return locked;
}

/** A session's state after the batch's beats applied to it. */
export type SessionWrite = Pick<
  WatchSessionRow,
  'id' | 'lastSequence' | 'lastPosition' | 'heartbeats' | 'sections' | 'creditedSeconds' | 'viewCounted'
>;

/** A member's progress on an activity after the batch: the last applied position and the seconds it credited. */
export interface ProgressWrite {
  userId: string;
  activityId: string;
  positionSeconds: number;
  credited: number;
}

/** What a batch of applied heartbeats writes, all stamped with the batch's `now`. */
export interface BeatsWrite {
  sessions: SessionWrite[];
  /** Members whose watermark moves to `now` (a beat of theirs credited something); never moved back. */
  creditedUsers: string[];
  progress: ProgressWrite[];
  now: Date;
}

/** The member's watched total and earning mark on an activity after the batch, by `${userId}:${activityId}`. */
export type ProgressTotals = Map<string, { watchedSeconds: number; earnCheckSeconds: number }>;

export const progressKey = (userId: string, activityId: string) => `${userId}:${activityId}`;

/**
 * A batch's writes in one statement: the sessions' rows, the watermarks of the members who were credited
 * anything, and the progress rows (resume position, credited seconds added, their time moved once it is a
 * minute old), whose watched totals and earning marks it returns. Rows arrive as JSON so the whole batch is
 * three parameters.
 */
export async function writeBeats(db: Executor, batch: BeatsWrite): Promise<ProgressTotals> {
  const at = batch.now.toISOString();
  const result = await db.execute<ProgressTotalRow>(sql`
    WITH beat AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(batch.sessions)}::jsonb) AS b(id uuid, "lastSequence" int,
        "lastPosition" float8, heartbeats int, sections jsonb, "creditedSeconds" float8, "viewCounted" boolean)),
    session AS (
      UPDATE watch_sessions s SET last_sequence = beat."lastSequence", last_heartbeat_at = ${at}::timestamptz,
        last_position = beat."lastPosition", heartbeats = beat.heartbeats, sections = beat.sections,
        credited_seconds = beat."creditedSeconds", view_counted = beat."viewCounted"
      FROM beat WHERE s.id = beat.id),
    clock AS (
      UPDATE watch_credit_clocks SET credited_until = ${at}::timestamptz
      WHERE user_id = ANY(${arrayLiteral(batch.creditedUsers)}::uuid[]) AND credited_until < ${at}::timestamptz)
    INSERT INTO watch_progress (user_id, activity_id, position_seconds, watched_seconds)
    SELECT p."userId", p."activityId", p."positionSeconds", p.credited
    FROM jsonb_to_recordset(${JSON.stringify(batch.progress)}::jsonb)
      AS p("userId" uuid, "activityId" uuid, "positionSeconds" float8, credited float8)
    ON CONFLICT (user_id, activity_id) DO UPDATE SET position_seconds = excluded.position_seconds,
      watched_seconds = watch_progress.watched_seconds + excluded.watched_seconds,
      updated_at = CASE WHEN watch_progress.updated_at > now() - ${recency} THEN watch_progress.updated_at
        ELSE now() END
    RETURNING user_id, activity_id, watched_seconds, earn_check_seconds`);
  const totals: ProgressTotals = new Map();
  for (const row of result.rows) {
    const { watched_seconds: watchedSeconds, earn_check_seconds: earnCheckSeconds } = row;
    totals.set(progressKey(row.user_id, row.activity_id), { watchedSeconds, earnCheckSeconds });
  }
  return totals;
}

interface ProgressTotalRow extends Record<string, unknown> {
  user_id: string;
  activity_id: string;
  watched_seconds: number;
  earn_check_seconds: number;
}

/** How stale a progress row's time may get before a beat moves it (WATCH_LIMITS.progressRecencySeconds). */
const recency = sql`make_interval(secs => ${WATCH_LIMITS.progressRecencySeconds})`;

/** A PostgreSQL array literal of uuids or hex hashes, sent as one text parameter. */
const arrayLiteral = (values: string[]) => `{${values.join(',')}}`;
